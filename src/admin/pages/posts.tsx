import type { PostListItem } from '../../lib/admin-pages'
import { cardBody, cardCell, cardHead, cardRow, cardTable } from '../cards'
import { IstanbulTime, StateBadge, inputClass } from '../ui'

export function PostsPage({ posts, search }: { posts: PostListItem[]; search: string }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="font-serif text-3xl font-semibold">Posts</h1>
        <a href="/admin/posts/new" className="ml-auto rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700">
          New post
        </a>
      </div>
      <form method="get" action="/admin/posts" role="search" className="mt-6 flex flex-wrap gap-2">
        <label htmlFor="q" className="sr-only">
          Search posts
        </label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={search}
          placeholder="Search by title, slug or keyword"
          className={`${inputClass} w-full sm:w-80`}
        />
        <button type="submit" className="rounded-md bg-white px-4 py-2 text-sm font-semibold ring-1 ring-navy-200">
          Search
        </button>
      </form>
      {posts.length === 0 ? (
        <p className="mt-6">{search ? `No post matches "${search}".` : 'No posts yet.'}</p>
      ) : (
        <table className={`mt-6 ${cardTable}`}>
          <thead className={cardHead}>
            <tr>
              <th className="p-2">Title</th>
              <th className="p-2">State</th>
              <th className="p-2">Publication</th>
              <th className="p-2">Last change</th>
            </tr>
          </thead>
          <tbody className={cardBody}>
            {posts.map((p) => (
              <tr key={p.id} className={cardRow}>
                <td className={cardCell}>
                  <a href={`/admin/posts/${p.id}`} className="font-semibold underline">
                    {p.title}
                  </a>
                  <div className="text-xs text-navy-600">/blog/{p.slug}</div>
                </td>
                <td data-label="State" className={cardCell}>
                  <StateBadge state={p.state} />
                </td>
                <td data-label="Publication" className={cardCell}>
                  {p.publishAt ? <IstanbulTime iso={p.publishAt} /> : '—'}
                </td>
                <td data-label="Last change" className={cardCell}>
                  <IstanbulTime iso={p.updatedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
