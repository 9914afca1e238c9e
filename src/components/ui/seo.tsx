import { Helmet } from 'react-helmet-async'
import { pageTitle, site } from '../../config/site'

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
 * The one head mechanism: every page's <title>, description, canonical link and Open Graph tags go through this
 * component on react-helmet-async (React 19 hoists them into <head>, on the server and on navigation). Routes do
 * not use the router's own `head` option.
 */
export function Seo({ title, description, path, image, type = 'website', keywords, noindex, publishedTime }: SeoProps) {
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
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={fullDescription} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={ogImage} />
      <meta property="og:locale" content="en_GB" />
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
    </Helmet>
  )
}
