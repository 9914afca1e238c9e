import { Seo } from '../../components/ui/seo'
import { PageBanner } from '../../components/ui/section'
import { useI18n } from '../../i18n/i18n'
import type { ServiceGroupId } from '../../content/schema'
import { ConsultationBlock } from '../consultation/consultation-block'
import { ServiceCardList } from './service-card-list'
import type { ServiceCard } from './group-cards'

const intros: Record<ServiceGroupId, string> = {
  corporate:
    'Legal work for foreign-owned companies and investors in Turkey: setting up and running a company, contracts, employment, finance, trademarks and work permits.',
  individual:
    'Legal help for foreign individuals and families in Turkey: property, bank accounts, vehicles, family and inheritance, criminal cases and deportation.',
  citizenship:
    'Turkish citizenship by investment, residence permits, and programmes in other countries coordinated with licensed local advisers.',
}

export function ServiceGroupPage({ group, services: list }: { group: ServiceGroupId; services: ServiceCard[] }) {
  const meta = useI18n().serviceGroups.find((g) => g.id === group)!
  return (
    <>
      <Seo title={meta.title} description={intros[group]} path={meta.path} />
      <PageBanner eyebrow={`${list.length} services`} title={meta.title} text={intros[group]} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <ServiceCardList services={list} />
        <div className="mt-16">
          <ConsultationBlock />
        </div>
      </div>
    </>
  )
}
