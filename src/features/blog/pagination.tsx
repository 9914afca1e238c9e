import { Link } from '../../components/ui/link'
import { paginationWindow } from '../../lib/blog'
import { cn } from '../../lib/cn'
import type { MouseEvent } from 'react'
import { useT } from '../../i18n/i18n'

const base = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium'

/**
 * Shown only when there is more than one page (spec: more than 12 results); 2 margin pages, 3 around the current.
 * `onTurn`: a page link was followed in this tab (not opened in a new one), so the list can move focus to the results.
 */
export function Pagination({ page, totalPages, q, onTurn }: { page: number; totalPages: number; q: string; onTurn?: () => void }) {
  const t = useT()
  if (totalPages <= 1) return null
  const search = (p: number) => ({ q, page: p })
  const turned = (e: MouseEvent) => {
    if (e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey) onTurn?.()
  }
  return (
    <nav aria-label={t('blog.pagesNav')} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link
              to="/blog"
              search={search(page - 1)}
              className={cn(base, 'ring-1 ring-navy-200 hover:bg-navy-50')}
              rel="prev"
              onClick={turned}
            >
              {t('blog.previous')}
              <span className="sr-only">{t('blog.pageSr')}</span>
            </Link>
          ) : null}
        </li>
        {paginationWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-navy-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to="/blog"
                search={search(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('blog.page', { page: p })}
                onClick={p === page ? undefined : turned}
                className={cn(base, p === page ? 'bg-navy-900 text-white' : 'ring-1 ring-navy-200 hover:bg-navy-50')}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link
              to="/blog"
              search={search(page + 1)}
              className={cn(base, 'ring-1 ring-navy-200 hover:bg-navy-50')}
              rel="next"
              onClick={turned}
            >
              {t('blog.next')}
              <span className="sr-only">{t('blog.pageSr')}</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
