import { formatIsoDate } from '../../lib/dates'
import { cn } from '../../lib/cn'

/** "Last reviewed: 1 November 2026": when a lawyer last checked the page against current law. */
export function LastReviewed({ date, className }: { date: string; className?: string }) {
  return (
    <p className={cn('text-sm', className)}>
      Last reviewed: <time dateTime={date}>{formatIsoDate(date)}</time>
    </p>
  )
}
