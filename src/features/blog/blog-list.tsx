import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { BlogListPage } from '../../lib/blog'
import { PostCard } from './post-card'
import { Pagination } from './pagination'
import { textFieldHandlers } from '../../components/ui/text-input'
import { buttonClasses } from '../../components/ui/button'
import { useLocale, useT } from '../../i18n/i18n'
import { localizedPath } from '../../i18n/paths'
import type { T } from '../../i18n/translate'

/** "Page 2 of 2, 4 posts": where the visitor is, read out when focus moves to the results heading. */
function pageSummary(t: T, { page, pageCount, posts }: BlogListPage): string {
  const count = t('blog.posts', { count: posts.length })
  return pageCount > 1 ? t('blog.pageSummary', { page, total: pageCount, posts: count }) : count
}

/** The search box, one page of cards and the pagination (the list comes from the server, already filtered and cut). */
export function BlogList({ q, list }: { q: string; list: BlogListPage }) {
  const { total } = list
  const t = useT()
  const locale = useLocale()
  const navigate = useNavigate({ from: '/blog/' })
  const [text, setText] = useState(q)
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)

  // A new page (or a submitted search) replaces the cards the visitor was reading: focus moves to the results
  // heading once they have arrived, so the next Tab starts at the new results, not at the link that was clicked
  // (now off screen), and the heading's "Page 2 of 2" is read out. `waitingFor` is the list shown when the visitor
  // asked; keepPreviousData keeps showing that very object until the new one arrives.
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const waitingFor = useRef<BlogListPage | null>(null)
  useEffect(() => {
    if (!waitingFor.current || waitingFor.current === list) return
    waitingFor.current = null
    resultsHeading.current?.focus()
  }, [list])
  const focusResultsWhenShown = (changes: boolean) => {
    if (changes) waitingFor.current = list
    else resultsHeading.current?.focus()
  }

  // The URL's query lags behind typing (navigation is asynchronous), so a query that arrives after being typed
  // must not overwrite the box: it may already hold more characters. Any other change of the URL (back/forward)
  // is shown in the box.
  const sent = useRef<string[]>([])
  const seenQ = useRef(q)
  const boxValue = useRef(q)
  useEffect(() => {
    if (q === seenQ.current) return
    seenQ.current = q
    const i = sent.current.indexOf(q)
    if (i >= 0) sent.current.splice(0, i + 1)
    else {
      boxValue.current = q
      setText(q)
    }
  }, [q])

  const search = (value: string) => {
    if (value === boxValue.current) return
    boxValue.current = value
    sent.current.push(value)
    setText(value)
    // Typing filters at once and resets to page 1; replace keeps one history entry per search, not per key.
    void navigate({ search: { q: value, page: 1 }, replace: true })
  }

  // Text typed before hydration stays in the box while the state still holds the URL's query: search for what
  // the visitor typed instead of letting the next render wipe it.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value
    if (typed !== undefined) search(typed)
    // Once, on mount: later changes arrive through the input handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <form
        role="search"
        action={localizedPath('/blog', locale)}
        method="get"
        className="mb-10 max-w-xl"
        onSubmit={(e) => {
          // Typing has already filtered; the button (or Enter) takes the visitor to the results. Without JavaScript
          // the browser sends the same GET /blog?q=, which the server renders with the results.
          e.preventDefault()
          const value = inputRef.current?.value ?? text
          focusResultsWhenShown(value !== boxValue.current)
          search(value)
        }}
      >
        <label htmlFor={inputId} className="mb-2 block font-semibold text-navy-900">
          {t('blog.searchLabel')}
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={text}
            {...textFieldHandlers((value) => {
              // Typing keeps focus in the box, whatever a button asked for before.
              waitingFor.current = null
              search(value)
            })}
            placeholder={t('blog.searchPlaceholder')}
            className="block w-full min-w-0 rounded-md border border-navy-200 bg-white px-4 py-3 text-navy-950 shadow-sm outline-none focus:border-brass-500 focus:ring-2 focus:ring-brass-500/40"
          />
          <button type="submit" className={buttonClasses('primary', 'shrink-0')}>
            {t('blog.search')}
          </button>
        </div>
      </form>
      <h2 ref={resultsHeading} tabIndex={-1} className="mb-6 text-2xl font-semibold text-navy-950">
        {q.trim() ? t('blog.resultsFor', { q: q.trim() }) : t('blog.allArticles')}
        <span className="mt-1 block font-sans text-base font-normal text-navy-700">{pageSummary(t, list)}</span>
      </h2>
      <p aria-live="polite" className="sr-only">
        {q ? t('blog.articlesMatch', { count: total, q }) : t('blog.articles', { count: total })}
      </p>
      {list.posts.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.posts.map((post, i) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={3} eager={i < 3} />
            </li>
          ))}
        </ul>
      ) : q ? (
        <div className="rounded-xl bg-white p-8 text-center ring-1 ring-navy-100">
          <p className="text-lg text-navy-800">{t('blog.noMatch', { q })}</p>
          <button
            type="button"
            onClick={() => {
              focusResultsWhenShown(true)
              search('')
            }}
            className="mt-4 font-semibold text-brass-700 underline"
          >
            {t('blog.showAll')}
          </button>
        </div>
      ) : null}
      <Pagination page={list.page} totalPages={list.pageCount} q={q} onTurn={() => focusResultsWhenShown(true)} />
    </div>
  )
}
