import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { neutralSchema } from '../../src/content/documents/index.ts'
import { may, PERMISSION_DENIED } from '../../src/lib/admin-permissions.ts'
import { isNewDocumentType, newDocumentSchema, NEW_DOCUMENT_TYPES } from '../../src/lib/new-document.ts'
import { localizedPath } from '../../src/i18n/paths.ts'
import { locales } from '../../src/i18n/locales.ts'
import { documentName, type PartData } from '../db/content.ts'
import type { Store } from '../db/store.ts'
import { basePath } from '../content/first-run.ts'
import { fieldMessage } from '../content/field-message.ts'
import type { Session } from './accounts.ts'

/**
 * A new document from the back office (issue 36, "Done when": add a team member): `POST /admin/api/content/documents`
 * `{ type, key, data? }` makes the document with a first draft of its shared facts, so the editor opens on it. Nothing
 * reaches the site until it is filled in and published through the usual publish path. Editors and owners only.
 */

type Vars = { Variables: { session: Session | null } }

/**
 * The field of each type's shared facts that repeats its key: a team member's `id` (how guides and the home page name
 * them) and a page's `slug` (its address, which may change later and leave a 301). Testimonials have none.
 */
const KEY_FIELDS: Record<(typeof NEW_DOCUMENT_TYPES)[number], string | null> = {
  'team-member': 'id',
  service: 'slug',
  'case-study': 'slug',
  testimonial: null,
}

const bodySchema = z.object({
  type: z.string(),
  key: z.unknown(),
  data: z.record(z.string(), z.unknown()).optional(),
})

const orderOf = (data: PartData | undefined) => (typeof data?.order === 'number' ? data.order : -1)

export function contentCreateRoutes(store: Store): Hono<Vars> {
  const app = new Hono<Vars>()
  const invalid = (c: Context, errors: Record<string, string>) =>
    c.json({ ok: false, error: 'Check the highlighted fields: nothing was made.', errors }, 422)

  app.post('/documents', async (c) => {
    const user = c.get('session')!.user
    // access.ts lets only `content` in; said again here so the rule stands beside the code it guards.
    if (!may(user, 'content')) return c.json({ ok: false, error: PERMISSION_DENIED.content }, 403)
    const body = bodySchema.safeParse(await c.req.json().catch(() => null))
    if (!body.success) return c.json({ ok: false, error: 'Send { type, key }: the kind of document and its short name.' }, 400)
    const { type } = body.data
    if (!isNewDocumentType(type))
      return invalid(c, { type: `New documents can be made of these kinds only: ${NEW_DOCUMENT_TYPES.join(', ')}.` })
    const keyed = newDocumentSchema.safeParse({ key: body.data.key })
    if (!keyed.success) return invalid(c, { key: keyed.error.issues[0]!.message })
    const { key } = keyed.data

    const keyField = KEY_FIELDS[type]
    const shape = neutralSchema(type).shape as Record<string, z.ZodType>
    const given = body.data.data ?? {}
    const checked = neutralSchema(type).partial().safeParse(given)
    if (!checked.success) {
      const errors: Record<string, string> = {}
      for (const issue of checked.error.issues) errors[issue.path.map(String).join('.')] ??= fieldMessage(type, issue.path, issue, given)
      return invalid(c, errors)
    }

    // The type's documents with their shared facts as drafted and as published: whose slug or id is `key`, and
    // where the new one goes in the order (after the last: a new lawyer is listed after the team as it stands).
    const documents = await store.content.listDocuments(type)
    const published = new Map(
      (await store.content.readPublished()).filter((p) => p.type === type && p.part === 'neutral').map((p) => [p.documentId, p.data]),
    )
    let last = -1
    for (const doc of documents) {
      const draft = (await store.content.getDraft(doc.id, 'neutral'))?.data
      const live = published.get(doc.id)
      last = Math.max(last, orderOf(draft), orderOf(live))
      const holder = doc.key === key || (keyField && (draft?.[keyField] === key || live?.[keyField] === key))
      if (holder) return taken(c, key, documentName(doc))
    }
    const path = basePath({ type, parts: { neutral: keyField === 'slug' ? { slug: key } : {} } })
    for (const address of path ? locales.map((l) => localizedPath(path, l)) : []) {
      const owner = await store.content.resolvePath(address)
      if (owner?.current) return taken(c, key, documentName(owner), address)
    }

    const neutral: PartData = {
      ...(keyField ? { [keyField]: key } : {}),
      ...('sample' in shape ? { sample: false } : {}),
      ...('order' in shape ? { order: last + 1 } : {}),
      ...checked.data,
    }
    const actor = user.email
    const id = await store.content.createDocument(type, key, actor, new Date().toISOString(), neutral)
    // Made by someone else between the look-up and the write.
    if (id === null) return taken(c, key, `${type}/${key}`)
    return c.json({ ok: true, id, type, key }, 201)
  })

  return app
}

function taken(c: Context, key: string, holder: string, address?: string) {
  const error = address
    ? `The address ${address} already belongs to ${holder}: choose another name.`
    : `“${key}” is already used by ${holder}: choose another name.`
  return c.json({ ok: false, error, errors: { key: error } }, 409)
}
