import { afterEach, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../test/harness.ts'
import { createAccount, pngImage, signedIn, uploadForm, type AdminClient } from '../test/admin.ts'
import { COVER_IMAGE_RULE } from '../../src/lib/cover-image.ts'
import type { PostDetail } from '../../src/admin/page-data.ts'

/**
 * Issue 34, point 5: a post's cover image is a file of this site under /media/ (an upload, or the site's own
 * pictures), never an address elsewhere; a bad value already stored is not shown on the public pages.
 */

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const post = (over: Record<string, string> = {}) => ({
  title: 'Certified Copies of Title Deeds',
  slug: 'certified-copies-of-title-deeds',
  date: '2026-11-20',
  metaTitle: '',
  metaDescription: 'How a foreign owner obtains a certified copy of a title deed from the land registry.',
  keywords: '',
  imageUrl: '',
  imageAlt: 'A title deed with a land registry stamp',
  markdown: 'The land registry issues certified copies to the owner or an authorised lawyer.',
  ...over,
})

async function upload(client: AdminClient): Promise<string> {
  const res = await client.send('POST', '/admin/api/posts/cover-image', uploadForm(await pngImage(1600, 1000, '#335577'), 'cover.png'))
  expect(res.status).toBe(200)
  return ((await res.json()) as { url: string }).url
}

describe('back office: cover image addresses', () => {
  it('refuses any cover image that is not a file of this site, on create and on save, with the editor’s message', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'editor@firm.example'))
    const refused = [
      '//evil.example/track.png',
      ' //evil.example/track.png',
      'http://evil.example/track.png',
      'https://evil.example/track.png',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      '/\\evil.example/track.png',
      '\\\\evil.example\\track.png',
      '/\t/evil.example/track.png',
      '/ /evil.example/track.png',
      '/media/../admin/track.png',
      '/media/uploads/../../etc/passwd.png',
      '/media/uploads/x.webp?https://evil.example',
      '/track.png',
    ]
    for (const imageUrl of refused) {
      const res = await client.send('POST', '/admin/api/posts', post({ imageUrl }))
      expect(res.status, JSON.stringify(imageUrl)).toBe(400)
      expect(((await res.json()) as { errors: Record<string, string> }).errors.imageUrl, JSON.stringify(imageUrl)).toBe(COVER_IMAGE_RULE)
    }

    const uploaded = await upload(client)
    const created = await client.send('POST', '/admin/api/posts', post({ imageUrl: uploaded }))
    expect(created.status).toBe(201)
    const { id } = ((await created.json()) as { post: PostDetail }).post
    const save = (imageUrl: string) => client.send('PUT', `/admin/api/posts/${id}`, post({ imageUrl }))
    expect((await save('//evil.example/track.png')).status).toBe(400)
    // The site's own pictures (the sample posts' covers) stay usable.
    expect((await save('/media/blog/buying-property-in-turkey-as-a-foreigner.svg')).status).toBe(200)
    expect((await save(uploaded)).status).toBe(200)
    expect((await client.send('POST', `/admin/api/posts/${id}/publish`, {})).status).toBe(200)
    const article = await (await h.request('/blog/certified-copies-of-title-deeds')).text()
    expect(article).toContain(`src="${uploaded}"`)
  })

  it('does not show a bad cover image already stored: no <img>, no preload, not in the API', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'editor@firm.example'))
    const created = (await (await client.send('POST', '/admin/api/posts', post())).json()) as { post: PostDetail }
    expect((await client.send('POST', `/admin/api/posts/${created.post.id}/publish`, {})).status).toBe(200)
    // A row written before the rule (or by another tool).
    await h.sql.run(
      'UPDATE posts SET images = ? WHERE id = ?',
      JSON.stringify([{ imageUrl: '//evil.example/track.png', altText: 'Tracking pixel' }]),
      created.post.id,
    )

    const article = await h.request('/blog/certified-copies-of-title-deeds')
    expect(article.status).toBe(200)
    const html = await article.text()
    expect(html).toContain('Certified Copies of Title Deeds')
    expect(html).not.toContain('evil.example')
    for (const url of ['/blog', '/', '/api/client/Content/GetAllProjects']) {
      const res = await h.request(url)
      expect(res.status, url).toBe(200)
      expect(await res.text(), url).not.toContain('evil.example')
    }
  })
})
