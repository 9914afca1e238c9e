import { cn } from '../../lib/cn'

// Its own module: the header draws it on every page, and importing it from accordion.tsx would bring the Radix
// accordion into every page's first download.
export function ChevronIcon({ className, small = false }: { className?: string; small?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cn(small ? 'size-4' : 'size-5', 'shrink-0', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
