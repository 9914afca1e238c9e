import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Harness } from '../test/harness.ts'
import { altFields, pngImage, staffHarness, uploadForm, type AdminClient } from '../test/admin.ts'
import { imagesWithSrc, publishAndReadTeamPages } from '../test/page-text.ts'
import type { MediaLibraryItem } from '../../src/admin/page-data.ts'

/**
 * Issue 36, "Done when": an office manager gives a team member a portrait from the media library and sees it on the
 * public site, described in each page's language by the library's alt text and cut around its focal point.
 */

let h: Harness
let editor: AdminClient

const ALT = {
  en: 'Selin Aksoy at her desk in the Istanbul office',
  tr: 'Selin Aksoy, İstanbul ofisindeki masasında',
  ar: 'سيلين أكسوي في مكتبها في إسطنبول',
}

/** The `<img>` tags of a page whose `src` is `src`, as their attributes. */
async function imagesOn(path: string, src: string): Promise<Record<string, string>[]> {
  const res = await h.request(path)
  expect(res.status).toBe(200)
  return imagesWithSrc(await res.text(), src)
}

beforeAll(async () => {
  ;({ h, editor } = await staffHarness())
}, 120_000)
afterAll(() => h?.close())

describe('public site: a team member’s portrait from the media library', { timeout: 60_000 }, () => {
  it('shows the uploaded portrait on /our-team in each language with that language’s alt text and focal point', async () => {
    const form = uploadForm(await pngImage(900, 1200, '#6b4f3a'), 'selin-aksoy.png', altFields(ALT))
    const uploaded = await editor.send('POST', '/admin/api/media', form)
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const item = ((await uploaded.json()) as { media: MediaLibraryItem }).media
    const focal = await editor.send('PATCH', `/admin/api/media/${item.id}`, { focalX: 0.5, focalY: 0.2 })
    expect(focal.status, await focal.clone().text()).toBe(200)

    const doc = (await h.store.content.findDocument('team-member', 'selin-aksoy'))!
    const draft = (await h.store.content.getDraft(doc.id, 'neutral'))!
    const saved = await editor.send('PUT', `/admin/api/content/documents/${doc.id}/draft`, {
      part: 'neutral',
      rev: draft.rev,
      data: { ...draft.data, portrait: item.url },
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    for (const { locale, path, html } of await publishAndReadTeamPages(h, editor, doc.id, ['neutral'])) {
      const images = imagesWithSrc(html, item.url)
      // The card (the profile dialog's copy renders only once opened).
      expect(images.length, path).toBeGreaterThanOrEqual(1)
      for (const img of images) {
        expect(img.alt, path).toBe(ALT[locale])
        expect(img.style, path).toMatch(/object-position:\s*50% 20%/)
      }
      expect(imagesWithSrc(html, '/media/team/selin-aksoy.svg'), path).toEqual([])
    }
    // A member whose portrait is the shipped one keeps it, described as before.
    const [emre] = await imagesOn('/our-team', '/media/team/emre-kaya.svg')
    expect(emre?.alt).toBe('Portrait of Emre Kaya')
  })
})
