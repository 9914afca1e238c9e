import { afterEach, describe, expect, it } from 'vitest'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { startHarness, type Harness } from '../test/harness.ts'
import { createAccount, signedIn, type AdminClient } from '../test/admin.ts'
import { startLocalS3, type LocalS3 } from '../test/s3.ts'
import { parseEnv } from '../env.ts'
import { S3MediaStore } from './s3-media.ts'
import { MediaStoreError } from './media-store.ts'
import { storeCoverImage, UploadError } from '../admin/media.ts'
import { createLogger } from '../log.ts'
import type { PostDetail } from '../../src/admin/page-data.ts'

const open: { close: () => Promise<void> }[] = []
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close()
})

async function bucket(): Promise<LocalS3> {
  const s3 = await startLocalS3()
  open.push(s3)
  return s3
}

async function instance(env: Record<string, string>): Promise<Harness> {
  const h = await startHarness(env)
  open.push(h)
  return h
}

/** A 1600×1000 picture in one colour, as a staff member's PNG. */
const picture = (background: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
    .png()
    .toBuffer()

async function upload(client: AdminClient, png: Buffer): Promise<Response> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png')
  return client.send('POST', '/admin/api/posts/cover-image', form)
}

describe('uploaded images in an S3 bucket', () => {
  it('are stored in the bucket, not on the disk, and a second instance that shares only the bucket serves them', async () => {
    const s3 = await bucket()
    const first = await instance(s3.env)
    const second = await instance(s3.env)
    const client = await signedIn(first, await createAccount(first, 'images@firm.example'))

    const res = await upload(client, await picture('#335577'))
    expect(res.status).toBe(200)
    const { url } = (await res.json()) as { url: string }
    expect(url).toMatch(/^\/media\/uploads\/[a-f0-9]{20}-1200\.webp$/)
    const name = url.split('/').pop()!
    expect(await s3.keys()).toEqual([name, name.replace('-1200', '-640')].sort())
    expect(existsSync(path.join(first.env.dataDir, 'media')) && readdirSync(path.join(first.env.dataDir, 'media'))).not.toContain(name)

    // The object keeps the type and the year's caching, for anything that reads the bucket directly.
    const object = await s3.aws.fetch(`${s3.endpoint}/${s3.bucket}/${name}`, { method: 'HEAD' })
    expect([object.headers.get('content-type'), object.headers.get('cache-control')]).toEqual([
      'image/webp',
      'public, max-age=31536000, immutable',
    ])

    const served = await second.request(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 630])

    // Both instances give the same ETag, and a browser's revalidation gets a 304 that keeps it and the caching.
    const etag = served.headers.get('etag')!
    expect(etag).toMatch(/^"[^"]+"$/)
    expect((await first.request(url)).headers.get('etag')).toBe(etag)
    const again = await second.request(url, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(again.headers.has('content-security-policy')).toBe(false)

    const head = await second.request(url, { method: 'HEAD' })
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(meta.size)])
    const part = await second.request(url, { headers: { Range: 'bytes=0-11' } })
    expect(part.status).toBe(206)
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1', 8, 12)).toBe('WEBP')

    expect((await client.page('/admin/audit')).html).toContain(url)
  })

  it('draws an article’s share image over the cover read from the bucket', async () => {
    const s3 = await bucket()
    const h = await instance(s3.env)
    const client = await signedIn(h, await createAccount(h, 'editor@firm.example'))
    const { url } = (await (await upload(client, await picture('#cc2200'))).json()) as { url: string }
    const created = (await (
      await client.send('POST', '/admin/api/posts', {
        title: 'Residence Permits for Property Owners',
        slug: 'residence-permits-for-property-owners',
        date: '2026-11-20',
        metaTitle: '',
        metaDescription: 'Which property buyers can apply for a residence permit.',
        keywords: 'residence',
        imageUrl: url,
        imageAlt: 'A red square',
        markdown: '## Who can apply\n\nOwners of a home in Turkey.',
      })
    ).json()) as { post: PostDetail }
    expect((await client.send('POST', `/admin/api/posts/${created.post.id}/publish`, {})).status).toBe(200)

    const share = await h.request('/media/share/blog/residence-permits-for-property-owners.png')
    expect(share.status).toBe(200)
    // The cover fills the image's right-hand part.
    const { data, info } = await sharp(Buffer.from(await share.arrayBuffer()))
      .extract({ left: 1100, top: 300, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(info.width).toBe(1)
    const [red, green, blue] = data
    expect([red, green, blue].map((v, i) => Math.abs(v - [0xcc, 0x22, 0x00][i]) < 24)).toEqual([true, true, true])
  })

  it('answers the not-found page for a file the bucket does not have, and for a path that is not a file name', async () => {
    const s3 = await bucket()
    const h = await instance(s3.env)
    for (const probe of ['/media/uploads/0123456789abcdef0123-1200.webp', '/media/uploads/..%2fsite.db', '/media/uploads/a/b.webp']) {
      const res = await h.request(probe)
      expect(res.status, probe).toBe(404)
      expect(res.headers.get('content-type'), probe).toMatch(/^text\/html/)
    }
  })

  it('with the bucket down, tells the staff member nothing was stored and stores nothing; images answer 502', async () => {
    const s3 = await bucket()
    const h = await instance(s3.env)
    const client = await signedIn(h, await createAccount(h, 'images@firm.example'))
    const { url } = (await (await upload(client, await picture('#335577'))).json()) as { url: string }
    const auditLines = async () => (await client.page('/admin/audit')).html.split('uploaded image').length
    const recorded = await auditLines()

    await s3.stop()
    const res = await upload(client, await picture('#775533'))
    expect(res.status).toBe(503)
    expect(((await res.json()) as { error: string }).error).toBe(
      'The image could not be saved: the file storage is not available. Nothing was stored; try again in a few minutes, and if it keeps failing, tell whoever runs the site.',
    )
    const stored = await h.request(url)
    expect([stored.status, stored.headers.get('cache-control')]).toEqual([502, 'no-store'])
    expect(await auditLines()).toBe(recorded)

    await s3.start()
    expect(await s3.keys()).toEqual([url.replace('-1200', '-640'), url].map((u) => u.split('/').pop()).sort())
    expect((await h.request(url)).status).toBe(200)
  })

  it('with a key the bucket refuses, says the same to the staff member and stores nothing', async () => {
    const s3 = await bucket()
    const h = await instance({ ...s3.env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' })
    const client = await signedIn(h, await createAccount(h, 'images@firm.example'))
    expect((await upload(client, await picture('#335577'))).status).toBe(503)
    expect(await s3.keys()).toEqual([])
  })

  it('says at start when the bucket is missing or does not answer', async () => {
    const s3 = await bucket()
    expect(await new S3MediaStore(parseEnv(s3.env).s3!).check()).toBeNull()
    expect(await new S3MediaStore(parseEnv({ ...s3.env, S3_BUCKET: 'no-such-bucket' }).s3!).check()).toBe(
      `media: the bucket no-such-bucket at ${s3.endpoint} cannot be used: there is no such bucket. Uploads fail and images answer 502 until this is fixed.`,
    )
    await s3.stop()
    expect(await new S3MediaStore(parseEnv(s3.env).s3!).check()).toMatch(
      /^media: HEAD in the bucket site-media at .*: fetch failed \(ECONNREFUSED\)/,
    )
  })

  it('removes the sizes an upload stored when a later one fails, and keeps what an earlier upload of the picture left', async () => {
    const s3 = await bucket()
    const settings = parseEnv(s3.env).s3!
    const png = new Uint8Array(await picture('#335577'))
    const first = await storeCoverImage(new S3MediaStore(settings), png)
    expect(await s3.keys()).toEqual([...first.files].sort())

    // A bucket that takes the article size and then fails (as a bucket going away mid-upload does).
    class FailsOnSecondPut extends S3MediaStore {
      private puts = 0
      override async put(name: string, body: Uint8Array<ArrayBuffer>, contentType: string) {
        if (++this.puts === 2) throw new MediaStoreError(`PUT ${name}: ECONNRESET`)
        return super.put(name, body, contentType)
      }
    }
    const lines: string[] = []
    const other = new Uint8Array(await picture('#775533'))
    const failed = storeCoverImage(
      new FailsOnSecondPut(settings),
      other,
      createLogger({ out: (line) => lines.push(line), err: (line) => lines.push(line) }),
    )
    await expect(failed).rejects.toThrow(UploadError)
    await expect(failed).rejects.toMatchObject({ status: 503 })
    expect(await s3.keys()).toEqual([...first.files].sort())
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'media: upload not stored',
        error: expect.objectContaining({ message: expect.stringMatching(/^PUT [a-f0-9]{20}-640\.webp: ECONNRESET$/) }),
      }),
    )

    // The same picture as the first upload: its files are there already, so a failure removes neither.
    await expect(storeCoverImage(new FailsOnSecondPut(settings), png)).resolves.toMatchObject({ files: first.files })
    expect(await s3.keys()).toEqual([...first.files].sort())
  })
})
