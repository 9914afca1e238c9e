import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import type { Harness } from '../test/harness.ts'
import { altFields, pngImage, staffHarness, uploadForm as fileForm, type AdminClient } from '../test/admin.ts'
import type { MediaLibraryItem } from '../../src/admin/page-data.ts'

/**
 * Issue 36, point 4: the media library (ADR 36, 3.3). Upload once (re-encoded as covers are), alt text per language,
 * a focal point, where each image is used, unused images listed, and an image in use never deleted without saying
 * where it is used; the shipped images join the library on first run at their URLs.
 */

type Answer = {
  ok: boolean
  error?: string
  errors?: Record<string, string>
  media?: MediaLibraryItem
  usedBy?: { type: string; key: string }[]
}

let h: Harness
let editor: AdminClient
let translator: AdminClient

const json = async (res: Response) => (await res.json()) as Answer
const library = async (client: AdminClient = editor) => {
  const res = await client.get('/admin/api/media')
  expect(res.status).toBe(200)
  return ((await res.json()) as { media: MediaLibraryItem[] }).media
}

/** A 900×1200 portrait photograph as a staff member's PNG, in one colour per test so each is a new file. */
const portrait = (background: string) => pngImage(900, 1200, background)

/** The library's upload: the file and its alt text per language. */
const uploadForm = (bytes: Uint8Array, name: string, alt: Record<string, string> = {}, type = 'image/png') =>
  fileForm(bytes, name, altFields(alt), type)

async function upload(background: string, alt: Record<string, string> = {}): Promise<MediaLibraryItem> {
  const res = await editor.send('POST', '/admin/api/media', uploadForm(await portrait(background), 'selin-aksoy.png', alt))
  expect(res.status).toBe(201)
  return (await json(res)).media!
}

beforeAll(async () => {
  ;({ h, editor, translator } = await staffHarness())
}, 120_000)
afterAll(() => h?.close())

describe('back office: media library', { timeout: 60_000 }, () => {
  it('lists the shipped images at their current URLs with their alt text and the documents using them', async () => {
    const media = await library()
    const emre = media.find((m) => m.url === '/media/team/emre-kaya.svg')!
    expect(emre).toMatchObject({ width: 400, height: 480, alt: { en: 'Portrait of Emre Kaya', tr: 'Emre Kaya portresi' } })
    expect(emre.usedBy).toEqual([{ type: 'team-member', key: 'emre-kaya', parts: ['neutral'] }])
    const labor = media.find((m) => m.url === '/media/services/labor-law.svg')!
    expect(labor.usedBy).toEqual([{ type: 'service', key: 'labor-law', parts: ['neutral'] }])
    expect(labor.alt.en).toBe('Labor Law')
    // Every image the seed's documents name is in the library, from the six folders; the URLs still serve.
    expect(new Set(media.map((m) => m.url.split('/')[2]))).toEqual(new Set(['services', 'guides', 'case-studies', 'team', 'groups']))
    expect(media.length).toBe(48)
    expect((await h.request('/media/team/emre-kaya.svg')).status).toBe(200)
  })

  it('re-encodes an upload to WebP, uncropped, with its alt text per language, and lists it as unused', async () => {
    const item = await upload('#7a5c3e', { en: 'Portrait of Selin Aksoy', tr: 'Selin Aksoy portresi', ar: 'صورة سيلين أكسوي' })
    expect(item.url).toMatch(/^\/media\/uploads\/[a-f0-9]{20}-900\.webp$/)
    expect(item).toMatchObject({ width: 900, height: 1200, originalName: 'selin-aksoy.png', usedBy: [], createdBy: 'editor@firm.example' })
    expect(item.alt).toEqual({ en: 'Portrait of Selin Aksoy', tr: 'Selin Aksoy portresi', ar: 'صورة سيلين أكسوي' })
    const served = await h.request(item.url)
    expect(served.status).toBe(200)
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 900, 1200, undefined])
    const listed = (await library()).find((m) => m.id === item.id)!
    expect(listed.usedBy).toEqual([])
    // The same picture again is the same image: one row, the alt text kept.
    const again = await editor.send('POST', '/admin/api/media', uploadForm(await portrait('#7a5c3e'), 'copy.png', { en: 'Something else' }))
    expect(again.status).toBe(200)
    expect((await json(again)).media).toMatchObject({ id: item.id, alt: { en: 'Portrait of Selin Aksoy' } })
  })

  it('refuses a wrong file type, an empty or too large file and a missing file with plain words', async () => {
    const before = (await library()).length
    const send = (form: FormData) => editor.send('POST', '/admin/api/media', form)
    const exe = await send(uploadForm(Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2000)]), 'photo.jpg', {}, 'image/jpeg'))
    expect(exe.status).toBe(415)
    expect((await json(exe)).error).toBe('This file is not a JPEG, PNG or WebP image.')
    const svg = await send(uploadForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', {}, 'image/svg+xml'))
    expect(svg.status).toBe(415)
    const big = await send(
      uploadForm(Buffer.concat([(await portrait('#000')).subarray(0, 8), Buffer.alloc(5 * 1024 * 1024 + 100_000)]), 'big.png'),
    )
    expect(big.status).toBe(413)
    expect((await json(big)).error).toBe('The image is larger than 5 MB. Make it smaller and try again.')
    const none = await send(new FormData())
    expect(none.status).toBe(400)
    expect((await json(none)).error).toBe('Choose an image file to upload.')
    expect((await library()).length).toBe(before)
  })

  it('keeps alt text per language and a focal point; refuses a focal point outside the picture', async () => {
    const item = await upload('#3e5c7a', { en: 'Our meeting room' })
    const patch = (client: AdminClient, body: unknown) => client.send('PATCH', `/admin/api/media/${item.id}`, body)
    const res = await patch(editor, { alt: { tr: 'Toplantı odamız' }, focalX: 0.25, focalY: 0.1 })
    expect(res.status).toBe(200)
    expect((await json(res)).media).toMatchObject({ alt: { en: 'Our meeting room', tr: 'Toplantı odamız' }, focalX: 0.25, focalY: 0.1 })
    const outside = await patch(editor, { focalX: 1.5 })
    expect(outside.status).toBe(400)
    expect((await json(outside)).errors).toEqual({ focalX: 'The focal point is a position from 0 to 1.' })
    // A translator describes it in Arabic, but neither rewrites the English nor moves the focal point.
    expect((await patch(translator, { alt: { ar: 'غرفة اجتماعاتنا' } })).status).toBe(200)
    expect((await patch(translator, { alt: { en: 'A room' } })).status).toBe(403)
    expect((await patch(translator, { focalX: 0.5 })).status).toBe(403)
    expect((await translator.send('POST', '/admin/api/media', uploadForm(await portrait('#111'), 'x.png'))).status).toBe(403)
    const stored = (await h.store.content.getMedia(item.id))!
    expect(stored).toMatchObject({
      alt: { en: 'Our meeting room', tr: 'Toplantı odamız', ar: 'غرفة اجتماعاتنا' },
      focalX: 0.25,
      focalY: 0.1,
    })
    const audit = await h.sql.all<{ detail: string }>("SELECT detail FROM audit_log WHERE action = 'media.edit' ORDER BY id")
    expect(audit.map((a) => a.detail)).toContain(`${item.file}: alt text (tr), focal point`)
  })

  it("editing a portrait's alt text or focal point shows on the public team page within seconds, without a publish", async () => {
    const item = (await library()).find((m) => m.url === '/media/team/selin-aksoy.svg')!
    expect(item.usedBy.map((u) => `${u.type}/${u.key}`)).toContain('team-member/selin-aksoy')
    const alt = { ...item.alt, en: 'Selin Aksoy in the Istanbul office', tr: 'Selin Aksoy İstanbul ofisinde' }
    const res = await editor.send('PATCH', `/admin/api/media/${item.id}`, { alt, focalX: 0.5, focalY: 0.2 })
    expect(res.status).toBe(200)
    const page = async (path: string) => (await h.request(path)).text()
    await expect.poll(() => page('/our-team'), { timeout: 3000 }).toContain('alt="Selin Aksoy in the Istanbul office"')
    expect(await page('/our-team')).toMatch(
      /alt="Selin Aksoy in the Istanbul office"[^>]*object-position:50% 20%|object-position:50% 20%[^>]*alt="Selin Aksoy in the Istanbul office"/,
    )
    await expect.poll(() => page('/tr/our-team'), { timeout: 3000 }).toContain('alt="Selin Aksoy İstanbul ofisinde"')
    expect((await h.content.team('en'))!.find((m) => m.id === 'selin-aksoy')!.portrait).toMatchObject({
      alt: 'Selin Aksoy in the Istanbul office',
      position: '50% 20%',
    })
  })

  it('refuses to delete an image a document or a post uses, naming them; deletes an unused one', async () => {
    const emre = (await library()).find((m) => m.url === '/media/team/emre-kaya.svg')!
    const refused = await editor.send('DELETE', `/admin/api/media/${emre.id}`)
    expect(refused.status).toBe(409)
    const body = await json(refused)
    expect(body.usedBy).toEqual([{ type: 'team-member', key: 'emre-kaya', parts: ['neutral'] }])
    expect(body.error).toBe('This image is in use and was not deleted. Choose another image in each of these first: team-member/emre-kaya.')

    const cover = await upload('#5c7a3e', { en: 'A title deed' })
    const post = await editor.send('POST', '/admin/api/posts', {
      title: 'Certified Copies of Title Deeds',
      slug: 'certified-copies-of-title-deeds',
      date: '2026-11-20',
      metaTitle: '',
      metaDescription: 'How a foreign owner obtains a certified copy of a title deed from the land registry.',
      keywords: '',
      imageUrl: cover.url,
      imageAlt: 'A title deed',
      markdown: 'The land registry issues certified copies to the owner or an authorised lawyer.',
    })
    expect(post.status).toBe(201)
    const byPost = await editor.send('DELETE', `/admin/api/media/${cover.id}`)
    expect(byPost.status).toBe(409)
    expect((await json(byPost)).usedBy).toEqual([{ type: 'post', key: 'certified-copies-of-title-deeds', parts: ['en'] }])

    const unused = await upload('#7a3e5c')
    expect((await library()).find((m) => m.id === unused.id)!.usedBy).toEqual([])
    expect((await translator.send('DELETE', `/admin/api/media/${unused.id}`)).status).toBe(403)
    expect((await editor.send('DELETE', `/admin/api/media/${unused.id}`)).status).toBe(200)
    expect((await library()).some((m) => m.id === unused.id)).toBe(false)
    expect((await editor.send('DELETE', `/admin/api/media/${unused.id}`)).status).toBe(404)
  })

  it('refuses to publish a portrait without alt text in a language the page is published in, saying so', async () => {
    const item = await upload('#3e7a5c', { en: 'Portrait of Emre Kaya', tr: 'Emre Kaya portresi' })
    const id = (await h.store.content.findDocument('team-member', 'emre-kaya'))!.id
    const draft = (await h.store.content.getDraft(id, 'neutral'))!
    const saved = await editor.send('PUT', `/admin/api/content/documents/${id}/draft`, {
      part: 'neutral',
      rev: draft.rev,
      data: { ...draft.data, portrait: item.url },
    })
    expect(saved.status).toBe(200)
    const publish = () => editor.send('POST', `/admin/api/content/documents/${id}/publish`, { parts: ['neutral'] })
    const refused = await publish()
    expect(refused.status).toBe(422)
    const { problems } = (await refused.json()) as { problems: { part: string; field?: string; message: string }[] }
    expect(problems).toEqual([expect.objectContaining({ part: 'ar', message: expect.stringMatching(/no alt text in Arabic/) })])
    expect((await h.store.content.getDraft(id, 'neutral'))!.data.portrait).toBe(item.url)

    const described = await editor.send('PATCH', `/admin/api/media/${item.id}`, { alt: { ...item.alt, ar: 'صورة أمره كايا' } })
    expect(described.status).toBe(200)
    expect((await publish()).status).toBe(200)
    expect((await library()).find((m) => m.id === item.id)!.usedBy).toEqual([
      expect.objectContaining({ type: 'team-member', key: 'emre-kaya' }),
    ])
  })

  it('serves the media screen to editors, not to translators', async () => {
    const page = await editor.get('/admin/api/pages/media')
    expect(page.status).toBe(200)
    expect(((await page.json()) as { page: string; media: unknown[] }).media.length).toBeGreaterThan(40)
    expect((await translator.get('/admin/api/pages/media')).status).toBe(403)
    expect((await library(translator)).length).toBeGreaterThan(40)
  })
})
