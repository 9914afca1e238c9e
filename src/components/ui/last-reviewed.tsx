import { cn } from '../../lib/cn'
import { useT } from '../../i18n/i18n'
import type { ShownDate } from '../../i18n/format'
import { rich } from '../../i18n/rich'

/** "Last reviewed: 1 November 2026": when a lawyer last checked the page against current law. */
export function LastReviewed({ date, className }: { date: ShownDate; className?: string }) {
  const t = useT()
  return <p className={cn('text-sm', className)}>{rich(t('dates.lastReviewed'), { date: <time dateTime={date.iso}>{date.text}</time> })}</p>
}
