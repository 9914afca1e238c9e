import { afterEach, describe, expect, it } from 'vitest'
import { apiPaths } from '../../src/config/api.ts'
import { startHarness, validContact, type Harness } from '../test/harness.ts'
import { createAccount, signedIn } from '../test/admin.ts'

/**
 * Issue 34, point 3: a KVKK erasure also removes the results of forms posted without JavaScript (kept a few minutes
 * for the page the visitor is sent back to): a guide's "sent to" address, and the typed values kept to refill a form
 * with mistakes. Runs on SQLite and on PostgreSQL (scripts/test-postgres.ts).
 */

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const ERASED = 'guide.erase@client.example'

/** A form posted without JavaScript; returns the address the visitor is sent back to (without its fragment). */
async function postWithoutJs(harness: Harness, action: string, fields: Record<string, string>): Promise<string> {
  const res = await harness.request(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  expect(res.status).toBe(303)
  return res.headers.get('location')!.split('#')[0]
}

/** Every kept form result as its JSON text, on either engine. */
async function storedResults(harness: Harness): Promise<string[]> {
  const rows = await harness.sql.all<{ result: unknown }>('SELECT result FROM form_results')
  return rows.map((row) => (typeof row.result === 'string' ? row.result : JSON.stringify(row.result)))
}

describe('KVKK erasure: results of forms posted without JavaScript', () => {
  it('leaves no result naming the address in the database or on the page the visitor is sent back to', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'owner@firm.example'))

    // The guide sent to the address, typed in another case.
    const guide = await postWithoutJs(h, apiPaths.downloadGuide, {
      ...validContact,
      email: 'Guide.Erase@Client.Example',
      guidelineName: 'RealEstate_Guideline',
      returnTo: '/guides/real-estate-guide',
    })
    // A contact form with a mistake: the typed values are kept to fill the form again.
    const invalid = await postWithoutJs(h, apiPaths.contactUs, { ...validContact, lastName: 'X', email: ERASED, returnTo: '/contact-us' })
    // Someone else's message that mentions the address.
    const mentioned = await postWithoutJs(h, apiPaths.contactUs, {
      ...validContact,
      email: 'colleague@client.example',
      lastName: 'Y',
      message: `Please also write to ${ERASED}.`,
      returnTo: '/contact-us',
    })
    // Another visitor, whose address differs only where a LIKE pattern's _ would match anything.
    const kept = await postWithoutJs(h, apiPaths.downloadGuide, {
      ...validContact,
      email: 'guide.erasexclient@client.example',
      guidelineName: 'RealEstate_Guideline',
      returnTo: '/guides/real-estate-guide',
    })
    expect((await storedResults(h)).filter((text) => text.toLowerCase().includes(ERASED))).toHaveLength(3)

    await client.page(`/admin/kvkk?email=${encodeURIComponent(ERASED)}`)
    expect((await client.send('POST', '/admin/api/kvkk/erase', { email: ERASED, confirm: true })).status).toBe(200)
    // An address with _ erased: _ is a character, not a pattern, so the other visitor's result stays.
    expect((await client.send('POST', '/admin/api/kvkk/erase', { email: 'guide.erase_client@client.example', confirm: true })).status).toBe(
      200,
    )

    const left = await storedResults(h)
    expect(left.filter((text) => text.toLowerCase().includes(ERASED))).toEqual([])
    expect(left.filter((text) => text.includes('guide.erasexclient@client.example'))).toHaveLength(1)

    for (const url of [guide, invalid, mentioned]) {
      const page = await h.request(url)
      expect(page.status, url).toBe(200)
      expect((await page.text()).toLowerCase(), url).not.toContain(ERASED)
    }
    // The other visitor still sees where the guide went.
    expect(await (await h.request(kept)).text()).toMatch(
      /The guide is on its way to <strong[^>]*>guide\.erasexclient@client\.example<\/strong>/,
    )
  })
})
