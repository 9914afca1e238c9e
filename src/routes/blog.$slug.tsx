import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Seo } from '../components/ui/seo'
import { HtmlContent } from '../components/ui/html-content'
import { postSlug } from '../lib/blog'
import { blogArticleQuery } from '../features/blog/blog-queries'
import { RecentPostsSidebar } from '../features/blog/recent-sidebar'
import { NotFoundPage } from '../components/layout/not-found-page'
import { useSite } from '../components/layout/layout-data'
import { blogPostingNode } from '../lib/structured-data'
import { blogFeedFor } from '../lib/blog-feed'
import { shareImagePath } from '../lib/share-images'

export const Route = createFileRoute('/blog/$slug')({
  staticData: { fromDatabase: true, singleLanguage: true },
  loader: async ({ context, params }) => {
    const article = await context.queryClient.ensureQueryData(blogArticleQuery(context.blog, params.slug))
    if (!article) throw notFound()
    // The language links offer this post's translations, each at its own address.
    const languages = [
      { locale: context.locale, path: `/blog/${postSlug(article.post)}` },
      ...(article.translations ?? []).map((t) => ({ locale: t.language, path: `/blog/${t.slug}` })),
    ]
    return { crumb: article.post.title, languages }
  },
  notFoundComponent: () => <NotFoundPage title="errors.articleNotFound" message="errors.articleNotFoundText" />,
  component: ArticlePage,
})

function ArticlePage() {
  const { slug } = Route.useParams()
  const { blog, queryClient } = Route.useRouteContext()
  const { post, recent } = useSuspenseQuery(blogArticleQuery(blog, slug), queryClient.current).data!
  const site = useSite()
  const blogFeed = blogFeedFor(site.name)
  const image = post.images[0]
  const shareImage = shareImagePath('blog', postSlug(post))
  return (
    <>
      <Seo
        title={post.metaTitle || post.title}
        description={post.metaDescription || post.title}
        keywords={post.keywords}
        path={`/blog/${slug}`}
        image={shareImage}
        type="article"
        publishedTime={post.publishedAt}
        structuredData={[blogPostingNode(site, post, `/blog/${slug}`, shareImage)]}
        feed={blogFeed}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <article>
          <time dateTime={post.publishedAt} className="text-sm font-semibold text-brass-700">
            {post.publishedText}
          </time>
          <h1 className="mt-2 text-4xl font-semibold text-navy-950 sm:text-5xl">{post.title}</h1>
          {image ? (
            <img
              src={image.imageUrl}
              alt={image.altText}
              width={1200}
              height={630}
              fetchPriority="high"
              className="my-8 aspect-[1200/630] w-full rounded-xl bg-navy-100 object-cover"
            />
          ) : null}
          <HtmlContent html={post.content} />
        </article>
        <RecentPostsSidebar posts={recent} />
      </div>
    </>
  )
}
