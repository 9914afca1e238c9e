import { Link } from '../../components/ui/link'
import type { BlogListEntry } from '../../lib/blog'
import { buttonClasses } from '../../components/ui/button'
import { useT } from '../../i18n/i18n'

/**
 * Blog card: image, date, title, a search result's excerpt (matches in <mark>, built from plain-text pieces, never
 * HTML) and Read More to /blog/{slug}. `eager`: the card is in the first view, so its image loads with the page.
 */
export function PostCard({ post, headingLevel = 2, eager = false }: { post: BlogListEntry; headingLevel?: 2 | 3; eager?: boolean }) {
  const { slug, image } = post
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const t = useT()
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100">
      {image ? (
        <img
          src={image.imageUrl}
          alt={image.altText}
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-video w-full bg-navy-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <time dateTime={post.publishedAt} className="text-sm text-brass-700">
          {post.publishedText}
        </time>
        <Heading className="mt-2 flex-1 font-serif text-xl leading-snug font-semibold text-navy-950">
          <Link to="/blog/$slug" params={{ slug: slug }} className="hover:text-brass-700">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt?.length ? (
          <p className="mt-3 text-sm text-navy-700" data-excerpt>
            {post.excerpt.map((part, i) =>
              part.match ? (
                <mark key={i} className="rounded-sm bg-brass-100 px-0.5 text-navy-950">
                  {part.text}
                </mark>
              ) : (
                part.text
              ),
            )}
          </p>
        ) : null}
        <Link to="/blog/$slug" params={{ slug: slug }} className={buttonClasses('secondary', 'mt-5 self-start')}>
          {t('blog.readMore')}
          <span className="sr-only">{t('home.aboutSr', { title: post.title })}</span>
        </Link>
      </div>
    </article>
  )
}
