import { auditNote, type ReviewRow, type Store } from '../db/store.ts'
import type { BlogReader } from '../blog/blog-reader.ts'
import type { Pages } from '../pages.ts'
import { sourceHash } from '../db/source-hash.ts'
import { emptyListPage, postSlug, type BlogSource } from '../../src/lib/blog.ts'
import { DEFAULT_LOCALE, isLocale, locales, type Locale } from '../../src/i18n/locales.ts'
import { localizedPath } from '../../src/i18n/paths.ts'
import { isReviewed, type TranslationReviews } from '../../src/i18n/reviews.ts'
import type { StaticPage } from '../../src/config/route-facts.ts'
import type { TranslationComparison, TranslationStatus, TranslationUnit } from '../../src/admin/page-data.ts'
import { documentPathReviews } from '../content/document-reviews.ts'

export type { ReviewRow, TranslationComparison, TranslationStatus, TranslationUnit }

/**
 * Translation review (issue 22, ADR 26). What a lawyer reviews is a *unit*: one page of the site in one language
 * ('/faq' in Turkish), or a language's interface (every string of its dictionary and the layout's copy, which
 * every page shows). A translated page counts as reviewed when its own unit AND its language's interface are
 * `reviewed` and current; a post translation when the post is `reviewed`, current, and its interface is. Current
 * means made from the English text as it is now: each review keeps the hash of the English the reviewer saw, and a
 * change of the English (a deploy, or an edit of the English post) makes the translation stale, which counts as
 * unreviewed until a lawyer approves it again.
 *
 * Reviews are rows in the database, so an approval takes effect at once, without a build: the table's triggers
 * bump the posts' data version, every instance's page cache drops the old pages, and `reviews()` is read again.
 */
/** The unit that stands for a language's interface strings and layout copy. */
export const INTERFACE_ITEM = 'interface'

export class ReviewError extends Error {
  readonly status: 400 | 403 | 404 | 409
  constructor(message: string, status: 400 | 403 | 404 | 409) {
    super(message)
    this.status = status
  }
}

/** A post translation that counts for visitors (for the sitemap's alternates). */
export interface ReviewedPost {
  locale: Locale
  path: string
  sourcePath: string
}

export interface ReviewSnapshot {
  reviews: TranslationReviews
  posts: ReviewedPost[]
}

/** The renderer's export for the interface unit: every string of a language's dictionary and layout copy. */
export type InterfaceCopy = (locale: Locale) => Promise<[string, string][]>

/** Pages with posts are compared without them: posts are translated and reviewed on their own. */
const NO_POSTS: BlogSource = {
  list: async (q) => emptyListPage(q),
  article: async () => null,
  recent: async () => [],
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' }

/**
 * The visible text of a rendered page's main content, one block per paragraph, heading or list item, without
 * the translation notice (which is not part of the translation): what a reviewer reads and what is hashed.
 */
export function mainText(html: string): string[] {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  return main
    .replace(/\s+/g, ' ')
    .replace(/<div role="note" data-testid="translation-notice"[\s\S]*?<\/div>/, '')
    .replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<\/?(p|h[1-6]|li|dt|dd|div|section|article|tr|td|th|br|summary|figcaption|blockquote|label|option|button)\b[^>]*>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** A page's main text in a language, block by block, rendered without posts: what a page unit's reviewer reads. */
async function pageBlocks(pages: Pages, item: string, locale: Locale): Promise<{ label: string; text: string }[]> {
  const page = await pages.renderUrl(localizedPath(item, locale), { locale, blog: NO_POSTS })
  if (page.status !== 200) throw new ReviewError(`${localizedPath(item, locale)} is not a page (${page.status})`, 404)
  return mainText(page.html).map((text) => ({ label: '', text }))
}

const blocksHash = (blocks: { label: string; text: string }[]) => sourceHash(blocks.map((b) => `${b.label}\t${b.text}`).join('\n'))

/** The hash of a page's English as a page review names it (ADR 26): to carry page reviews over to documents. */
export const englishPageHash = async (pages: Pages, item: string): Promise<string> =>
  blocksHash(await pageBlocks(pages, item, DEFAULT_LOCALE))

export class Translations {
  private readonly store: Store
  private readonly pages: Pages
  private readonly posts: BlogReader
  private readonly interfaceCopy: InterfaceCopy
  /**
   * The English of each unit, rendered from the published snapshot: kept while the snapshot's version stays (a
   * publish of English, here or on another instance, moves it; a notice lost on the way is caught by the snapshot's
   * own version check), so a review is compared with the English visitors read now.
   */
  private readonly sources = new Map<string, Promise<{ blocks: { label: string; text: string }[]; hash: string }>>()
  private sourcesVersion: number
  /**
   * What visitors count as reviewed, per data version (reviews bump it) and content version (a publish can make a
   * document's translation stale or current again, and changes the English pages are compared with).
   */
  private snapshot: { version: string; value: Promise<ReviewSnapshot> } | null = null
  /** The last snapshot read, for callers that cannot wait (e-mails composed inside a database transaction). */
  private latest: ReviewSnapshot = { reviews: {}, posts: [] }

  constructor(store: Store, pages: Pages, posts: BlogReader, interfaceCopy: InterfaceCopy) {
    this.store = store
    this.pages = pages
    this.posts = posts
    this.interfaceCopy = interfaceCopy
    this.sourcesVersion = pages.content.version()
    // Pages need not be dropped on a publish: a kept page is served only while the reviews it was made with and
    // everything it read of the content are unchanged (server/pages.ts), so only the pages the change touches go.
  }

  /** The content version the snapshot serves: the English of every unit is what it renders. */
  private contentVersion(): number {
    const version = this.pages.content.version()
    if (version !== this.sourcesVersion) {
      this.sources.clear()
      this.sourcesVersion = version
    }
    return version
  }

  /** The translated pages of the site, one per page and language (English excluded), in the route tree's order. */
  private async translatedPages(): Promise<StaticPage[]> {
    return (await this.pages.knownPages()).filter((p) => p.locale !== DEFAULT_LOCALE)
  }

  private async blocksOf(item: string, locale: Locale): Promise<{ label: string; text: string }[]> {
    if (item === INTERFACE_ITEM) return (await this.interfaceCopy(locale)).map(([label, text]) => ({ label, text }))
    return pageBlocks(this.pages, item, locale)
  }

  /** The English a unit's translations are made from, and its hash. */
  source(item: string): Promise<{ blocks: { label: string; text: string }[]; hash: string }> {
    this.contentVersion()
    let job = this.sources.get(item)
    if (!job) {
      job = this.blocksOf(item, DEFAULT_LOCALE).then((blocks) => ({ blocks, hash: blocksHash(blocks) }))
      job.catch(() => this.sources.delete(item))
      this.sources.set(item, job)
    }
    return job
  }

  rows(): Promise<ReviewRow[]> {
    return this.store.translations.reviews()
  }

  /** Whether a unit exists: a language's interface, or a page the language has. */
  private async exists(item: string, locale: Locale): Promise<boolean> {
    if (locale === DEFAULT_LOCALE) return false
    if (item === INTERFACE_ITEM) return true
    return (await this.translatedPages()).some((p) => p.locale === locale && p.sourcePath === item)
  }

  /** Every unit with its status, staleness and reviewer: the back office's translations screen. */
  async units(): Promise<TranslationUnit[]> {
    const all = await this.rows()
    const rows = new Map(all.map((r) => [`${r.locale} ${r.item}`, r]))
    const documents = await this.documentPaths(all)
    const pages = await this.translatedPages()
    const items = locales
      .filter((l) => l !== DEFAULT_LOCALE)
      .flatMap((locale) => [
        { item: INTERFACE_ITEM, locale },
        ...pages.filter((p) => p.locale === locale).map((p) => ({ item: p.sourcePath, locale })),
      ])
    const current = async (item: string, locale: Locale) => {
      const row = rows.get(`${locale} ${item}`)
      return row?.status === 'reviewed' && row.sourceHash === (await this.source(item)).hash
    }
    const interfaceOk = new Map<Locale, boolean>()
    for (const locale of locales) interfaceOk.set(locale, await current(INTERFACE_ITEM, locale))
    const units: TranslationUnit[] = []
    for (const { item, locale } of items) {
      const row = rows.get(`${locale} ${item}`)
      const reviewedNow = await current(item, locale)
      // What visitors see of a page that is a document follows the document's unit once it has one (ADR 36, 3.4).
      const counts = documents.decided.get(locale)?.has(item) ? documents.reviewed.get(locale)?.has(item) === true : reviewedNow
      units.push({
        item,
        locale,
        status: row?.status ?? 'machine',
        stale: row?.status === 'reviewed' && !reviewedNow,
        effective: counts && interfaceOk.get(locale) === true,
        reviewer: row?.reviewer ?? null,
        reviewedAt: row?.reviewedAt ?? null,
        note: row?.note ?? '',
      })
    }
    return units
  }

  /** The English and the translation of a unit, side by side, with the hash of the English shown. */
  async compare(item: string, locale: Locale): Promise<TranslationComparison> {
    if (!(await this.exists(item, locale))) throw new ReviewError(`No ${locale} translation of ${item}`, 404)
    const [source, translation] = await Promise.all([this.source(item), this.blocksOf(item, locale)])
    return { item, locale, sourceHash: source.hash, source: source.blocks, translation }
  }

  /**
   * Records a review decision. Approving needs the hash of the English the reviewer read: if the English changed
   * since (a deploy while the screen was open), the approval is refused, since it would vouch for a text the
   * reviewer has not seen. Only accounts allowed to approve translations may approve or send back.
   */
  async decide(
    input: { item: string; locale: string; action: 'approve' | 'send-back' | 'in-review'; sourceHash?: string; note?: string },
    account: { id: number; email: string },
    now = Date.now(),
  ): Promise<TranslationUnit> {
    const { item, action } = input
    if (!isLocale(input.locale) || !(await this.exists(item, input.locale)))
      throw new ReviewError(`There is no ${input.locale} translation of ${item}.`, 404)
    const locale = input.locale
    if (action !== 'in-review' && !(await this.store.accounts.mayApproveTranslations(account.id)))
      throw new ReviewError('Your account may not approve translations. Ask an owner to allow it on the accounts screen.', 403)
    const source = await this.source(item)
    if (action === 'approve' && input.sourceHash !== source.hash)
      throw new ReviewError('The English text changed since you opened this page. Reload it, read the changes and approve again.', 409)
    const note = (input.note ?? '').trim().slice(0, 2000)
    if (action === 'send-back' && !note) throw new ReviewError('Say what needs to change before sending the translation back.', 400)
    const at = new Date(now).toISOString()
    const status: TranslationStatus = action === 'approve' ? 'reviewed' : action === 'send-back' ? 'draft' : 'in-review'
    const previous = (await this.rows()).find((r) => r.item === item && r.locale === locale)
    const verb = { approve: 'approved', 'send-back': 'sent back', 'in-review': 'marked in review' }[action]
    await this.store.translations.saveReview(
      {
        item,
        locale,
        status,
        sourceHash: source.hash,
        reviewer: action === 'in-review' ? (previous?.reviewer ?? null) : account.email,
        reviewedAt: action === 'approve' ? at : action === 'in-review' ? (previous?.reviewedAt ?? null) : at,
        note: action === 'in-review' ? (previous?.note ?? '') : note,
        updatedAt: at,
      },
      auditNote(account.email, `translation.${action}`, `${locale} ${item} ${verb} (English ${source.hash})`, now),
    )
    await this.reviews()
    return (await this.units()).find((u) => u.item === item && u.locale === locale)!
  }

  /**
   * What visitors see: per language, the router paths whose translation counts as reviewed, and the reviewed post
   * translations with their English originals. Read again whenever the data version (reviews bump it) or the content version changes;
   * a caller that has just read the version (a page request) passes it, so the request reads it once.
   */
  async reviews(version?: number): Promise<ReviewSnapshot> {
    const current = `${version ?? (await this.posts.version())} ${this.contentVersion()}`
    if (this.snapshot?.version !== current) {
      const value = this.readSnapshot()
      value.then((read) => (this.latest = read)).catch(() => (this.snapshot = null))
      this.snapshot = { version: current, value }
    }
    return this.snapshot.value
  }

  /**
   * Whether a page counts as reviewed, from the last snapshot read (every page request reads it again when the data
   * version changed, and so does a review decision): for the guide e-mail and its PDF, composed without waiting.
   */
  reviewedNow(locale: Locale, path: string): boolean {
    return isReviewed(this.latest.reviews, locale, path)
  }

  private async readSnapshot(): Promise<ReviewSnapshot> {
    const rows = await this.rows()
    const reviewed = rows.filter((r) => r.status === 'reviewed')
    const reviewedPosts = await this.reviewedPostRows()
    if (reviewed.length === 0) return { reviews: {}, posts: [] }
    const current = async (r: ReviewRow) => r.sourceHash === (await this.source(r.item)).hash
    const interfaceOk = new Set<Locale>()
    for (const r of reviewed) if (r.item === INTERFACE_ITEM && (await current(r))) interfaceOk.add(r.locale)
    const pages = await this.translatedPages()
    const reviews: TranslationReviews = {}
    const add = (locale: Locale, path: string) => (reviews[locale] ??= []).push(path)
    const isPage = (locale: Locale, path: string) => pages.some((p) => p.locale === locale && p.sourcePath === path)
    // A page that is a document is decided by the document's unit (ADR 36, 3.4) once that unit has a row; its page
    // review (ADR 26) stands only until then.
    const documents = await this.documentPaths(rows)
    for (const [locale, paths] of documents.reviewed) {
      if (!interfaceOk.has(locale)) continue
      for (const path of paths) if (isPage(locale, path)) add(locale, path)
    }
    for (const r of reviewed) {
      if (r.item === INTERFACE_ITEM || r.item.startsWith('doc:') || !interfaceOk.has(r.locale)) continue
      if (!isPage(r.locale, r.item) || documents.decided.get(r.locale)?.has(r.item)) continue
      if (await current(r)) add(r.locale, r.item)
    }
    const posts: ReviewedPost[] = []
    for (const p of reviewedPosts) {
      if (!interfaceOk.has(p.locale)) continue
      add(p.locale, p.path)
      posts.push(p)
    }
    return { reviews, posts }
  }

  /** The page paths documents decide per language, and those their units count as reviewed (interface aside). */
  private async documentPaths(rows: ReviewRow[]): Promise<ReturnType<typeof documentPathReviews>> {
    if (!rows.some((r) => r.item.startsWith('doc:'))) return { decided: new Map(), reviewed: new Map() }
    return documentPathReviews(rows, await this.store.content.readPublished())
  }

  /** Visible post translations that are reviewed and made from their English post as it is now. */
  private async reviewedPostRows(): Promise<ReviewedPost[]> {
    const rows = await this.store.translations.reviewedPosts(new Date().toISOString())
    return rows.flatMap((r) => {
      if (!isLocale(r.language) || r.language === DEFAULT_LOCALE) return []
      return [
        {
          locale: r.language,
          path: `/blog/${postSlug({ slug: r.slug, title: r.title })}`,
          sourcePath: `/blog/${postSlug({ slug: r.sourceSlug, title: r.sourceTitle })}`,
        },
      ]
    })
  }
}
