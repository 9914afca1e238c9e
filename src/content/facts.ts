import type { Dictionary, Plural } from '../i18n/dictionaries/en.ts'
import { numberFormat, pluralRules } from '../i18n/intl.ts'
import { localeConfig, type Locale } from '../i18n/locales.ts'

/**
 * Legal figures that must never differ between languages, written once. Copy in every language writes them as
 * `{{name}}` tokens (a service page: "within {{deportationAppealDays}} of notification"); the server fills each
 * token with the number in the locale's digits and the locale's unit words (server/content/rich-text.ts
 * `fillTokens`). An unknown token is refused at publish.
 * The source of each figure and where it appears: docs/legal-facts.md.
 */
export const facts = {
  /** Turkish Citizenship Law No. 5901 art. 12(1)(b); Implementing Regulation art. 20(1)(b) (2022 amount). */
  citizenshipPropertyUsd: { usd: 400_000 },
  /** Same Regulation art. 20(1)(ç). */
  citizenshipDepositUsd: { usd: 500_000 },
  /** Same Regulation: property annotation / deposit kept for 3 years. */
  citizenshipHoldYears: { years: 3 },
  /** Law No. 6458 art. 53(3), as amended by Law No. 7196 (2019): 7 days from notification. */
  deportationAppealDays: { days: 7 },
  /** Administrative Procedure Law No. 2577 art. 7(1): other administrative decisions. */
  administrativeCaseDays: { days: 60 },
  /** Law No. 2577 art. 7(1): tax court cases. */
  taxCaseDays: { days: 30 },
  /** Law No. 6458 art. 42(1). */
  longTermResidenceYears: { years: 8 },
  /** Law No. 6458 and its Implementing Regulation: renewal within the 60 days before expiry. */
  residenceRenewalDays: { days: 60 },
  /** Fees Law No. 492 tariffs and card fee, about this much in total; revalued every January. */
  residenceFeesUsd: { usd: 300 },
  /** Law No. 6458 art. 35(2). */
  addressChangeWorkingDays: { workingDays: 20 },
  /** International Labour Force Law No. 6735 art. 10. */
  indefiniteWorkPermitYears: { years: 8 },
  /** Turkish Commercial Code No. 6102 art. 580(1), Presidential Decision No. 7887 (from 1 January 2024). */
  limitedCompanyCapitalTry: { try: 50_000 },
  /** Turkish Commercial Code No. 6102 art. 332(1), same Decision. */
  jointStockCompanyCapitalTry: { try: 250_000 },
  /** Same, registered capital system. */
  registeredCapitalTry: { try: 500_000 },
  /** Corporate Tax Law No. 5520 art. 32, as amended by Law No. 7456 (2023). */
  corporateTaxPercent: { percent: 25 },
  /** VAT Law No. 3065 art. 28; Presidential Decision No. 7346 (from 10 July 2023). */
  vatPercent: { percent: 20 },
  /** Fees Law No. 492, Tariff (4), item 20: in total, usually half each side. */
  titleDeedFeePercent: { percent: 4 },
  /** Enforcement and Bankruptcy Law No. 2004 art. 62. */
  paymentOrderObjectionDays: { days: 7 },
  /** Consumer Protection Law No. 6502 art. 48; Distance Contracts Regulation art. 9. */
  withdrawalDays: { days: 14 },
  /** KVKK No. 6698 art. 13(2): the controller answers an applicant within 30 days. */
  dataRequestAnswerDays: { days: 30 },
} as const satisfies Record<string, Fact>

export type Fact = { usd: number } | { try: number } | { percent: number } | { days: number } | { workingDays: number } | { years: number }
export type FactName = keyof typeof facts

function plural(forms: Plural, count: number, intl: string): string {
  const category = pluralRules(intl).select(count)
  return forms[category as keyof Plural] ?? forms.other
}

/** One fact as the locale writes it: "USD 400,000", "400.000 ABD doları", "7 أيام". */
export function formatFact(name: FactName, locale: Locale, units: Dictionary['units']): string {
  return formatFigure(facts[name], locale, units)
}

/** A figure's value as the locale writes it; the content documents' `legal-figures` hold the same shapes as `facts`. */
export function formatFigure(fact: Fact, locale: Locale, units: Dictionary['units']): string {
  const intl = localeConfig[locale].intl
  const number = (n: number) => numberFormat(intl, { maximumFractionDigits: 0 }).format(n)
  if ('usd' in fact) return units.usd.replace('{n}', number(fact.usd))
  if ('try' in fact) return units.try.replace('{n}', number(fact.try))
  if ('percent' in fact) return units.percent.replace('{n}', numberFormat(intl, { style: 'percent' }).format(fact.percent / 100))
  const [unit, count] =
    'days' in fact
      ? (['days', fact.days] as const)
      : 'workingDays' in fact
        ? (['workingDays', fact.workingDays] as const)
        : (['years', fact.years] as const)
  return plural(units[unit], count, intl).replace('{n}', number(count))
}
