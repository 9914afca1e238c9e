import { Seo } from '../../components/ui/seo'
import { PageBanner } from '../../components/ui/section'
import { useT } from '../../i18n/i18n'
import { useLayout } from '../../components/layout/layout-data'
import type { MessageKey } from '../../i18n/translate'
import type { ServiceGroupId } from '../../content/schema'
import { ConsultationBlock } from '../consultation/consultation-block'
import { ServiceCardList } from './service-card-list'
import type { ServiceCard } from './group-cards'

const intros: Record<ServiceGroupId, MessageKey> = {
  corporate: 'services.introCorporate',
  individual: 'services.introIndividual',
  citizenship: 'services.introCitizenship',
}

export function ServiceGroupPage({ group, services: list }: { group: ServiceGroupId; services: ServiceCard[] }) {
  const meta = useLayout().serviceGroups.find((g) => g.id === group)!
  const t = useT()
  const intro = t(intros[group])
  return (
    <>
      <Seo title={meta.title} description={intro} path={meta.path} />
      <PageBanner eyebrow={t('services.count', { count: list.length })} title={meta.title} text={intro} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <ServiceCardList services={list} />
        <div className="mt-16">
          <ConsultationBlock />
        </div>
      </div>
    </>
  )
}
