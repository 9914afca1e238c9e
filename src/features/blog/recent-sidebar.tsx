import { Link } from '../../components/ui/link'
import type { PostSummary } from '../../lib/blog'
import { useT } from '../../i18n/i18n'

/** 'Recently Added Blogs' (the old site's typo fixed): the 7 newest by publishedAt, as the article's data lists them. */
export function RecentPostsSidebar({ posts: recent }: { posts: PostSummary[] }) {
  const t = useT()
  return (
    <aside aria-labelledby="recent-blogs" className="lg:sticky lg:top-28 lg:self-start">
      <h2 id="recent-blogs" className="mb-4 text-xl font-semibold text-navy-950">
        {t('blog.recent')}
      </h2>
      <ul className="space-y-4">
        {recent.map((post) => (
          <li key={post.id}>
            <Link to="/blog/$slug" params={{ slug: post.slug }} className="group flex gap-3">
              {post.image ? (
                <img
                  src={post.image.imageUrl}
                  alt=""
                  width={80}
                  height={56}
                  loading="lazy"
                  className="h-14 w-20 shrink-0 rounded-md bg-navy-100 object-cover"
                />
              ) : null}
              <span>
                <span className="block text-sm leading-snug font-semibold text-navy-900 group-hover:text-brass-700">{post.title}</span>
                <span className="mt-0.5 block text-xs text-navy-600">{post.publishedText}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  )
}
