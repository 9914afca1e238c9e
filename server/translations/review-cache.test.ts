import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccount, signedIn, type AdminClient } from '../test/admin.ts'
import { startHarness, type Harness } from '../test/harness.ts'

/**
 * Translation review after a publish (ADR 26 with ADR 36's documents): a page review is compared with the English
 * published now, not the English this process first read; and a publish re-renders only the pages it touches.
 */

const EDITOR = 'editor@firm.example'
const noticeShown = (html: string) => html.includes('data-testid="translation-notice"')

let h: Harness
let lawyer: AdminClient
const page = async (path: string) => {
  const res = await h.request(path)
  expect(res.status, path).toBe(200)
  return res.text()
}

/** Publishes new English words into a document's field, as the back office's publish does. */
async function publishEnglish(type: 'faq' | 'service', key: string, change: (data: Record<string, unknown>) => Record<string, unknown>) {
  const id = (await h.store.content.findDocument(type, key))!.id
  const draft = (await h.store.content.getDraft(id, 'en'))!
  const now = new Date().toISOString()
  expect((await h.store.content.saveDraft(id, 'en', change(draft.data), draft.rev, EDITOR, now)).ok).toBe(true)
  expect((await h.store.content.publish(id, ['en'], EDITOR, now)).ok).toBe(true)
  await h.content.settled()
}

beforeAll(async () => {
  h = await startHarness()
  const account = await createAccount(h, 'lawyer@firm.example')
  await h.sql.run(`UPDATE admin_users SET may_approve_translations = true WHERE email = 'lawyer@firm.example'`)
  lawyer = await signedIn(h, account)
}, 120_000)
afterAll(() => h?.close())

describe('translation review after a publish', { timeout: 60_000 }, () => {
  it('a reviewed page becomes stale when its English is published anew, without a restart', async () => {
    for (const item of ['interface', '/faq']) {
      const { props } = await lawyer.page(`/admin/translations/tr/${item === 'interface' ? 'interface' : item.slice(1)}`)
      if (props.page !== 'translation') throw new Error(`expected the review page, got ${props.page}`)
      const res = await lawyer.send('POST', '/admin/api/translations/decide', {
        item,
        locale: 'tr',
        action: 'approve',
        sourceHash: props.comparison.sourceHash,
      })
      expect(res.status).toBe(200)
    }
    await expect.poll(async () => noticeShown(await page('/tr/faq')), { timeout: 3000 }).toBe(false)

    await publishEnglish('faq', 'faq', (data) => {
      const items = data.items as Record<string, { answer: string }>
      const [first] = Object.keys(items)
      return { ...data, items: { ...items, [first!]: { ...items[first!], answer: 'We answer the same working day, Istanbul time.' } } }
    })
    // The Turkish was approved against the old English: it falls back under the rule.
    await expect.poll(async () => noticeShown(await page('/tr/faq')), { timeout: 3000 }).toBe(true)
    const { props } = await lawyer.page('/admin/translations')
    if (props.page !== 'translations') throw new Error(`expected the translations page, got ${props.page}`)
    expect(props.units.find((u) => u.locale === 'tr' && u.item === '/faq')).toMatchObject({
      status: 'reviewed',
      stale: true,
      effective: false,
    })
  })

  it("a publish leaves prepared pages it does not touch as they are, the home page's included", async () => {
    const home = await page('/')
    await page('/tr/')
    await h.pages.refreshed()
    const before = h.pages.renders
    // A service's body: the home page shows its title in the menus, not its body.
    await publishEnglish('service', 'company-establishment', (data) => ({
      ...data,
      description: `${String(data.description).trim()}\n\nWe register the company with the trade registry in Istanbul.\n`,
    }))
    await h.pages.refreshed()
    expect(await page('/')).toBe(home)
    await page('/tr/')
    expect(h.pages.renders - before).toBe(0)
  })
})
