import { ButtonLink } from '../../components/ui/button'
import { SectionHeading } from '../../components/ui/section'
import { useT } from '../../i18n/i18n'
import { PostCard } from '../blog/post-card'
import type { PostSummary } from '../../lib/blog'

/** The three most recent posts (the home page's loader reads them) and View All (to /blog); no cards when none. */
export function RecentPosts({ posts: recent, intro }: { posts: PostSummary[]; intro: string }) {
  const t = useT()
  return (
    <section aria-labelledby="recent-posts" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="recent-posts" eyebrow={t('nav.blog')} title={t('home.recentArticles')} intro={intro} />
          <ButtonLink to="/blog" variant="secondary" className="mb-10">
            {t('home.viewAll')}
            <span className="sr-only">{t('home.viewAllSr')}</span>
          </ButtonLink>
        </div>
        {recent.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-3">
            {recent.map((post) => (
              <li key={post.id}>
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
