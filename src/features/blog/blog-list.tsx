import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { BlogListPage } from '../../lib/blog'
import { PostCard } from './post-card'
import { Pagination } from './pagination'
import { textFieldHandlers } from '../../components/ui/text-input'

/** The search box, one page of cards and the pagination (the list comes from the server, already filtered and cut). */
export function BlogList({ q, list }: { q: string; list: BlogListPage }) {
  const { total } = list
  const navigate = useNavigate({ from: '/blog/' })
  const [text, setText] = useState(q)
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)

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
      <form role="search" action="/blog" method="get" className="mb-10 max-w-xl" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="mb-2 block font-semibold text-navy-900">
          Search Blog
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={text}
          {...textFieldHandlers(search)}
          placeholder="For example: residence permit"
          className="block w-full rounded-md border border-navy-200 bg-white px-4 py-3 text-navy-950 shadow-sm outline-none focus:border-brass-500 focus:ring-2 focus:ring-brass-500/40"
        />
      </form>
      <p aria-live="polite" className="sr-only">
        {total === 1 ? '1 article' : `${total} articles`}
        {q ? ` match “${q}”` : ''}
      </p>
      {list.posts.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.posts.map((post, i) => (
            <li key={post.projectId}>
              <PostCard post={post} eager={i < 3} />
            </li>
          ))}
        </ul>
      ) : q ? (
        <div className="rounded-xl bg-white p-8 text-center ring-1 ring-navy-100">
          <p className="text-lg text-navy-800">No articles match “{q}”.</p>
          <button type="button" onClick={() => search('')} className="mt-4 font-semibold text-brass-700 underline">
            Show all articles
          </button>
        </div>
      ) : null}
      <Pagination page={list.page} totalPages={list.pageCount} q={q} />
    </div>
  )
}
