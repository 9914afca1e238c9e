import { Hono, type Context } from 'hono'
import { isDeepStrictEqual } from 'node:util'
import { z } from 'zod'
import { DOCUMENT_TYPES, type ContentPart, type DocumentType } from '../../src/content/model.ts'
import { localizedSchema, neutralSchema } from '../../src/content/documents/index.ts'
import { may, PERMISSION_DENIED, type AccountGrants } from '../../src/lib/admin-permissions.ts'
import { auditNote, type Store } from '../db/store.ts'
import { CONTENT_PARTS, documentName, type ContentDocument, type PublishedPart } from '../db/content.ts'
import { languageName } from '../content/validate.ts'
import { fieldMessage } from '../content/field-message.ts'
import type { Session } from './accounts.ts'
import { documentReviews, reopenEditedTranslation } from '../content/document-reviews.ts'

/**
 * The back office's content API (ADR 36, 3.3 and 3.4): documents by type, one document's drafts and published parts,
 * saving a part's draft with the rev it started from, its versions, and restoring a version into the draft. JSON
 * under /admin/api/content/. access.ts lets every role in (a translator reads the English it translates); what an
 * account may write is decided per part, here, by `partRefusal`.
 */

type Vars = { Variables: { session: Session | null } }

export type PartAction = 'write' | 'publish'

/**
 * Why `account` may not write (draft, restore) or publish/withdraw `part` of a document, in words to show it; null
 * when it may. Editors and owners (`content`) do every part; a translator (`translations`) only a translation, and
 * publishes or withdraws it only while the document's English is published (ADR 36, open question 2): a published
 * translation keeps its machine-translation notice until an approver approves it, so publishing it claims nothing.
 * The one check of a part's right: the publish endpoint calls it too.
 */
export function partRefusal(
  account: AccountGrants,
  part: ContentPart,
  action: PartAction,
  doc: Pick<ContentDocument, 'published'>,
): string | null {
  if (may(account, 'content')) return null
  if (part === 'neutral' || part === 'en' || !may(account, 'translations')) return PERMISSION_DENIED.content
  if (action === 'publish' && !doc.published.includes('en'))
    return 'Its English is not published, so its translations cannot be published or withdrawn yet. Ask an editor to publish the English first.'
  return null
}

const isPart = (value: unknown): value is ContentPart => (CONTENT_PARTS as readonly unknown[]).includes(value)
const isType = (value: unknown): value is DocumentType => (DOCUMENT_TYPES as readonly unknown[]).includes(value)
const partName = (part: ContentPart) => (part === 'neutral' ? 'shared facts (every language)' : languageName(part))

const saveSchema = z.object({
  part: z.string().refine(isPart, 'Name the part: neutral or a language code.'),
  rev: z.number().int().min(0),
  data: z.record(z.string(), z.unknown()),
})

/** A part's problems by field path in plain words (its schema's), or null when the part is valid. */
export function partProblems(type: DocumentType, part: ContentPart, data: Record<string, unknown>): Record<string, string> | null {
  const checked = (part === 'neutral' ? neutralSchema(type) : localizedSchema(type)).safeParse(data)
  if (checked.success) return null
  const errors: Record<string, string> = {}
  for (const issue of checked.error.issues) errors[issue.path.map(String).join('.')] ??= fieldMessage(type, issue.path, issue, data)
  return errors
}

/** A part's published value, by document then part. */
const publishedBy = (parts: PublishedPart[]) => {
  const out = new Map<number, Map<ContentPart, PublishedPart>>()
  for (const p of parts) {
    if (!out.has(p.documentId)) out.set(p.documentId, new Map())
    out.get(p.documentId)!.set(p.part, p)
  }
  return out
}

/** A pause in saving longer than this starts a new editing session in the audit log. */
const SESSION_PAUSE_MS = 10 * 60_000

export function contentRoutes(store: Store): Hono<Vars> {
  const app = new Hono<Vars>()
  const user = (c: Context<Vars>) => c.get('session')!.user
  const now = () => new Date().toISOString()
  const documentId = (c: Context) => Number(c.req.param('id'))
  const notFound = (c: Context) => c.json({ ok: false, error: 'This document no longer exists.' }, 404)

  // Documents of a type (?type=faq; all without it): which parts are published and which drafts differ from them.
  app.get('/documents', async (c) => {
    const type = c.req.query('type')
    if (type !== undefined && !isType(type)) return c.json({ ok: false, error: `There is no document type "${type}".` }, 400)
    const [documents, published] = await Promise.all([store.content.listDocuments(type), store.content.readPublished()])
    const live = publishedBy(published)
    const rows = await Promise.all(
      documents.map(async (doc) => ({
        id: doc.id,
        type: doc.type,
        key: doc.key,
        published: doc.published,
        drafts: (await store.content.getDrafts(doc.id)).map((d) => ({
          part: d.part,
          rev: d.rev,
          updatedAt: d.updatedAt,
          updatedBy: d.updatedBy,
          differs: !isDeepStrictEqual(d.data, live.get(doc.id)?.get(d.part)?.data),
        })),
      })),
    )
    return c.json({ ok: true, documents: rows })
  })

  // One document: every part's draft and published value with their revs, and which parts this account may write.
  app.get('/documents/:id{[0-9]+}', async (c) => {
    const doc = await store.content.getDocument(documentId(c))
    if (!doc) return notFound(c)
    const drafts = new Map((await store.content.getDrafts(doc.id)).map((d) => [d.part, d]))
    const live = publishedBy(await store.content.readPublished()).get(doc.id)
    const parts = CONTENT_PARTS.map((part) => {
      const draft = drafts.get(part) ?? null
      const published = live?.get(part) ?? null
      return {
        part,
        draft,
        published: published && {
          versionId: published.versionId,
          data: published.data,
          publishedAt: published.publishedAt,
          publishedBy: published.publishedBy,
        },
        differs: draft !== null && !isDeepStrictEqual(draft.data, published?.data),
        mayWrite: partRefusal(user(c), part, 'write', doc) === null,
      }
    })
    const [reviews, mayApprove] = await Promise.all([
      documentReviews(store, doc.id, live),
      store.accounts.mayApproveTranslations(user(c).id),
    ])
    return c.json({ ok: true, document: doc, parts, reviews, mayApprove })
  })

  /**
   * Saves one part's draft if it is still at the rev the editor started from: 422 with the fields' problems, 409
   * with the draft as someone else saved it (their data, who and when) so the editor merges instead of overwriting.
   */
  app.put('/documents/:id{[0-9]+}/draft', async (c) => {
    const parsed = saveSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success)
      return c.json({ ok: false, error: 'Send { part, rev, data }: the part, the rev you started from and its fields.' }, 400)
    const { rev, data } = parsed.data
    const part = parsed.data.part as ContentPart
    const doc = await store.content.getDocument(documentId(c))
    if (!doc) return notFound(c)
    const refusal = partRefusal(user(c), part, 'write', doc)
    if (refusal) return c.json({ ok: false, error: refusal }, 403)
    const errors = partProblems(doc.type, part, data)
    if (errors) return c.json({ ok: false, error: 'Check the highlighted fields: nothing was saved.', errors }, 422)
    const actor = user(c).email
    const at = now()
    const before = await store.content.getDraft(doc.id, part)
    const saved = await store.content.saveDraft(doc.id, part, data, rev, actor, at)
    if (!saved.ok) {
      const other = saved.current
      return c.json(
        {
          ok: false,
          error: other
            ? `${other.updatedBy} saved this part at ${other.updatedAt}, after you opened it. Compare their version with yours; nothing was overwritten.`
            : 'This part changed after you opened it. Reload it; nothing was overwritten.',
          current: other,
        },
        409,
      )
    }
    // Autosave saves every few seconds: one line per editing session (the same editor saving the same part without
    // a pause of SESSION_PAUSE_MS) says who worked on it and when; publishes, restores and approvals have their own.
    const sameSession = before?.updatedBy === actor && Date.parse(at) - Date.parse(before.updatedAt) < SESSION_PAUSE_MS
    if (!sameSession)
      await store.audit.record(auditNote(actor, 'content.save-draft', `${documentName(doc)} ${part} rev ${saved.rev}`, Date.parse(at)))
    await reopenEditedTranslation(store, doc, part, data, actor, at)
    return c.json({ ok: true, rev: saved.rev, updatedAt: saved.updatedAt })
  })

  // A document's versions (?part=en for one part's), newest first.
  app.get('/documents/:id{[0-9]+}/versions', async (c) => {
    const part = c.req.query('part')
    if (part !== undefined && !isPart(part)) return c.json({ ok: false, error: `There is no part "${part}".` }, 400)
    const doc = await store.content.getDocument(documentId(c))
    if (!doc) return notFound(c)
    return c.json({ ok: true, versions: await store.content.listVersions(doc.id, part) })
  })

  // Copies a version into its part's draft (a new rev), audited by the Store; what is published stays as it is.
  app.post('/versions/:id{[0-9]+}/restore', async (c) => {
    const version = await store.content.getVersion(Number(c.req.param('id')))
    const doc = version && (await store.content.getDocument(version.documentId))
    if (!version || !doc) return c.json({ ok: false, error: 'This version no longer exists.' }, 404)
    const refusal = partRefusal(user(c), version.part, 'write', doc)
    if (refusal) return c.json({ ok: false, error: refusal }, 403)
    const restored = await store.content.restore(version.id, user(c).email, now())
    if (!restored) return c.json({ ok: false, error: 'This version no longer exists.' }, 404)
    return c.json({
      ok: true,
      ...restored,
      message: `The ${partName(version.part)} draft is now version ${version.id} of ${version.createdAt.slice(0, 10)}. Publish it to put it on the site.`,
    })
  })

  return app
}
