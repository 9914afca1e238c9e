import { cn } from '../../lib/cn'
import { useLocale, useT } from '../../i18n/i18n'
import { formatIsoDay } from '../../i18n/format'
import { rich } from '../../i18n/rich'

/** "Last reviewed: 1 November 2026": when a lawyer last checked the page against current law. */
export function LastReviewed({ date, className }: { date: string; className?: string }) {
  const t = useT()
  const locale = useLocale()
  return (
    <p className={cn('text-sm', className)}>
      {rich(t('dates.lastReviewed'), { date: <time dateTime={date}>{formatIsoDay(date, locale)}</time> })}
    </p>
  )
}
