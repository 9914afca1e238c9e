import { brandColors } from '../../config/brand'
import { useSite } from './layout-data'
import { cn } from '../../lib/cn'

/**
 * The firm's name on two lines: the short name, then the rest ("Istanbul"). The brand is a name, written the same
 * in every language, as in the page title and the e-mails (docs/languages.md): not translated, not respelled.
 */
export function Logo({
  compact = false,
  nameClassName,
}: {
  compact?: boolean
  /** Where the name and city may hide. */ nameClassName?: string
}) {
  const site = useSite()
  const secondLine = site.name.slice(site.shortName.length).trim()
  return (
    <span className="flex items-center gap-3">
      <svg aria-hidden="true" viewBox="0 0 40 40" className={cn('shrink-0 transition-all', compact ? 'size-8' : 'size-10')}>
        <rect width="40" height="40" rx="8" fill={brandColors.brass[500]} />
        <path d="M20 7 9 31h4.6l2.3-5.6h8.2l2.3 5.6H31L20 7Zm-2.6 14.6L20 15l2.6 6.6h-5.2Z" fill={brandColors.navy[900]} />
      </svg>
      <span className={cn('leading-tight', nameClassName)}>
        <span className="block font-serif text-lg font-semibold tracking-wide">{site.shortName}</span>
        <span className={cn('block text-[0.7rem] tracking-[0.2em] text-brass-300 uppercase', compact && 'sr-only')}>{secondLine}</span>
      </span>
    </span>
  )
}
