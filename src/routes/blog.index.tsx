import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Seo } from '../components/ui/seo'
import { PageBanner } from '../components/ui/section'
import { blogListQuery } from '../features/blog/blog-queries'
import { blogSearchDefaults, blogSearchSchema } from '../lib/blog-search'
import { BlogList } from '../features/blog/blog-list'
import { blogFeedFor, blogListHead } from '../lib/blog-feed'
import { useSite } from '../components/layout/layout-data'
import { emptyListPage } from '../lib/blog'
import { useT } from '../i18n/i18n'

export const Route = createFileRoute('/blog/')({
  staticData: { crumb: 'nav.blog', fromDatabase: true },
  validateSearch: (raw: Record<string, unknown>) => blogSearchSchema.parse(raw),
  search: { middlewares: [stripSearchParams(blogSearchDefaults)] },
  // Arriving at the blog waits for its page of posts (the server renders with them). Typing a search or turning a
  // page does not re-run this (no loader deps): the list below fetches while the page, and the search box with its
  // focus and text, stays on screen.
  loader: async ({ context, location }) => {
    const { q, page } = blogSearchSchema.parse(location.search)
    await context.queryClient.ensureQueryData(blogListQuery(context.blog, q, page))
  },
  component: BlogPage,
})

function BlogPage() {
  const { q, page } = Route.useSearch()
  const { blog, queryClient } = Route.useRouteContext()
  const { data = emptyListPage(q) } = useQuery({ ...blogListQuery(blog, q, page), placeholderData: keepPreviousData }, queryClient.current)
  const t = useT()
  const blogFeed = blogFeedFor(useSite().name)
  const shown = Math.min(page, data.pageCount)
  const head = blogListHead(q, shown)
  const base = q.trim() ? t('seo.blogSearchTitle', { q: q.trim() }) : t('nav.blog')
  const title = shown > 1 ? t('seo.pagedTitle', { title: base, page: shown }) : base
  return (
    <>
      <Seo title={title} description={t('seo.blogDescription')} path={head.path} noindex={head.noindex} feed={blogFeed} />
      <PageBanner eyebrow={t('nav.blog')} title={t('nav.blog')} text={t('blog.bannerText')} />
      <BlogList q={q} list={data} />
    </>
  )
}
