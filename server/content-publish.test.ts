import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PartData } from './db/content.ts'
import type { SnapshotContentSource } from './content/snapshot.ts'
import { startHarness, type Harness } from './test/harness.ts'

/**
 * A publish reaches the public pages without a restart, and only the pages that read what it changed are rendered
 * again (ADR 36, 4.2): a service's body touches its own page; its title is in every page's menu (the layout) of
 * its language; a language withdrawn takes its pages out of the site's list.
 */
const EDITOR = 'editor@example.com'
const SLUG = 'bank-account-services'
const PAGE = `/services/${SLUG}`

describe('pages after a content publish', () => {
  let h: Harness

  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(async () => {
    await h?.close()
  })

  const serviceId = async () => (await h.store.content.listDocuments('service')).find((d) => d.key === SLUG)!.id

  /** After a change to the store: the snapshot has moved (on PostgreSQL the notice comes back from the server) and the background renders are done. */
  async function heard(before: number) {
    await expect.poll(() => h.pages.content.version(), { timeout: 5000 }).toBeGreaterThan(before)
    await (h.pages.content as SnapshotContentSource).settled()
    await h.pages.refreshed()
  }

  /** Saves `change` over the part's draft and publishes it, as the back office does, then waits for the pages. */
  async function publish(part: 'en' | 'tr', change: (data: PartData) => PartData) {
    const id = await serviceId()
    const draft = (await h.store.content.getDraft(id, part))!
    const now = new Date().toISOString()
    const before = h.pages.content.version()
    expect(await h.store.content.saveDraft(id, part, change(draft.data), draft.rev, EDITOR, now)).toMatchObject({ ok: true })
    expect(await h.store.content.publish(id, [part], EDITOR, now)).toMatchObject({ ok: true })
    await heard(before)
  }

  const page = async (path: string) => {
    const res = await h.request(path)
    return { status: res.status, etag: res.headers.get('etag'), html: await res.text() }
  }

  it("serves a service's new paragraph without a restart, and renders no other page again", async () => {
    const paragraph = 'Since December 2026 most banks ask for a tax number issued before the account is opened.'
    const [faq, service, trService] = [await page('/faq'), await page(PAGE), await page(`/tr${PAGE}`)]
    expect(service.html).not.toContain(paragraph)
    const renders = h.pages.renders

    await publish('en', (data) => ({ ...data, description: `${data.description as string}\n\n${paragraph}` }))

    // Only the service's English page was rendered again, in the background, before anyone asked for it.
    expect(h.pages.renders - renders).toBe(1)
    expect((await page(PAGE)).html).toContain(paragraph)
    expect(await page('/faq')).toEqual(faq)
    expect(await page(`/tr${PAGE}`)).toEqual(trService)
    expect(h.pages.renders - renders).toBe(1)
  })

  it("renders again the pages whose menu shows a service's new title, in that language only", async () => {
    const title = 'Bank Accounts and Deposits'
    const [faq, trFaq] = [await page('/faq'), await page('/tr/faq')]
    expect(faq.html).not.toContain(title)

    await publish('en', (data) => ({ ...data, title }))

    const after = await page('/faq')
    expect(after.html).toContain(title)
    expect(after.etag).not.toBe(faq.etag)
    expect((await page(PAGE)).html).toContain(`<h1`)
    expect((await page(PAGE)).html).toContain(title)
    // Turkish menus name the service in Turkish: unchanged, not rendered again.
    expect(await page('/tr/faq')).toEqual(trFaq)
  })

  it("takes a withdrawn translation's page out of the site's pages", async () => {
    expect((await h.pages.knownPages()).map((p) => p.path)).toContain(`/tr${PAGE}`)
    const before = h.pages.content.version()
    expect(await h.store.content.unpublish(await serviceId(), 'tr', EDITOR, new Date().toISOString())).toBe(true)
    await heard(before)
    expect((await h.pages.knownPages()).map((p) => p.path)).not.toContain(`/tr${PAGE}`)
    expect((await page(`/tr${PAGE}`)).status).toBe(404)
  })
})
