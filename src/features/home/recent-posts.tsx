import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { ButtonLink } from '../../components/ui/button'
import { SectionHeading } from '../../components/ui/section'
import { useI18n, useT } from '../../i18n/i18n'
import { recentPostsQuery } from '../blog/blog-queries'
import { PostCard } from '../blog/post-card'

/** The three most recent posts and View All (to /blog). Empty when the call fails: the page still works. */
export function RecentPosts() {
  const { home: homeContent } = useI18n()
  const t = useT()
  const { blog, queryClient } = useRouteContext({ from: '/' })
  const { data: recent = [] } = useQuery(recentPostsQuery(blog), queryClient.current)
  return (
    <section aria-labelledby="recent-posts" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="recent-posts" eyebrow={t('nav.blog')} title={t('home.recentArticles')} intro={homeContent.blogIntro} />
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
