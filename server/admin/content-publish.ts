import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { ContentPart } from '../../src/content/model.ts'
import { CONTENT_PARTS, type ContentDocument, type ContentVersion, type PartData } from '../db/content.ts'
import { diffPart } from '../content/diff.ts'
import { publishDocument, withdrawPart, type ContentServiceDeps, type ServiceRefusal } from '../content/publish.ts'
import { istanbulTime, scheduleChanged } from '../content/scheduler.ts'
import type { Session } from './accounts.ts'
import { partRefusal } from './content.ts'

/**
 * Publishing the site's content from the back office (ADR 36, 3.3): publish parts now, withdraw one, schedule a
 * publish (and list and cancel schedules), and the diff of two versions of a part or of a version and the draft.
 * JSON under /admin/api/content/ beside contentRoutes; access.ts lets every content role in, and the rights are
 * checked per part (partRefusal) by the content service (server/content/publish.ts).
 */

type Vars = { Variables: { session: Session | null } }

const publishBody = z.object({ parts: z.array(z.string()).min(1) })
const withdrawBody = z.object({ part: z.string() })
const scheduleBody = z.object({ parts: z.array(z.string()).min(1), dueAt: z.iso.datetime() })

const isPart = (value: unknown): value is ContentPart => (CONTENT_PARTS as readonly unknown[]).includes(value)

export function contentPublishRoutes(deps: ContentServiceDeps): Hono<Vars> {
  const { store } = deps
  const app = new Hono<Vars>()
  const user = (c: Context<Vars>) => c.get('session')!.user
  const publisher = (c: Context<Vars>) => ({
    actor: user(c).email,
    refusal: (part: ContentPart, doc: ContentDocument) => partRefusal(user(c), part, 'publish', doc),
  })
  const documentId = (c: Context) => Number(c.req.param('id'))
  const refused = (c: Context, outcome: ServiceRefusal & { usedBy?: unknown }) => {
    const { status, ok: _ok, ...body } = outcome
    return c.json({ ok: false, ...body }, status)
  }
  const body = async <T>(c: Context, schema: z.ZodType<T>) => schema.safeParse(await c.req.json().catch(() => null))

  // Publishes drafts now: 422 with the problems (nothing published), 403, 409 (no draft, an address taken).
  app.post('/documents/:id{[0-9]+}/publish', async (c) => {
    const parsed = await body(c, publishBody)
    if (!parsed.success) return c.json({ ok: false, error: 'Send { parts }: the parts to publish, such as ["en", "tr"].' }, 400)
    const outcome = await publishDocument(deps, documentId(c), parsed.data.parts, publisher(c), new Date().toISOString())
    if (!outcome.ok) return refused(c, outcome)
    return c.json(outcome)
  })

  // Withdraws a part (English or the neutral part: the document); 409 with its users while others use it.
  app.post('/documents/:id{[0-9]+}/withdraw', async (c) => {
    const parsed = await body(c, withdrawBody)
    if (!parsed.success) return c.json({ ok: false, error: 'Send { part }: the part to withdraw, such as "tr".' }, 400)
    const outcome = await withdrawPart(deps, documentId(c), parsed.data.part, publisher(c), new Date().toISOString())
    if (!outcome.ok) return refused(c, outcome)
    return c.json(outcome)
  })

  // Schedules a publish: checked for rights now, validated when it is due (a refusal then marks it failed).
  app.post('/documents/:id{[0-9]+}/schedule', async (c) => {
    const parsed = await body(c, scheduleBody)
    if (!parsed.success)
      return c.json({ ok: false, error: 'Send { parts, dueAt }: the parts and the time in UTC, such as "2026-12-01T06:00:00Z".' }, 400)
    const doc = await store.content.getDocument(documentId(c))
    if (!doc) return c.json({ ok: false, error: 'This document no longer exists.' }, 404)
    const { parts, dueAt } = parsed.data
    if (!parts.every(isPart)) return c.json({ ok: false, error: `Name the parts: ${CONTENT_PARTS.join(', ')}.` }, 400)
    for (const part of parts) {
      const refusal = partRefusal(user(c), part, 'publish', doc)
      if (refusal) return c.json({ ok: false, error: refusal }, 403)
    }
    const due = new Date(dueAt).toISOString()
    if (Date.parse(due) < Date.now() - 60_000)
      return c.json({ ok: false, error: `${istanbulTime(due)} has passed: choose a later time, or publish now.` }, 422)
    const id = await store.content.schedulePublish(doc.id, parts, due, user(c).email, new Date().toISOString())
    scheduleChanged()
    return c.json({ ok: true, id, message: `Scheduled for ${istanbulTime(due)}.` })
  })

  // Every schedule (?status=pending for one status), with its document and its time in Istanbul.
  app.get('/schedule', async (c) => {
    const status = c.req.query('status')
    if (status !== undefined && !['pending', 'done', 'failed', 'cancelled'].includes(status))
      return c.json({ ok: false, error: `There is no schedule status "${status}".` }, 400)
    const [schedule, documents] = await Promise.all([
      store.content.listSchedule(status as 'pending' | undefined),
      store.content.listDocuments(),
    ])
    const byId = new Map(documents.map((d) => [d.id, d]))
    return c.json({
      ok: true,
      schedule: schedule.map((s) => ({
        ...s,
        type: byId.get(s.documentId)?.type,
        key: byId.get(s.documentId)?.key,
        dueIstanbul: istanbulTime(s.dueAt),
      })),
    })
  })

  app.post('/schedule/:id{[0-9]+}/cancel', async (c) => {
    const id = Number(c.req.param('id'))
    const schedule = (await store.content.listSchedule()).find((s) => s.id === id)
    if (!schedule) return c.json({ ok: false, error: 'There is no such schedule.' }, 404)
    const doc = await store.content.getDocument(schedule.documentId)
    for (const part of schedule.parts) {
      const refusal = doc && partRefusal(user(c), part, 'write', doc)
      if (refusal) return c.json({ ok: false, error: refusal }, 403)
    }
    if (!(await store.content.cancelSchedule(id, user(c).email, new Date().toISOString())))
      return c.json({ ok: false, error: `This schedule is ${schedule.status}, not pending: there is nothing to cancel.` }, 409)
    scheduleChanged()
    return c.json({ ok: true, message: `The publish scheduled for ${istanbulTime(schedule.dueAt)} is cancelled.` })
  })

  /**
   * The diff of two versions of one part (`from`, `to` version ids), or of a version and the part's draft
   * (`to=draft:<part>`), field by field.
   */
  app.get('/documents/:id{[0-9]+}/diff', async (c) => {
    const doc = await store.content.getDocument(documentId(c))
    if (!doc) return c.json({ ok: false, error: 'This document no longer exists.' }, 404)
    const from = await versionOf(c.req.query('from'))
    if (!from || from.documentId !== doc.id) return c.json({ ok: false, error: 'Name a version of this document as from.' }, 400)
    const to = c.req.query('to') ?? `draft:${from.part}`
    let after: { part: ContentPart; data: PartData } | null
    if (to.startsWith('draft:')) {
      const part = to.slice('draft:'.length)
      const draft = isPart(part) ? await store.content.getDraft(doc.id, part) : null
      after = draft && { part: draft.part, data: draft.data }
    } else {
      const version = await versionOf(to)
      after = version && version.documentId === doc.id ? version : null
    }
    if (!after) return c.json({ ok: false, error: 'Name a version of this document, or draft:<part>, as to.' }, 400)
    if (after.part !== from.part) return c.json({ ok: false, error: 'Compare two versions of the same part.' }, 400)
    return c.json({ ok: true, ...diffPart(doc.type, from.part, from.data, after.data) })
  })

  const versionOf = async (id: string | undefined): Promise<ContentVersion | null> =>
    id && /^[0-9]+$/.test(id) ? store.content.getVersion(Number(id)) : null

  return app
}
