import { Helmet } from 'react-helmet-async'
import { pageTitle, siteUrl } from '../../config/site-settings'
import { useSite } from '../layout/layout-data'
import { useCrumbs } from '../layout/breadcrumb'
import { pageGraph, serializeJsonLd, type JsonLdNode } from '../../lib/structured-data'
import { SHARE_IMAGE_SIZE } from '../../lib/share-images'
import { encodeNonAscii } from '../../lib/url'
import { useLocale } from '../../i18n/i18n'
import { DEFAULT_LOCALE, localeConfig } from '../../i18n/locales'
import { localizedPath } from '../../i18n/paths'
import { isReviewed } from '../../i18n/reviews'
import { usePageLanguages } from '../layout/language-links'
import { usePageReviewed, useTranslationReviews } from '../layout/translation-notice'

export interface SeoProps {
  /** Page title without the firm's name (it is appended where the whole stays within TITLE_LIMIT). */
  title: string
  /** One or two sentences; whole sentences are kept up to DESCRIPTION_LIMIT characters. */
  description: string
  /**
   * Path of the canonical URL, e.g. "/faq". Left out on error pages: a canonical there would send search engines
   * to an address that itself answers with an error.
   */
  path?: string
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

/**
 * Abbreviations whose full stop ends no sentence ("Law No. 7464", "Art. 54", "Av. Selin"). Unicode's sentence rules
 * (Intl.Segmenter) know these, but they also never end a sentence before a numeral, which Turkish often starts one
 * with ("… verildi. 7 gün içinde …"), so the split is ours.
 */
const ABBREVIATION = /(?:^|\s)(?:No|Nr|Art|Md|Av|Dr|Prof|St|vs|e\.g|i\.e)\.$/i

/** The text's sentences: a split after . ! ? or ؟ and a space, except after an abbreviation. */
function sentencesOf(text: string): string[] {
  const sentences: string[] = []
  for (const part of text.split(/(?<=[.!?؟])\s+/)) {
    const last = sentences.length - 1
    if (last >= 0 && ABBREVIATION.test(sentences[last])) sentences[last] += ` ${part}`
    else sentences.push(part)
  }
  return sentences
}

/** Search results show about 160 characters of a description and cut off the rest. */
export const DESCRIPTION_LIMIT = 160

/**
 * A meta description that search results show whole: the text as written when it fits, else as many whole
 * sentences as fit. Only a post whose first sentence is already too long (written in the back office) is cut,
 * at a word, with an ellipsis. The firm's name is not appended: it is in the title and the result's address.
 */
export function describe(description: string): string {
  const text = description.trim().replace(/\s+/g, ' ')
  if (text.length <= DESCRIPTION_LIMIT) return text
  let fitted = ''
  for (const sentence of sentencesOf(text)) {
    const next = `${fitted} ${sentence}`.trim()
    if (next.length > DESCRIPTION_LIMIT) break
    fitted = next
  }
  if (fitted) return fitted
  return `${text.slice(0, DESCRIPTION_LIMIT).replace(/[\s,;:–-]*\S*$/, '')}…`
}

/** An absolute URL as search engines and link previews read it: an Arabic slug percent-encoded, as the sitemap has it. */
function absoluteUrl(path: string): string {
  return encodeNonAscii(path.startsWith('http') ? path : `${siteUrl}${path}`)
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
  const locale = useLocale()
  const reviews = useTranslationReviews()
  const reviewed = usePageReviewed()
  const languages = usePageLanguages()
  const site = useSite()
  const fullTitle = pageTitle(title, site.name)
  const fullDescription = describe(description)
  // Self-referencing canonical in the page's own language. A translation no lawyer has reviewed (or whose English
  // changed since) is kept out of search results (noindex) and out of hreflang (decisions: "Languages"). A page
  // that counts (English, or a reviewed current translation) lists itself and every reviewed version of it, and
  // English as x-default; the set is the same on each of them, so the alternates are reciprocal.
  const url = path === undefined ? undefined : absoluteUrl(localizedPath(path, locale))
  const unreviewedTranslation = !reviewed
  const alternates = url && reviewed && !noindex ? languages.filter(({ locale: other, path }) => isReviewed(reviews, other, path)) : []
  const english = alternates.find((a) => a.locale === DEFAULT_LOCALE)
  // Link previews do not show SVG: an SVG illustration falls back to the firm's card.
  const ogImage = absoluteUrl(image && !image.endsWith('.svg') ? image : DEFAULT_IMAGE)
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={fullDescription} />
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      {noindex || unreviewedTranslation ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      {alternates.length > 1
        ? alternates.map((a) => <link key={a.locale} rel="alternate" hrefLang={a.locale} href={absoluteUrl(a.href)} />)
        : null}
      {alternates.length > 1 && english ? <link rel="alternate" hrefLang="x-default" href={absoluteUrl(english.href)} /> : null}
      {feed ? (
        <link rel="alternate" type="application/rss+xml" title={feed.title} href={absoluteUrl(localizedPath(feed.path, locale))} />
      ) : null}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={fullDescription} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:image" content={ogImage} />
      <meta property="og:image:width" content={String(SHARE_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE_SIZE.height)} />
      <meta property="og:locale" content={localeConfig[locale].ogLocale} />
      {alternates.length > 1
        ? alternates
            .filter((a) => a.locale !== locale)
            .map((a) => <meta key={a.locale} property="og:locale:alternate" content={localeConfig[a.locale].ogLocale} />)
        : null}
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={ogImage} />
      <script type="application/ld+json">
        {serializeJsonLd(
          pageGraph(
            site,
            crumbs.map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, locale) })),
            structuredData,
            url ? { url, inLanguage: locale } : undefined,
          ),
        )}
      </script>
    </Helmet>
  )
}
