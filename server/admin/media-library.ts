import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { may, PERMISSION_DENIED } from '../../src/lib/admin-permissions.ts'
import { DEFAULT_LOCALE, isLocale, locales, type Locale } from '../../src/i18n/locales.ts'
import type { MediaItem } from '../db/content.ts'
import { auditNote, type Store } from '../db/store.ts'
import type { Post } from '../db/posts.ts'
import type { MediaStore } from '../media/media-store.ts'
import type { Logger } from '../log.ts'
import { mediaUrl } from '../content/media.ts'
import { NO_FILE, storeLibraryImage, uploadBodyLimit, uploadedFile, UploadError } from './media.ts'
import type { Session } from './accounts.ts'
import type { MediaLibraryItem, MediaUse } from '../../src/admin/page-data.ts'

/**
 * The media library's API (ADR 36, 3.3), JSON under /admin/api/media: every image once, with its URL, its alt text
 * per language, its focal point and where it is used (published documents through `content_refs`, posts through
 * their cover or body); upload (re-encoded as covers are, server/admin/media.ts), alt text and focal point, and
 * deletion, refused while anything uses the image. access.ts lets editors and owners in, and translators read the
 * library and write its alt text in the languages they translate, never the English (checked here).
 */

type Vars = { Variables: { session: Session | null } }

const MAX_ALT = 300

const altSchema = z.record(
  z.string().refine(isLocale, 'Alt text is kept for the site’s languages only (en, tr, ar).'),
  z.string().max(MAX_ALT, `Alt text is at most ${MAX_ALT} characters: describe the picture in one sentence.`),
)
const focal = z
  .number('The focal point is a position from 0 to 1.')
  .min(0, 'The focal point is a position from 0 to 1.')
  .max(1, 'The focal point is a position from 0 to 1.')
  .nullable()
const patchSchema = z.object({ alt: altSchema.optional(), focalX: focal.optional(), focalY: focal.optional() }).strict()

/** Posts whose cover or body shows `url`: a post's language is the part it uses the image in. */
function postsUsing(posts: readonly Post[], url: string): MediaUse[] {
  return posts
    .filter((p) => p.images.some((image) => image.imageUrl === url) || p.body.includes(url) || (p.markdown ?? '').includes(url))
    .map((p) => ({ type: 'post', key: p.slug ?? String(p.id), parts: [p.language] }))
}

/** Where one image is used, documents first. */
async function usesOf(store: Store, media: MediaItem, posts: readonly Post[]): Promise<MediaUse[]> {
  const documents = await store.content.mediaUsedBy(media.id)
  return [...documents.map((d) => ({ type: d.type, key: d.key, parts: d.parts })), ...postsUsing(posts, mediaUrl(media.file))]
}

/** "service/labor-law, post/renting-in-istanbul": the users named in a refusal. */
const named = (uses: readonly MediaUse[]) => uses.map((u) => `${u.type}/${u.key}`).join(', ')

/** The library as the screen lists it, newest first. */
export async function mediaLibrary(store: Store): Promise<MediaLibraryItem[]> {
  const [media, posts] = await Promise.all([store.content.listMedia(), store.posts.search('')])
  return Promise.all(media.map(async (m) => ({ ...m, url: mediaUrl(m.file), usedBy: await usesOf(store, m, posts) })))
}

/** The alt text fields of an upload's form: `alt.en`, `alt.tr`, `alt.ar`; blanks left out. */
function altFromForm(body: Record<string, unknown>): Partial<Record<Locale, string>> | string {
  const alt: Partial<Record<Locale, string>> = {}
  for (const locale of locales) {
    const value = body[`alt.${locale}`]
    if (typeof value !== 'string' || !value.trim()) continue
    if (value.length > MAX_ALT) return `Alt text is at most ${MAX_ALT} characters: describe the picture in one sentence.`
    alt[locale] = value.trim()
  }
  return alt
}

export function mediaLibraryRoutes(deps: { store: Store; media: MediaStore; log?: Logger }): Hono<Vars> {
  const { store } = deps
  const app = new Hono<Vars>()
  const user = (c: Context<Vars>) => c.get('session')!.user
  const now = () => new Date().toISOString()
  const mediaId = (c: Context) => Number(c.req.param('id'))
  const notFound = (c: Context) => c.json({ ok: false, error: 'This image is no longer in the library.' }, 404)
  const item = async (id: number) => (await mediaLibrary(store)).find((m) => m.id === id) ?? null

  app.get('/', async (c) => c.json({ ok: true, media: await mediaLibrary(store) }))

  app.post('/', uploadBodyLimit(), async (c) => {
    const upload = await uploadedFile(c)
    if (!upload) return c.json({ ok: false, error: NO_FILE, errors: { file: NO_FILE } }, 400)
    const { file } = upload
    const alt = altFromForm(upload.body)
    if (typeof alt === 'string') return c.json({ ok: false, error: alt }, 400)
    let stored: Awaited<ReturnType<typeof storeLibraryImage>>
    try {
      stored = await storeLibraryImage(deps.media, new Uint8Array(await file.arrayBuffer()), deps.log)
    } catch (error) {
      if (error instanceof UploadError) return c.json({ ok: false, error: error.message, errors: { file: error.message } }, error.status)
      throw error
    }
    // The same picture again has the same file: the library keeps one row, and the alt text typed now fills
    // only the languages it had none in.
    const existing = (await store.content.listMedia()).find((m) => m.file === stored.file)
    if (existing) {
      const missing = Object.fromEntries(Object.entries(alt).filter(([locale]) => !existing.alt[locale]?.trim()))
      if (Object.keys(missing).length) await store.content.setMediaAlt(existing.id, { ...existing.alt, ...missing })
      return c.json({ ok: true, existing: true, media: await item(existing.id) })
    }
    const name = (file.name || 'image').slice(0, 200)
    const id = await store.content.addMedia({ ...stored, alt, originalName: name }, user(c).email, now())
    return c.json({ ok: true, media: await item(id) }, 201)
  })

  app.patch('/:id{[0-9]+}', async (c) => {
    const parsed = patchSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) {
      const errors: Record<string, string> = {}
      for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.') || 'form'] ??= issue.message
      return c.json({ ok: false, error: Object.values(errors)[0] ?? 'Check the values.', errors }, 400)
    }
    const media = await store.content.getMedia(mediaId(c))
    if (!media) return notFound(c)
    const { alt, focalX, focalY } = parsed.data
    const account = user(c)
    // A translator describes the image in the languages they translate; the English and the crop are an editor's.
    if (!may(account, 'content')) {
      const english = alt && Object.hasOwn(alt, DEFAULT_LOCALE) && alt[DEFAULT_LOCALE] !== (media.alt[DEFAULT_LOCALE] ?? '')
      if (english || focalX !== undefined || focalY !== undefined) return c.json({ ok: false, error: PERMISSION_DENIED.content }, 403)
    }
    const notes: string[] = []
    if (alt) {
      const merged: Record<string, string> = { ...media.alt } as Record<string, string>
      for (const [locale, text] of Object.entries(alt)) {
        if (text.trim()) merged[locale] = text.trim()
        else delete merged[locale]
      }
      await store.content.setMediaAlt(media.id, merged)
      notes.push(`alt text (${Object.keys(alt).join(', ')})`)
    }
    if (focalX !== undefined || focalY !== undefined) {
      await store.content.setMediaFocal(
        media.id,
        focalX === undefined ? media.focalX : focalX,
        focalY === undefined ? media.focalY : focalY,
      )
      notes.push('focal point')
    }
    if (notes.length) await store.audit.record(auditNote(account.email, 'media.edit', `${media.file}: ${notes.join(', ')}`))
    return c.json({ ok: true, media: await item(media.id) })
  })

  app.delete('/:id{[0-9]+}', async (c) => {
    const media = await store.content.getMedia(mediaId(c))
    if (!media) return notFound(c)
    // Posts are not in content_refs: checked first, then the Store refuses atomically for documents.
    const posts = postsUsing(await store.posts.search(''), mediaUrl(media.file))
    const refused = (usedBy: MediaUse[]) =>
      c.json(
        {
          ok: false,
          error: `This image is in use and was not deleted. Choose another image in each of these first: ${named(usedBy)}.`,
          usedBy,
        },
        409,
      )
    if (posts.length) return refused([...(await usesOf(store, media, [])), ...posts])
    const result = await store.content.deleteMedia(media.id, user(c).email, now())
    if (!result.deleted) {
      if (result.usedBy.length) return refused(result.usedBy.map((d) => ({ type: d.type, key: d.key, parts: d.parts })))
      return notFound(c)
    }
    return c.json({ ok: true })
  })

  return app
}
