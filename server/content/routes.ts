import { Hono, type Context } from 'hono'
import { prepare, send, type Prepared } from '../http/prepared.ts'
import { isLocale, type Locale } from '../../src/i18n/locales.ts'
import { CONTENT_API_PREFIX, type ContentSource, type ContentType } from '../../src/lib/content-source.ts'
import type { ServerContentSource } from './snapshot.ts'

type Read = {
  one?: (s: ContentSource, l: Locale, key: string) => Promise<unknown>
  list?: (s: ContentSource, l: Locale) => Promise<unknown>
}

/** Each address's read (src/lib/content-source.ts `ContentType`): a document by its key, or the type's list. */
const reads: Record<ContentType, Read> = {
  layout: { list: (s, l) => s.layout(l) },
  service: { one: (s, l, k) => s.service(l, k), list: (s, l) => s.services(l) },
  'case-study': { one: (s, l, k) => s.caseStudy(l, k), list: (s, l) => s.caseStudies(l) },
  guide: { one: (s, l, k) => s.guide(l, k), list: (s, l) => s.guides(l) },
  'team-member': { one: (s, l, k) => s.teamMember(l, k), list: (s, l) => s.team(l) },
  testimonial: { list: (s, l) => s.testimonials(l) },
  // A type with one document answers under its own name as key (/faq/faq), as the seed names it.
  faq: { one: async (s, l, k) => (k === 'faq' ? s.faq(l) : null) },
  home: { one: async (s, l, k) => (k === 'home' ? s.home(l) : null) },
  about: { one: async (s, l, k) => (k === 'about' ? s.about(l) : null) },
  privacy: { one: async (s, l, k) => (k === 'privacy' ? s.privacy(l) : null) },
}

const MAX_KEY = 200

/**
 * GET /api/content/<locale>/<type>[/<key>]: one document's copy in one language as JSON, for the browser's
 * client-side navigation (src/features/content/content-api.ts). Each answer is prepared once per content version
 * (compressed, strong ETag, `no-cache`, so a browser revalidates and gets a 304 while it is unchanged) and then sent
 * as stored bytes, like the posts JSON. Unknown languages, types and keys answer 404 and are not kept, so made-up
 * addresses cannot fill memory: only real documents are.
 */
export function contentRoutes(source: ServerContentSource, https: (c: Context) => boolean): Hono {
  const app = new Hono()
  const held = new Map<string, { version: number; body: Promise<Prepared | null> }>()
  const notFound = (c: Context) => c.json({ success: false, error: 'No such content' }, 404, { 'Cache-Control': 'no-cache' })

  app.get(`${CONTENT_API_PREFIX}/:locale/:type/:key?`, async (c) => {
    const { locale, type, key } = c.req.param()
    if (!isLocale(locale) || !Object.hasOwn(reads, type) || (key?.length ?? 0) > MAX_KEY) return notFound(c)
    const read = reads[type as ContentType]
    const load = key === undefined ? read.list && (() => read.list!(source, locale)) : read.one && (() => read.one!(source, locale, key))
    if (!load) return notFound(c)
    const name = `${locale}/${type}/${key ?? ''}`
    const version = source.version()
    let entry = held.get(name)
    if (entry?.version !== version) {
      const body = load().then((data) =>
        data === null
          ? null
          : prepare(
              { identity: Buffer.from(JSON.stringify(data), 'utf8') },
              { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
            ),
      )
      entry = { version, body }
      held.set(name, entry)
      // Neither a failed read nor a missing document is kept.
      const forget = () => {
        if (held.get(name) === entry) held.delete(name)
      }
      body.then((prepared) => prepared ?? forget(), forget)
    }
    const prepared = await entry.body
    return prepared ? send(c, prepared, https(c)) : notFound(c)
  })
  return app
}
