import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Seo } from '../components/ui/seo'
import { PageBanner } from '../components/ui/section'
import { projectsQuery } from '../features/blog/projects-query'
import { blogSearchDefaults, blogSearchSchema, filterPosts, paginate } from '../features/blog/blog-search'
import { BlogList } from '../features/blog/blog-list'
import { BLOG_DESCRIPTION, blogFeed, blogListHead } from '../lib/blog-feed'

export const Route = createFileRoute('/blog/')({
  staticData: { crumb: 'Blog', fromDatabase: true },
  validateSearch: (raw: Record<string, unknown>) => blogSearchSchema.parse(raw),
  search: { middlewares: [stripSearchParams(blogSearchDefaults)] },
  loader: ({ context }) => context.queryClient.ensureQueryData(projectsQuery),
  component: BlogPage,
})

function BlogPage() {
  const { q, page } = Route.useSearch()
  const { data: posts } = useSuspenseQuery(projectsQuery)
  const filtered = filterPosts(posts, q)
  const view = paginate(filtered, page)
  const head = blogListHead(q, view.page)
  return (
    <>
      <Seo title={head.title} description={BLOG_DESCRIPTION} path={head.path} noindex={head.noindex} feed={blogFeed} />
      <PageBanner eyebrow="Blog" title="Blog" text="Practical articles on Turkish law for foreign clients, in plain English." />
      <BlogList q={q} view={view} total={filtered.length} />
    </>
  )
}
