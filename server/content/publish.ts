import { merge, localizedSchema, neutralSchema, type MergedDocuments } from '../../src/content/documents/index.ts'
import type { ContentPart, DocumentType, SeedDocument } from '../../src/content/model.ts'
import { site } from '../../src/config/site.ts'
import { DEFAULT_LOCALE, isLocale, locales, type Locale } from '../../src/i18n/locales.ts'
import { sanitizeRichText } from '../blog/sanitize.ts'
import {
  CONTENT_PARTS,
  documentName,
  sortParts,
  withdrawn,
  type ContentDocument,
  type PartData,
  type PublishedPart,
  type PublishExtras,
  type PublishResult,
} from '../db/content.ts'
import type { Store } from '../db/store.ts'
import { dictionaryOf } from '../mail/dictionaries.ts'
import { fieldMessage } from './field-message.ts'
import { publishedSourceHashes } from './document-reviews.ts'
import { mediaAltProblems } from './media.ts'
import { documentPaths, documentRefs } from './first-run.ts'
import { fillTokens, markdownToHtml, type RichTextContext } from './rich-text.ts'
import {
  introducedBy,
  languageName,
  validateContent,
  validateFigures,
  validateFirm,
  type Figure,
  type LocaleContent,
  type Problem,
  type ValidationInput,
} from './validate.ts'

/**
 * The content service's publish and withdrawal (ADR 36, 3.3 and 3.5): the one path by which drafts reach the site,
 * used by the back office's endpoints and by the scheduler. Before the Store publishes, the site's content is
 * validated as it would be after the publish (the published parts with these drafts laid over them), and a problem
 * the publish would bring refuses it with words naming the part and the field; nothing is written then.
 */

/** A refusal's item: the part and field it is in, and what is wrong, in words an office manager can act on. */
export interface PublishProblem {
  part: ContentPart
  field?: string
  message: string
  /** The document the problem is in (`service/x`), when a publish breaks another document (a figure it used). */
  document: string
}

export type ServiceRefusal =
  { ok: false; status: 403 | 404 | 409; error: string } | { ok: false; status: 422; error: string; problems: PublishProblem[] }

export type PublishOutcome = { ok: true; versions: Partial<Record<ContentPart, number>>; message: string } | ServiceRefusal

export type WithdrawOutcome =
  { ok: true; message: string } | ServiceRefusal | { ok: false; status: 409; error: string; usedBy: { type: DocumentType; key: string }[] }

/** What the service needs besides the Store. */
export interface ContentServiceDeps {
  store: Store
  /**
   * The route tree's pages (Pages.knownPages): addresses a link may point at besides the documents (the contact
   * page, the blog). Without it only links to documents' own addresses are known.
   */
  knownPages?: () => Promise<readonly { sourcePath: string; locale: Locale }[]>
}

/**
 * Who publishes, and why they may not publish or withdraw a part (the back office passes its partRefusal); the
 * scheduler has none: its rights were checked when the publish was scheduled.
 */
export interface Publisher {
  actor: string
  refusal?: (part: ContentPart, doc: ContentDocument) => string | null
  /**
   * An approver publishes what they approved (server/admin/content-review.ts): they vouch for every field against
   * the English published now, so each field records its hash and none stays stale (ADR 36, 3.4).
   */
  approved?: boolean
}

type Doc = { id: number; type: DocumentType; key: string; parts: Partial<Record<ContentPart, PartData>> }
type Docs = Map<number, Doc>

const partNames = (parts: readonly ContentPart[]) => parts.map((p) => (p === 'neutral' ? 'the shared facts' : languageName(p))).join(', ')

function docsOf(published: PublishedPart[]): Docs {
  const docs: Docs = new Map()
  for (const p of published) {
    let doc = docs.get(p.documentId)
    if (!doc) docs.set(p.documentId, (doc = { id: p.documentId, type: p.type, key: p.key, parts: {} }))
    doc.parts[p.part] = p.data
  }
  return docs
}

/** The same documents with `doc`'s parts replaced (data) or removed (null). */
function withParts(docs: Docs, doc: Pick<Doc, 'id' | 'type' | 'key'>, parts: Partial<Record<ContentPart, PartData | null>>): Docs {
  const next = new Map(docs)
  const current = { ...(docs.get(doc.id)?.parts ?? {}) }
  for (const [part, data] of Object.entries(parts) as [ContentPart, PartData | null][]) {
    if (data) current[part] = data
    else delete current[part]
  }
  next.set(doc.id, { id: doc.id, type: doc.type, key: doc.key, parts: current })
  return next
}

const asSeed = (doc: Doc): SeedDocument => ({ type: doc.type, key: doc.key, parts: doc.parts })

/** Where a document answers without the language prefix (`/services/x`, `/faq`), if it is a page of its own. */
const basePathOf = (doc: Pick<Doc, 'type' | 'key' | 'parts'>): string | undefined =>
  documentPaths({ type: doc.type, key: doc.key, parts: { neutral: doc.parts.neutral ?? {}, [DEFAULT_LOCALE]: {} } })[0]

const TOKEN = /\{\{\s*[\w.]+\s*\}\}/g

/**
 * Rendered bodies by language, figures, firm and source: the published and the candidate site share all but a few
 * bodies, so the second rendering of a publish (and the next publish) costs only what changed. Bounded.
 */
const rendered = new Map<string, string>()

/**
 * The candidate site per language in the shapes validation reads, as the published snapshot merges them
 * (server/content/snapshot.ts): tokens filled and bodies rendered and sanitised, so the rules see what a visitor
 * would. A token naming nothing is left as written, for validation to name it.
 */
function localeContent(
  docs: Docs,
  locale: Locale,
): { content: LocaleContent; firm: MergedDocuments['firm'] | null; figures: Record<string, Figure> } {
  const all = [...docs.values()]
  const byKey = new Map(all.map((d) => [`${d.type}/${d.key}`, d]))
  const inLocale = (d: Doc | undefined): d is Doc => d !== undefined && d.parts.neutral !== undefined && d.parts[locale] !== undefined
  const dictionary = dictionaryOf(locale)
  const basic = <T extends 'firm' | 'legal-figures'>(type: T): MergedDocuments[T] | null => {
    const doc = byKey.get(`${type}/${type}`)
    const localized = doc?.parts[locale] ?? doc?.parts.en
    return doc?.parts.neutral && localized ? merge(type, doc.parts.neutral, localized, { locale, dictionary }) : null
  }
  const firm = basic('firm')
  const figures = basic('legal-figures') ?? ({} as MergedDocuments['legal-figures'])
  const context: RichTextContext | null = firm && { firm, figures, locale }
  const contextKey = JSON.stringify([locale, figures, firm])
  const fill = (text: string) =>
    context
      ? text.replace(TOKEN, (token) => {
          try {
            return fillTokens(token, context)
          } catch {
            return token
          }
        })
      : text
  const markdown = (source: string) => {
    const key = `${contextKey}\u0000${source}`
    let html = rendered.get(key)
    if (html === undefined) {
      if (rendered.size > 4000) rendered.clear()
      rendered.set(key, (html = sanitizeRichText(markdownToHtml(fill(source)))))
    }
    return html
  }
  const merged = new Map<string, unknown>()
  const one = <T extends DocumentType>(type: T, key: string): MergedDocuments[T] | undefined => {
    const id = `${type}/${key}`
    if (merged.has(id)) return merged.get(id) as MergedDocuments[T]
    const doc = byKey.get(id)
    if (!inLocale(doc)) return undefined
    let neutral = doc.parts.neutral as PartData
    // As the snapshot: a reference to a document not published in this language is left out of lists.
    if (type === 'service-group' && Array.isArray(neutral.services))
      neutral = { ...neutral, services: neutral.services.filter((slug) => inLocale(byKey.get(`service/${slug as string}`))) }
    let value: unknown
    try {
      value = merge(type, neutral, doc.parts[locale] as PartData, { locale, dictionary, fill, markdown, resolve: one })
    } catch {
      // A part that does not merge (a field its schema refuses) is named by the part's own schema check.
      value = undefined
    }
    merged.set(id, value)
    return value as MergedDocuments[T] | undefined
  }
  const order = (d: Doc) => (typeof d.parts.neutral?.order === 'number' ? d.parts.neutral.order : Number.MAX_SAFE_INTEGER)
  const ofType = <T extends DocumentType>(type: T) =>
    all
      .filter((d) => d.type === type && inLocale(d))
      .sort((a, b) => order(a) - order(b))
      .flatMap((d) => one(type, d.key) ?? [])
  const faq = one('faq', 'faq')
  return {
    content: {
      services: ofType('service'),
      serviceGroups: ofType('service-group'),
      guides: ofType('guide'),
      caseStudies: ofType('case-study'),
      teamMembers: ofType('team-member'),
      testimonials: ofType('testimonial'),
      ...(faq ? { faqItems: faq.faqItems, faqPage: faq.faqPage } : {}),
      ...(one('home', 'home') ? { home: one('home', 'home') } : {}),
      ...(one('about', 'about') ? { about: one('about', 'about') } : {}),
      ...(one('privacy', 'privacy') ? { privacy: one('privacy', 'privacy') } : {}),
    },
    firm,
    figures: figures as Record<string, Figure>,
  }
}

/** What the rules read of a site: every language's copy, the addresses that exist, the firm, the figures, the media. */
function validationInput(
  docs: Docs,
  fixed: Map<Locale, Set<string>>,
  extra: Pick<ValidationInput, 'claimedPaths' | 'postSlugs'>,
): ValidationInput {
  const content: ValidationInput['content'] = {}
  const paths: ValidationInput['paths'] = {}
  let firm: MergedDocuments['firm'] | null = null
  let figures: Record<string, Figure> = {}
  for (const locale of locales) {
    const own = localeContent(docs, locale)
    if (locale === DEFAULT_LOCALE) ({ firm, figures } = own)
    const published = [...docs.values()].filter((d) => d.parts.neutral && d.parts[locale])
    if (published.length > 0) content[locale] = own.content
    paths[locale] = new Set([...(fixed.get(locale) ?? []), ...published.flatMap((d) => basePathOf(d) ?? [])])
  }
  return {
    content,
    paths,
    firm: { ...site, ...(firm ?? {}) },
    figures,
    claimedPaths: extra.claimedPaths,
    postSlugs: extra.postSlugs,
  }
}

/**
 * The rules' input for a whole site given as documents, every part published (the shipped seed, checked whole by
 * server/content/validate.test.ts), with the route tree's addresses that are not documents' (`fixed`).
 */
export function documentsValidationInput(documents: readonly SeedDocument[], fixed: Map<Locale, Set<string>>): ValidationInput {
  const docs: Docs = new Map(documents.map((d, i) => [i + 1, { id: i + 1, type: d.type, key: d.key, parts: d.parts }]))
  return validationInput(docs, fixed, {})
}

/** Every problem of a site: its copy, its firm facts and its legal figures. */
function problemsOf(input: ValidationInput): Problem[] {
  return [...validateContent(input), ...validateFirm(input.firm), ...validateFigures(input.figures)]
}

/** The route tree's addresses that are not documents' (a document's address exists only while it is published). */
async function fixedPaths(deps: ContentServiceDeps, docs: Iterable<Doc>): Promise<Map<Locale, Set<string>>> {
  const ofDocuments = new Set([...docs].flatMap((d) => basePathOf(d) ?? []))
  const out = new Map<Locale, Set<string>>(locales.map((l) => [l, new Set(['/blog'])]))
  for (const page of (await deps.knownPages?.()) ?? []) {
    if (ofDocuments.has(page.sourcePath) || /^\/(services|case-studies|guides)\//.test(page.sourcePath)) continue
    out.get(page.locale)?.add(page.sourcePath)
  }
  return out
}

/** The slugs of the blog posts visitors can read now, per language: a link to /blog/<slug> must name one. */
async function postSlugsOf(store: Store): Promise<NonNullable<ValidationInput['postSlugs']>> {
  const out: Partial<Record<Locale, Set<string>>> = {}
  for (const post of await store.posts.visibleRefs(new Date().toISOString())) {
    // A post without a language is English (server/db/posts.ts).
    const language = post.language ?? DEFAULT_LOCALE
    if (post.slug && isLocale(language)) (out[language] ??= new Set()).add(post.slug)
  }
  return Object.fromEntries(locales.map((l) => [l, out[l] ?? new Set<string>()]))
}

const toPublishProblem = (p: Problem): PublishProblem => ({
  part: p.locale ?? 'neutral',
  ...(p.field ? { field: p.field } : {}),
  message: p.message,
  document: `${p.documentType}/${p.key}`,
})

/**
 * Validation names a page's document by its slug (or id), which a publish may change: each problem is named by
 * the document's key instead, so a renamed document keeps its problems (and one already on the site is not taken
 * for a new one). Where two documents share a slug, the one being changed is meant.
 */
function byDocumentKey(docs: Docs, changed: number | undefined): (p: Problem) => Problem {
  const keys = new Map<string, string>()
  const ordered = [...docs.values()].sort((a, b) => Number(a.id === changed) - Number(b.id === changed))
  for (const d of ordered) {
    const name = d.parts.neutral?.slug ?? d.parts.neutral?.id
    if (typeof name === 'string') keys.set(`${d.type}/${name}`, d.key)
  }
  return (p) => {
    if (p.documentType === 'post') return p
    const key = keys.get(`${p.documentType}/${p.key}`)
    return key ? { ...p, key } : p
  }
}

/**
 * The addresses `doc` will answer at that another document holds, now or as a former address kept as a redirect
 * (ADR 3): taking one over would break the other's link or redirect.
 */
async function claimedPaths(store: Store, doc: Doc | undefined): Promise<NonNullable<ValidationInput['claimedPaths']>> {
  const claimed = new Map<string, { documentType: DocumentType; key: string }>()
  const path = doc && basePathOf(doc)
  const holder = path ? await store.content.resolvePath(path) : null
  if (path && holder && holder.documentId !== doc.id) claimed.set(path, { documentType: holder.type, key: holder.key })
  return claimed
}

/**
 * The problems changing the site from `before` to `after` brings (those already on the site do not block it);
 * `changed` is the document whose addresses are checked against the ones other documents hold.
 */
async function introduced(deps: ContentServiceDeps, before: Docs, after: Docs, changed?: number): Promise<PublishProblem[]> {
  // Images are checked per document against the media library (mediaAltProblems, below), not per page.
  const [fixed, claimed, postSlugs] = await Promise.all([
    fixedPaths(deps, [...before.values(), ...after.values()]),
    claimedPaths(deps.store, changed === undefined ? undefined : after.get(changed)),
    postSlugsOf(deps.store),
  ])
  const extra = { claimedPaths: claimed, postSlugs }
  return introducedBy(
    problemsOf(validationInput(before, fixed, extra)).map(byDocumentKey(before, changed)),
    problemsOf(validationInput(after, fixed, extra)).map(byDocumentKey(after, changed)),
  ).map(toPublishProblem)
}

/**
 * A problem of this document's translation that is not being published, brought only by its English moving on (a
 * new link or paragraph the translation does not have yet): the translation lags, it is not broken, and the review
 * marks exactly those fields stale (ADR 36, 3.4), so it does not hold the English back. Without the neutral part
 * the translation's page is unchanged, so every problem it gets is of that kind; with it, only the comparisons with
 * English are (a new question without its Turkish text still refuses the publish).
 */
function lagging(problem: PublishProblem, name: string, parts: readonly ContentPart[]): boolean {
  if (problem.document !== name || problem.part === 'neutral' || problem.part === DEFAULT_LOCALE || parts.includes(problem.part))
    return false
  return !parts.includes('neutral') || / than English \(/.test(problem.message)
}

const isContentPart = (value: unknown): value is ContentPart => (CONTENT_PARTS as readonly unknown[]).includes(value)

/** A publish the content service found valid: what the Store is asked to write. */
export interface PreparedPublish {
  doc: ContentDocument
  parts: ContentPart[]
  name: string
  extras: PublishExtras
}

/**
 * Checks a publish of the drafts of `parts` of a document without writing: rights, drafts, each part's schema, then
 * the whole site as it would be, then the document's addresses, references and source hashes. The neutral part goes
 * with the first language published; a translation is published only while English is (or with it). `overlay`
 * stands in for drafts about to be saved in the same transaction (an approver's correction).
 */
export async function preparePublish(
  deps: ContentServiceDeps,
  documentId: number,
  requested: readonly string[],
  who: Publisher,
  overlay: Partial<Record<ContentPart, PartData>> = {},
): Promise<{ ok: true; prepared: PreparedPublish } | ServiceRefusal> {
  const { store } = deps
  const doc = await store.content.getDocument(documentId)
  if (!doc) return { ok: false, status: 404, error: 'This document no longer exists.' }
  const unknown = requested.filter((p) => !isContentPart(p))
  if (unknown.length > 0 || requested.length === 0)
    return { ok: false, status: 422, error: `Name the parts to publish: neutral, ${locales.join(', ')}.`, problems: [] }
  let parts = sortParts(requested as ContentPart[])
  if (doc.published.length === 0 && !parts.includes('neutral')) parts = sortParts([...parts, 'neutral'])
  for (const part of parts) {
    const refusal = who.refusal?.(part, doc)
    if (refusal) return { ok: false, status: 403, error: refusal }
  }
  const problems: PublishProblem[] = []
  const name = documentName(doc)
  if (!parts.some(isLocale) && doc.published.length === 0)
    problems.push({
      part: 'neutral',
      message: `Publish ${name} in English too: its shared facts are published with its first language.`,
      document: name,
    })
  const englishAfter = parts.includes('en') || doc.published.includes('en')
  for (const part of parts)
    if (part !== 'neutral' && part !== 'en' && !englishAfter)
      problems.push({
        part,
        message: `The ${languageName(part)} of ${name} cannot be published while its English is not: publish the English first, or with it.`,
        document: name,
      })
  if (problems.length > 0) return { ok: false, status: 422, error: 'Nothing was published.', problems }

  const drafts = new Map<ContentPart, PartData>((await store.content.getDrafts(doc.id)).map((d) => [d.part, d.data]))
  for (const [part, data] of Object.entries(overlay) as [ContentPart, PartData][]) drafts.set(part, data)
  const missing = parts.filter((p) => !drafts.has(p))
  if (missing.length > 0) return { ok: false, status: 409, error: `There is no draft of ${partNames(missing)} of ${name} to publish.` }

  for (const part of parts) {
    const data = drafts.get(part)!
    const checked = (part === 'neutral' ? neutralSchema(doc.type) : localizedSchema(doc.type)).safeParse(data)
    if (!checked.success)
      for (const issue of checked.error.issues)
        problems.push({
          part,
          field: issue.path.map(String).join('.'),
          message: fieldMessage(doc.type, issue.path, issue, data),
          document: name,
        })
  }
  const published = await store.content.readPublished()
  const before = docsOf(published)
  const after = withParts(before, doc, Object.fromEntries(parts.map((p) => [p, drafts.get(p)!])))
  if (problems.length === 0) problems.push(...(await introduced(deps, before, after, doc.id)).filter((p) => !lagging(p, name, parts)))
  // Its images: in the library, described in every language the document is published in after this publish.
  const languagesAfter = locales.filter((l) => parts.includes(l) || doc.published.includes(l))
  if (problems.length === 0)
    problems.push(
      ...(await mediaAltProblems(store, after.get(doc.id)!.parts.neutral, languagesAfter)).map((p) => ({ ...p, document: name })),
    )
  if (problems.length > 0)
    return {
      ok: false,
      status: 422,
      error: `${name} was not published: ${problems.length === 1 ? 'one problem' : `${problems.length} problems`} to fix first.`,
      problems,
    }

  const candidate = after.get(doc.id)!
  const previous = new Map(published.filter((p) => p.documentId === doc.id).map((p) => [p.part, p]))
  const sourceHashes = Object.fromEntries(
    parts
      .filter((p) => p !== 'neutral' && p !== 'en')
      .map((p) => [p, publishedSourceHashes(who.approved ? undefined : previous.get(p), candidate.parts[p]!, candidate.parts.en ?? {})]),
  )
  const extras: PublishExtras = {
    paths: documentPaths(asSeed(candidate)),
    refs: documentRefs(asSeed(candidate)).filter((r) => parts.includes(r.part)),
    sourceHashes,
  }
  return { ok: true, prepared: { doc, parts, name, extras } }
}

/** The words of a publish the Store refused (it checks again inside its transaction what may have changed). */
export async function storeRefusal(store: Store, name: string, result: Exclude<PublishResult, { ok: true }>): Promise<ServiceRefusal> {
  if (result.reason === 'no-document') return { ok: false, status: 404, error: 'This document no longer exists.' }
  if (result.reason === 'no-draft')
    return { ok: false, status: 409, error: `There is no draft of ${partNames([result.part])} of ${name} to publish.` }
  const holder = await store.content.getDocument(result.documentId)
  return {
    ok: false,
    status: 409,
    error: `The address ${result.path} already belongs to ${holder ? documentName(holder) : 'another document'}: choose another slug.`,
  }
}

/** Publishes the drafts of `parts` of a document once preparePublish finds nothing wrong. */
export async function publishDocument(
  deps: ContentServiceDeps,
  documentId: number,
  requested: readonly string[],
  who: Publisher,
  now: string,
): Promise<PublishOutcome> {
  const checked = await preparePublish(deps, documentId, requested, who)
  if (!checked.ok) return checked
  const { doc, parts, name, extras } = checked.prepared
  const result = await deps.store.content.publish(doc.id, parts, who.actor, now, extras)
  if (result.ok) return { ok: true, versions: result.versions, message: `Published ${partNames(parts)} of ${name}.` }
  return storeRefusal(deps.store, name, result)
}

/**
 * Withdraws one part from the site (English or the neutral part: the whole document). Withdrawing a document is
 * refused while another published document uses it (names it, or links to one of its addresses), listing them.
 */
export async function withdrawPart(
  deps: ContentServiceDeps,
  documentId: number,
  part: unknown,
  who: Publisher,
  now: string,
): Promise<WithdrawOutcome> {
  const { store } = deps
  const doc = await store.content.getDocument(documentId)
  if (!doc) return { ok: false, status: 404, error: 'This document no longer exists.' }
  if (!isContentPart(part))
    return { ok: false, status: 422, error: `Name the part to withdraw: neutral, ${locales.join(', ')}.`, problems: [] }
  const refusal = who.refusal?.(part, doc)
  if (refusal) return { ok: false, status: 403, error: refusal }
  const name = documentName(doc)
  const parts = withdrawn(part, doc.published)
  if (parts.length === 0) return { ok: false, status: 409, error: `${partNames([part])} of ${name} is not published.` }
  if (part === 'en' || part === 'neutral') {
    const users = await usersOf(deps, doc, parts)
    if (users.length > 0)
      return {
        ok: false,
        status: 409,
        error: `${name} is used by ${users.map(documentName).join(', ')}: remove those links or references first. Nothing was withdrawn.`,
        usedBy: users,
      }
  }
  if (!(await store.content.unpublish(doc.id, part, who.actor, now)))
    return { ok: false, status: 409, error: `${partNames([part])} of ${name} is not published.` }
  return { ok: true, message: `Withdrew ${partNames(parts)} of ${name}: its address no longer shows it.` }
}

/** The published documents that name `doc` or link to it, besides itself. */
async function usersOf(
  deps: ContentServiceDeps,
  doc: ContentDocument,
  parts: ContentPart[],
): Promise<{ type: DocumentType; key: string }[]> {
  const users = new Map<string, { type: DocumentType; key: string }>()
  for (const use of await deps.store.content.referencedBy(doc.id))
    if (use.documentId !== doc.id) users.set(`${use.type}/${use.key}`, { type: use.type, key: use.key })
  const before = docsOf(await deps.store.content.readPublished())
  const after = withParts(before, doc, Object.fromEntries(parts.map((p) => [p, null])))
  for (const problem of await introduced(deps, before, after)) {
    const [type, key] = problem.document.split('/') as [DocumentType, string]
    if (problem.document !== documentName(doc) && /links to /.test(problem.message)) users.set(problem.document, { type, key })
  }
  return [...users.values()]
}
