import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import type { BlogProject } from '../../lib/blog'
import { PostCard } from './post-card'
import { Pagination } from './pagination'

export function BlogList({
  q,
  view,
  total,
}: {
  q: string
  view: { items: BlogProject[]; page: number; totalPages: number }
  total: number
}) {
  const navigate = useNavigate({ from: '/blog/' })
  const [text, setText] = useState(q)
  const inputId = useId()

  // Back/forward changes the URL: show its query in the box.
  useEffect(() => setText(q), [q])

  const search = (value: string) => {
    setText(value)
    // Typing filters at once and resets to page 1; replace keeps one history entry per search, not per key.
    void navigate({ search: { q: value, page: 1 }, replace: true })
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <form role="search" action="/blog" method="get" className="mb-10 max-w-xl" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="mb-2 block font-semibold text-navy-900">
          Search Blog
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          value={text}
          onChange={(e) => search(e.target.value)}
          placeholder="For example: residence permit"
          className="block w-full rounded-md border border-navy-200 bg-white px-4 py-3 text-navy-950 shadow-sm outline-none focus:border-brass-500 focus:ring-2 focus:ring-brass-500/40"
        />
      </form>
      <p aria-live="polite" className="sr-only">
        {total === 1 ? '1 article' : `${total} articles`}
        {q ? ` match “${q}”` : ''}
      </p>
      {view.items.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {view.items.map((post, i) => (
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
      <Pagination page={view.page} totalPages={view.totalPages} q={q} />
    </div>
  )
}
