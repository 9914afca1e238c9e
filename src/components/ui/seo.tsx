import { Helmet } from 'react-helmet-async'
import { pageTitle, site } from '../../config/site'
import { useCrumbs } from '../layout/breadcrumb'
import { pageGraph, serializeJsonLd, type JsonLdNode } from '../../lib/structured-data'

export interface SeoProps {
  /** Page title without the firm's name (it is appended). */
  title: string
  description: string
  /** Path of the canonical URL, e.g. "/faq". */
  path: string
  image?: string
  type?: 'website' | 'article'
  keywords?: string[]
  noindex?: boolean
  publishedTime?: string
  /** schema.org nodes of this page (a Service, the FAQ, ...); the firm, web site and breadcrumb are always added. */
  structuredData?: JsonLdNode[]
  /** An RSS feed offered to feed readers on this page: its path and title. */
  feed?: { path: string; title: string }
}

const DEFAULT_IMAGE = '/media/og-default.jpg'

/** Meta descriptions end with the firm's name, like titles, so a search result always names the firm. */
export function describe(description: string): string {
  const text = description.trim().replace(/[.\s]+$/, '')
  return text.endsWith(site.name) ? text : `${text} – ${site.name}`
}

function absoluteUrl(path: string): string {
  return path.startsWith('http') ? path : `${site.url}${path}`
}

/**
 * The one head mechanism: every page's <title>, description, canonical link, Open Graph tags and JSON-LD go
 * through this component on react-helmet-async (React 19 hoists them into <head>, on the server and on
 * navigation). Routes do not use the router's own `head` option.
 */
export function Seo({
  title,
  description,
  path,
  image,
  type = 'website',
  keywords,
  noindex,
  publishedTime,
  structuredData,
  feed,
}: SeoProps) {
  const crumbs = useCrumbs()
  const fullTitle = pageTitle(title)
  const fullDescription = describe(description)
  const url = absoluteUrl(path)
  const ogImage = absoluteUrl(image && !image.endsWith('.svg') ? image : DEFAULT_IMAGE)
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={fullDescription} />
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      {feed ? <link rel="alternate" type="application/rss+xml" title={feed.title} href={absoluteUrl(feed.path)} /> : null}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={fullDescription} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={ogImage} />
      <meta property="og:locale" content="en_GB" />
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <script type="application/ld+json">{serializeJsonLd(pageGraph(site, crumbs, structuredData))}</script>
    </Helmet>
  )
}
