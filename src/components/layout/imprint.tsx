import { Fragment, type ReactNode } from 'react'
import type { FirmIdentity, SiteConfig } from '../../config/site'
import { useSite } from './layout-data'
import { cn } from '../../lib/cn'
import { useT } from '../../i18n/i18n'
import { rich } from '../../i18n/rich'
import type { T } from '../../i18n/translate'
import { Ltr } from '../ui/ltr'

/**
 * The firm's facts in the page's language. A fact (a name, a number, the address) is written once in
 * the firm's facts (the layout's data) and set in <Ltr>, so Latin names and numbers keep their order inside Arabic; the words around
 * it (the bar's name, "tax office", the sample marker) come from the dictionary.
 */
function facts(t: T, { identity, address }: { identity: FirmIdentity; address: SiteConfig['address'] }) {
  const fact = (value: string): ReactNode => {
    const isolated = <Ltr>{value}</Ltr>
    return identity.sample ? rich(t('imprint.sample'), { value: isolated }) : isolated
  }
  const taxOffice = rich(t('imprint.taxOffice'), { name: <Ltr>{identity.taxOffice}</Ltr> })
  const partnership = identity.partnershipRegistration
  return {
    registeredName: fact(identity.registeredName),
    partnership:
      partnership &&
      rich(t('imprint.partnershipRegister'), { bar: t(`imprint.bars.${partnership.bar}`), number: fact(partnership.number) }),
    lawyers: identity.lawyers
      .map((l) => rich(t('imprint.lawyer'), { name: fact(l.name), bar: t(`imprint.bars.${l.bar}`), number: fact(l.registrationNumber) }))
      .reduce<ReactNode>((list, lawyer) => (list === null ? lawyer : rich(t('imprint.lawyerList'), { list, lawyer })), null),
    taxOffice: identity.sample ? rich(t('imprint.sample'), { value: taxOffice }) : taxOffice,
    taxNumber: fact(identity.taxNumber),
    address: <Ltr>{[...address.lines, address.city, address.country].join(', ')}</Ltr>,
  }
}

/** The imprint as one line (footer): who answers for the site, their bar registration, tax office and address. */
export function ImprintLine() {
  const t = useT()
  const site = useSite()
  const { identity } = site
  const f = facts(t, site)
  const sentences = [
    f.registeredName,
    f.partnership,
    rich(t('imprint.responsibleLine'), { label: t('imprint.responsible', { count: identity.lawyers.length }), lawyers: f.lawyers }),
    rich(t('imprint.taxLine'), { office: f.taxOffice, number: f.taxNumber }),
    f.address,
  ].filter(Boolean)
  return sentences.map((sentence, i) => (
    <Fragment key={i}>
      {sentence}
      {i < sentences.length - 1 ? '. ' : '.'}
    </Fragment>
  ))
}

/** The firm's identity as a list (About us, and the data controller in the privacy notice). */
export function FirmIdentityDetails({ className }: { className?: string }) {
  const t = useT()
  const site = useSite()
  const { identity } = site
  const f = facts(t, site)
  const rows: [string, ReactNode][] = [
    [t('imprint.registeredName'), f.registeredName],
    ...(f.partnership ? ([[t('imprint.barRegistration'), f.partnership]] as [string, ReactNode][]) : []),
    [t('imprint.responsible', { count: identity.lawyers.length }), f.lawyers],
    [t('imprint.taxOfficeAndNumber'), rich(t('imprint.taxOfficeAndNumberValue'), { office: f.taxOffice, number: f.taxNumber })],
    [t('imprint.address'), f.address],
    [t('imprint.email'), <Ltr key="email">{site.email}</Ltr>],
  ]
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 text-navy-800 sm:grid-cols-[12rem_1fr]', className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-navy-950">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
