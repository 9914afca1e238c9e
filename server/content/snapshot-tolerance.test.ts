import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../test/harness.ts'
import { seedContentIfEmpty } from './first-run.ts'
import { snapshotContentSource, type SnapshotContentSource } from './snapshot.ts'

/**
 * The published snapshot (ADR 36, 3.5) when one published document cannot be read (a row changed by hand, a part
 * its schema refuses): the rebuild logs the document and why, serves that document's previous version (or leaves it
 * out when there is none) and still publishes every other change.
 */

const SLUG = 'company-establishment'
const EDITOR = 'editor@firm.example'
const ANSWER = 'We answer calls from 09:00 to 20:00 Istanbul time, Monday to Friday.'

let h: Harness
let source: SnapshotContentSource
const errors: unknown[][] = []
const log = { error: (...args: unknown[]) => void errors.push(args) }

beforeAll(async () => {
  h = await startHarness()
  await seedContentIfEmpty(h.store)
  source = await snapshotContentSource(h.store, { log, checkEvery: 0 })
}, 120_000)
afterAll(async () => {
  source?.stop()
  await h?.close()
})

/** Publishes a new answer to the FAQ's first question: a change of another document than the broken one. */
async function publishFaqAnswer(): Promise<void> {
  const faq = (await h.store.content.findDocument('faq', 'faq'))!.id
  const draft = (await h.store.content.getDraft(faq, 'en'))!
  const items = draft.data.items as Record<string, { answer: string }>
  const [first] = Object.keys(items)
  const data = { ...draft.data, items: { ...items, [first!]: { ...items[first!], answer: ANSWER } } }
  expect((await h.store.content.saveDraft(faq, 'en', data, draft.rev, EDITOR, new Date().toISOString())).ok).toBe(true)
  expect((await h.store.content.publish(faq, ['en'], EDITOR, new Date().toISOString())).ok).toBe(true)
}

describe('a published document that cannot be read', { timeout: 60_000 }, () => {
  it('keeps its previous version serving while the rest is published, and is logged with its id and reason', async () => {
    const service = (await h.store.content.findDocument('service', SLUG))!
    const before = (await source.service('en', SLUG))!
    const english = (await h.store.content.readPublished()).find((p) => p.documentId === service.id && p.part === 'en')!
    // Written straight into the database, past the publish's checks: a title that is not text, no description.
    await h.sql.run('UPDATE content_versions SET data = ? WHERE id = ?', JSON.stringify({ title: 42 }), english.versionId)

    await publishFaqAnswer()
    await expect.poll(async () => (await source.faq('en'))!.items.map((i) => i.answer), { timeout: 5000 }).toContain(ANSWER)
    expect(await source.service('en', SLUG)).toEqual(before)
    expect(await source.service('tr', SLUG)).not.toBeNull()
    expect(errors).toHaveLength(1)
    expect(String(errors[0]![0])).toBe(
      `content: published document ${service.id} (service/${SLUG}) could not be read; its previous version keeps serving and the rest is published`,
    )
    expect(errors[0]![1]).toBeInstanceOf(Error)

    // What visitors get: the new answer, and the service page as it was.
    await expect.poll(async () => (await h.request('/faq')).text(), { timeout: 5000 }).toContain(ANSWER)
    const page = await h.request(`/services/${SLUG}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(before.title)
  })

  it('is left out by a server starting without a previous version of it, which serves the rest', async () => {
    const started: unknown[][] = []
    const fresh = await snapshotContentSource(h.store, { log: { error: (...args: unknown[]) => void started.push(args) }, checkEvery: 0 })
    try {
      expect(await fresh.service('en', SLUG)).toBeNull()
      expect((await fresh.services('en'))!.map((s) => s.slug)).not.toContain(SLUG)
      expect((await fresh.faq('en'))!.items.map((i) => i.answer)).toContain(ANSWER)
      expect(String(started[0]![0])).toMatch(`(service/${SLUG}) could not be read; it is left out`)
    } finally {
      fresh.stop()
    }
  })
})
