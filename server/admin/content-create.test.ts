import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Harness } from '../test/harness.ts'
import { altFields, pngImage, staffHarness, uploadForm, type AdminClient } from '../test/admin.ts'
import { imagesWithSrc, publishAndReadTeamPages } from '../test/page-text.ts'
import type { MediaLibraryItem } from '../../src/admin/page-data.ts'

/**
 * Issue 36, "Done when": a new lawyer joins and the office manager adds them from the back office, with a portrait,
 * in three languages, with no developer and no deploy. `POST /admin/api/content/documents` makes the document with a
 * first draft of its shared facts; the usual draft and publish calls do the rest.
 */

let h: Harness
let editor: AdminClient
let translator: AdminClient

type Answer = { ok: boolean; id?: number; error?: string; errors?: Record<string, string> }
const json = async (res: Response) => (await res.json()) as Answer
const create = (client: AdminClient, body: unknown) => client.send('POST', '/admin/api/content/documents', body)

/** The team page's cards (in its main content) as their headings' names, in the order the page lists them. */
function namesIn(html: string): string[] {
  const cards = html.split('<main')[1]!.split('</main>')[0]!.split('</ul>')[0]!
  return [...cards.matchAll(/<li\b.*?<h2\b[^>]*>([^<]+)<\/h2>/gs)].map((m) => m[1]!)
}

/** The team page's cards as a visitor opens it. */
async function namesOn(path: string): Promise<string[]> {
  const res = await h.request(path)
  expect(res.status, path).toBe(200)
  return namesIn(await res.text())
}

beforeAll(async () => {
  ;({ h, editor, translator } = await staffHarness())
}, 120_000)
afterAll(() => h?.close())

describe('back office: a new document', { timeout: 60_000 }, () => {
  it('makes a team member with a first draft after the team, audited, published nowhere yet', async () => {
    const res = await create(editor, { type: 'team-member', key: 'test-lawyer-leyla' })
    expect(res.status, await res.clone().text()).toBe(201)
    const { id } = await json(res)

    const doc = (await h.store.content.findDocument('team-member', 'test-lawyer-leyla'))!
    expect(doc).toMatchObject({ id, published: [], createdBy: 'editor@firm.example' })
    const orders = await Promise.all(
      (await h.store.content.listDocuments('team-member'))
        .filter((d) => d.id !== id)
        .map(async (d) => (await h.store.content.getDraft(d.id, 'neutral'))!.data.order as number),
    )
    expect((await h.store.content.getDraft(id!, 'neutral'))!.data).toEqual({
      id: 'test-lawyer-leyla',
      sample: false,
      order: Math.max(...orders) + 1,
    })
    expect((await h.store.audit.list(20)).filter((a) => a.action === 'content.create')).toEqual([
      expect.objectContaining({ actor: 'editor@firm.example', detail: 'team-member/test-lawyer-leyla' }),
    ])
    expect(await namesOn('/our-team')).not.toContain('Test Lawyer Leyla')
  })

  it('refuses a name already taken (409), a name that is not a slug and a kind that is not added to (422)', async () => {
    const before = (await h.store.content.listDocuments()).length
    const takenMember = await create(editor, { type: 'team-member', key: 'emre-kaya' })
    expect(takenMember.status).toBe(409)
    expect((await json(takenMember)).errors?.key).toBe('“emre-kaya” is already used by team-member/emre-kaya: choose another name.')
    // A service's address is its slug: one whose address a page answers at already is refused.
    const takenAddress = await create(editor, { type: 'service', key: 'turkish-citizienship' })
    expect(takenAddress.status).toBe(409)

    const spaced = await create(editor, { type: 'team-member', key: 'Leyla Demir' })
    expect(spaced.status).toBe(422)
    expect((await json(spaced)).errors).toEqual({ key: 'Use lower-case letters a to z, digits and single hyphens only, e.g. leyla-demir.' })
    const single = await create(editor, { type: 'faq', key: 'more-questions' })
    expect(single.status).toBe(422)
    expect(Object.keys((await json(single)).errors ?? {})).toEqual(['type'])
    const badData = await create(editor, { type: 'team-member', key: 'test-lawyer-bad', data: { role: 'judge' } })
    expect(badData.status).toBe(422)
    expect(Object.keys((await json(badData)).errors ?? {})).toEqual(['role'])
    expect((await h.store.content.listDocuments()).length).toBe(before)
  })

  it('refuses a translator (403) and makes nothing', async () => {
    const res = await create(translator, { type: 'team-member', key: 'test-lawyer-translator' })
    expect(res.status).toBe(403)
    expect(await h.store.content.findDocument('team-member', 'test-lawyer-translator')).toBeNull()
  })

  it('a new lawyer with a portrait reaches /our-team in English, Turkish and Arabic, last, with the portrait’s alt text', async () => {
    const made = await json(await create(editor, { type: 'team-member', key: 'test-lawyer-kerem', data: { name: 'Test Lawyer Kerem' } }))
    const id = made.id!

    const alt = { en: 'Test Lawyer Kerem in the office', tr: 'Test Lawyer Kerem ofiste', ar: 'Test Lawyer Kerem في المكتب' }
    const form = uploadForm(await pngImage(600, 800, '#3a5a6b'), 'kerem.png', altFields(alt))
    const uploaded = await editor.send('POST', '/admin/api/media', form)
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const portrait = ((await uploaded.json()) as { media: MediaLibraryItem }).media
    expect((await editor.send('PATCH', `/admin/api/media/${portrait.id}`, { focalX: 0.5, focalY: 0.25 })).status).toBe(200)

    const neutral = (await h.store.content.getDraft(id, 'neutral'))!
    const drafts = {
      neutral: { ...neutral.data, role: 'associate', gender: 'm', languages: ['tr', 'en'], portrait: portrait.url },
      en: { bio: 'Kerem advises foreign clients on residence permits and company formation in Istanbul.' },
      tr: { bio: "Kerem, İstanbul'da yabancı müvekkillere ikamet izinleri ve şirket kuruluşu konusunda danışmanlık verir." },
      ar: { bio: 'يقدّم Kerem المشورة للعملاء الأجانب في تصاريح الإقامة وتأسيس الشركات في إسطنبول.' },
    }
    for (const [part, data] of Object.entries(drafts)) {
      const rev = part === 'neutral' ? neutral.rev : 0
      const saved = await editor.send('PUT', `/admin/api/content/documents/${id}/draft`, { part, rev, data })
      expect(saved.status, `${part}: ${await saved.clone().text()}`).toBe(200)
    }
    for (const { locale, path, html } of await publishAndReadTeamPages(h, editor, id, ['neutral', 'en', 'tr', 'ar'])) {
      const names = namesIn(html)
      expect(names.at(-1), path).toBe('Test Lawyer Kerem')
      expect(names, path).toContain('Emre Kaya')
      const [img] = imagesWithSrc(html, portrait.url)
      expect(img?.alt, path).toBe(alt[locale])
      expect(img?.style, path).toMatch(/object-position:\s*50% 25%/)
    }
    // The team page's structured data names the new lawyer with the portrait.
    const html = await (await h.request('/our-team')).text()
    const people = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap((m) => {
      const data = JSON.parse(m[1]!) as { '@graph'?: Record<string, unknown>[] } & Record<string, unknown>
      return (data['@graph'] ?? [data]).filter((node) => node['@type'] === 'Person')
    })
    expect(people.find((p) => p.name === 'Test Lawyer Kerem')).toMatchObject({ image: expect.stringContaining(portrait.url) })
  })
})
