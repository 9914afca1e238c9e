import { Hono } from 'hono'
import { DOCUMENT_TYPES, type DocumentType } from '../../src/content/model.ts'
import { isLocale, localeConfig, type Locale } from '../../src/i18n/locales.ts'
import { localizedPath } from '../../src/i18n/paths.ts'
import type { BlogSource } from '../../src/lib/blog.ts'
import { escapeHtml } from '../../src/lib/html.ts'
import type { RenderedPage, RenderInput } from '../../src/lib/render.ts'
import type { TranslationReviews } from '../../src/i18n/reviews.ts'
import type { PartData, PublishedPart, Store } from '../db/store.ts'
import { buildSnapshot, snapshotReader, type ContentSnapshot } from '../content/snapshot.ts'

export interface PreviewDeps {
  store: Store
  /** The public site's renderer with the content source it is given (Pages.renderUrl). */
  render: (url: string, input: RenderInput) => Promise<RenderedPage>
  /** Where pages that show posts read them. */
  blog: (locale: Locale) => BlogSource
  reviews: () => Promise<TranslationReviews>
}

/** The back office's words on a preview (the back office is in English). */
export const PREVIEW_COPY = {
  banner: 'Preview: not published',
  /** For a document without a page of its own: which page shows it. */
  shownOn: (page: string) => `This document has no page of its own; shown on ${page}.`,
  unknownType: 'No such kind of document.',
  noDocument: 'No such document.',
  badLocale: 'locale must be en, tr or ar.',
  noPage: 'This document has no page in that language yet: write its part in that language first.',
  cannotShow: 'The draft cannot be shown yet:',
} as const

/** Pages that are one document each, at a fixed address. */
const PAGE_OF: Partial<Record<DocumentType, string>> = { home: '/', about: '/about-us', faq: '/faq', privacy: '/privacy-notice' }

const FIGURE_TOKEN = /\{\{\s*(?!firm\.)[\w.]+\s*\}\}/

/**
 * The English address that shows a document, and for one without a page of its own (the firm's facts, the legal
 * figures, a team member, a testimonial) which page stands in for it. Null when the document has no slug yet.
 */
function pageOf(type: DocumentType, neutral: PartData, published: PublishedPart[]): { path: string; shownOn?: string } | null {
  const slug = typeof neutral.slug === 'string' ? neutral.slug : null
  switch (type) {
    case 'service':
      return slug ? { path: `/services/${slug}` } : null
    case 'case-study':
      return slug ? { path: `/case-studies/${slug}` } : null
    case 'guide':
      return slug ? { path: `/guides/${slug}` } : null
    case 'service-group':
      return slug ? { path: `/${slug}` } : null
    case 'team-member':
      return { path: '/our-team', shownOn: 'the team page' }
    case 'testimonial':
    case 'firm':
      // The firm's facts are on every page: the home page shows most of them (header, footer, contact block).
      return { path: '/', shownOn: 'the home page' }
    case 'legal-figures': {
      // The first service whose text takes a figure shows what a changed figure does.
      const user = published.find((p) => p.type === 'service' && p.part === 'en' && FIGURE_TOKEN.test(JSON.stringify(p.data)))
      const userSlug = user && published.find((p) => p.documentId === user.documentId && p.part === 'neutral')?.data.slug
      return typeof userSlug === 'string'
        ? { path: `/services/${userSlug}`, shownOn: 'a service page that uses these figures' }
        : { path: '/', shownOn: 'the home page' }
    }
    default:
      return PAGE_OF[type] ? { path: PAGE_OF[type] } : null
  }
}

const SCRIPT = /<script\b[\s\S]*?<\/script>/gi
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*>/gi
const ROBOTS = /<meta\s+name="robots"[^>]*>/gi

/**
 * The page as a preview: no scripts (nothing hydrates or calls the site's API from a page the public cannot see),
 * `noindex`, and a banner at the top of the body in the page's direction.
 */
export function asPreview(html: string, locale: Locale, shownOn?: string): string {
  const dir = localeConfig[locale].dir
  const note = shownOn ? ` <span style="font-weight:400">${escapeHtml(PREVIEW_COPY.shownOn(shownOn))}</span>` : ''
  const banner =
    `<div role="status" dir="${dir}" data-preview-banner style="position:sticky;top:0;z-index:1000;padding:10px 16px;` +
    `background:#96703a;color:#fff;font:600 15px/1.4 system-ui,sans-serif;text-align:start">` +
    `<bdi lang="en">${escapeHtml(PREVIEW_COPY.banner)}.${note}</bdi></div>`
  return html
    .replace(SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(ROBOTS, '')
    .replace(/<head([^>]*)>/i, '<head$1><meta name="robots" content="noindex, nofollow">')
    .replace(/<body([^>]*)>/i, `<body$1>${banner}`)
}

/**
 * GET /admin/preview/<type>/<key>?locale=tr: the real page of a document as it will look once its drafts are
 * published, rendered by the public renderer from the published content with this document's drafts laid over it
 * (buildSnapshot, the same merge the published snapshot uses). Never cached, never indexed, under the back office's
 * headers (server/http/security-headers.ts).
 */
export function previewRoutes(deps: PreviewDeps): Hono {
  const app = new Hono()
  app.get('/:type/:key', async (c) => {
    const plain = (message: string, status: 400 | 404) => c.text(message, status, { 'Cache-Control': 'no-store' })
    const type = c.req.param('type')
    const locale = c.req.query('locale') ?? 'en'
    if (!DOCUMENT_TYPES.includes(type as DocumentType)) return plain(PREVIEW_COPY.unknownType, 404)
    if (!isLocale(locale)) return plain(PREVIEW_COPY.badLocale, 400)
    const document = await deps.store.content.findDocument(type as DocumentType, c.req.param('key'))
    if (!document) return plain(PREVIEW_COPY.noDocument, 404)
    const [published, drafts] = await Promise.all([deps.store.content.readPublished(), deps.store.content.getDrafts(document.id)])
    const own = published.filter((p) => p.documentId === document.id)
    const overlaid: PublishedPart[] = [
      ...published.filter((p) => p.documentId !== document.id || !drafts.some((d) => d.part === p.part)),
      ...drafts.map((d) => ({
        documentId: document.id,
        type: document.type,
        key: document.key,
        part: d.part,
        versionId: 0,
        data: d.data,
        sourceHashes: own.find((p) => p.part === d.part)?.sourceHashes ?? {},
        publishedAt: d.updatedAt,
        publishedBy: d.updatedBy,
      })),
    ]
    const neutral = overlaid.find((p) => p.documentId === document.id && p.part === 'neutral')?.data
    const hasLocale = overlaid.some((p) => p.documentId === document.id && p.part === locale)
    const page = neutral && pageOf(document.type, neutral, overlaid)
    if (!page || !hasLocale) return plain(PREVIEW_COPY.noPage, 404)
    let snapshot: ContentSnapshot
    try {
      snapshot = buildSnapshot(overlaid, -1, await deps.store.content.listMedia())
    } catch (error) {
      // A draft that cannot be merged with what it uses (a reference to a document not published): said, not a 500.
      return c.text(`${PREVIEW_COPY.cannotShow} ${(error as Error).message}`, 422, { 'Cache-Control': 'no-store' })
    }
    const rendered = await deps.render(`${localizedPath(page.path, locale)}`, {
      locale,
      blog: deps.blog(locale),
      reviews: await deps.reviews(),
      content: snapshotReader((l) => snapshot.locales[l]),
    })
    if (rendered.redirect) return plain(PREVIEW_COPY.noPage, 404)
    return c.html(asPreview(rendered.html, locale, page.shownOn), rendered.status === 200 ? 200 : 404, { 'Cache-Control': 'no-store' })
  })
  return app
}
