import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { auditNote, type Post, type Store, type TranslationText } from '../db/store.ts'
import { sourceHash } from '../db/source-hash.ts'
import { renderPostBody } from './posts.ts'
import type { Session } from './accounts.ts'
import { readXliff, UNIT_NAMES, writeXliff, XliffError, type UnitName } from './xliff.ts'
import { getOnly } from './request-guards.ts'
import { approveTranslationSchema, sendBackSchema, translateSchema, translationLanguageSchema } from '../../src/lib/admin.ts'
import { localeConfig, type Locale } from '../../src/i18n/locales.ts'
import { localizedPath } from '../../src/i18n/paths.ts'
import type { PostDetail } from '../../src/admin/page-data.ts'

/** The largest returned translation file read: a long post is some 50 KB, a selection of them a few hundred. */
export const MAX_XLIFF_BYTES = 2 * 1024 * 1024

const languageName = (code: string) => (code in localeConfig ? localeConfig[code as Locale].name : code)

/** How an audit entry names a translation: the post, its language and its English post. */
const auditDetail = (id: number, language: string, sourceId: number, status: string) =>
  `#${id} (${language}, translation of #${sourceId}): ${status}`

/** The English text of each exchanged unit: the editor's text for the body (Markdown, or HTML for file posts). */
function unitText(post: Post): Record<UnitName, string> {
  return { title: post.title, description: post.description ?? '', body: post.markdown ?? post.body }
}

/** Texts compared as the staleness rule compares them: a change of words counts, re-spacing does not. */
const sameText = (a: string, b: string) => sourceHash(a) === sourceHash(b)

export const NOT_AN_APPROVER = 'Your account may not approve translations or send them back. An owner can allow it on the accounts screen.'

export type TranslateOutcome =
  { ok: true; id: number } | { ok: false; status: 400 | 404; error: string } | { ok: false; status: 409; error: string; existingId: number }

export interface ImportedTranslation {
  id: number
  sourceId: number
  language: string
  title: string
  created: boolean
}

/**
 * The back office's side of post translations: "Translate", the review steps, and the exchange with an outside
 * translator; each checks who may do it and writes the audit log. The data rules live in the Store's translations
 * repository (server/db/store.ts).
 */
export class AdminPostTranslations {
  private readonly store: Store
  private readonly posts: Store['posts']

  constructor(store: Store) {
    this.store = store
    this.posts = store.posts
  }

  mayApprove(session: Session): Promise<boolean> {
    return this.store.accounts.mayApproveTranslations(session.user.id)
  }

  /** A linked draft of an English post in another language, prefilled from it; a second one per language is refused. */
  async translate(sourceId: number, language: string, actor: string, now = Date.now()): Promise<TranslateOutcome> {
    const result = await this.store.translations.createPostTranslation(sourceId, language, new Date(now).toISOString(), {
      audit: (id) => auditNote(actor, 'created translation', auditDetail(id, language, sourceId, 'draft'), now),
    })
    if (!result.ok) {
      switch (result.reason) {
        case 'no-source':
          return { ok: false, status: 404, error: 'This post no longer exists.' }
        case 'not-english':
        case 'same-language':
          return { ok: false, status: 400, error: 'Translations are made from an English post into another language.' }
        case 'exists':
          return {
            ok: false,
            status: 409,
            error: `This post has a ${languageName(language)} translation already: “${result.existing.title}”. Edit that one.`,
            existingId: result.existing.id,
          }
      }
    }
    return { ok: true, id: result.id }
  }

  /**
   * A review step by `session`'s account. Approving and sending back are for accounts allowed to approve
   * translations; approving is refused when the English changed after `seenHash` was shown to the reviewer.
   */
  async review(
    id: number,
    session: Session,
    step: { action: 'approve'; seenHash: string } | { action: 'send-back'; note: string } | { action: 'in-review' },
    now = Date.now(),
  ): Promise<{ ok: true } | { ok: false; status: 403 | 404 | 409; error: string }> {
    if (step.action !== 'in-review' && !(await this.mayApprove(session))) return { ok: false, status: 403, error: NOT_AN_APPROVER }
    const post = await this.posts.byId(id)
    if (!post) return { ok: false, status: 404, error: 'This post no longer exists.' }
    const action = { approve: 'approved translation', 'send-back': 'sent translation back', 'in-review': 'marked translation in review' }[
      step.action
    ]
    // The status each step leaves, named in the audit line written with it.
    const status = { approve: 'reviewed', 'send-back': 'draft', 'in-review': 'in-review' }[step.action]
    const note = step.action === 'send-back' ? ` — “${step.note.slice(0, 200)}”` : ''
    const result = await this.store.translations.reviewPostTranslation(
      id,
      step.action === 'approve' ? { action: 'approve', reviewer: session.user.email, seenHash: step.seenHash } : step,
      new Date(now).toISOString(),
      auditNote(session.user.email, action, `${auditDetail(id, post.language, post.translationOf!, status)}${note}`, now),
    )
    if (!result.ok) {
      if (result.reason === 'source-changed')
        return {
          ok: false,
          status: 409,
          error:
            'The English post changed after you opened this page, so you would approve a translation of other words. Reload the page, compare the English again, then approve.',
        }
      return { ok: false, status: 409, error: 'This post is not a translation of an English post.' }
    }
    return { ok: true }
  }

  /** English posts as one XLIFF 2.0 file for a translator into `language`; an error names the post that cannot go. */
  async exportXliff(
    ids: number[],
    language: Locale,
    actor: string,
    now = Date.now(),
  ): Promise<{ ok: true; xml: string; fileName: string } | { ok: false; error: string }> {
    if (ids.length === 0) return { ok: false, error: 'Choose at least one English post to export.' }
    const posts: Post[] = []
    for (const id of [...new Set(ids)]) {
      const post = await this.posts.byId(id)
      if (!post) return { ok: false, error: `There is no post #${id}.` }
      if (post.language !== 'en')
        return { ok: false, error: `“${post.title}” is in ${languageName(post.language)}: translations are made from English posts.` }
      posts.push(post)
    }
    const xml = writeXliff(
      posts.map((p) => ({ id: p.id, original: localizedPath(`/blog/${p.slug ?? ''}`, 'en'), ...unitText(p) })),
      language,
      localeConfig[language].dir,
    )
    await this.store.audit.record(
      auditNote(
        actor,
        'exported posts for translation',
        `${posts.length} post(s) into ${language}: ${posts.map((p) => `#${p.id}`).join(', ')}`,
        now,
      ),
    )
    const day = new Date(now).toISOString().slice(0, 10)
    const fileName = posts.length === 1 ? `post-${posts[0].id}-${language}-${day}.xlf` : `posts-${language}-${day}.xlf`
    return { ok: true, xml, fileName }
  }

  /**
   * A translator's returned file: every post in it must be an English post whose text is still what the file's
   * <source> says, and every segment translated; then each translation is created or replaced as a draft, all in
   * one transaction. Any problem changes nothing and is thrown as an XliffError naming the post and unit.
   */
  async importXliff(text: string, actor: string, now = Date.now()): Promise<ImportedTranslation[]> {
    const doc = readXliff(text)
    if (doc.srcLang !== 'en')
      throw new XliffError(`The file translates from "${doc.srcLang}"; files exported here translate from English (en).`)
    const language = translationLanguageSchema.safeParse(doc.trgLang)
    if (!language.success)
      throw new XliffError(
        `The file's target language "${doc.trgLang}" is not one of the site's other languages (${Object.keys(localeConfig)
          .filter((l) => l !== 'en')
          .join(', ')}).`,
      )
    const seen = new Set<number>()
    const planned: { source: Post; translation: TranslationText }[] = []
    for (const { fileId, postId, units } of doc.posts) {
      if (seen.has(postId)) throw new XliffError(`${fileId} appears twice in the file.`)
      seen.add(postId)
      const source = await this.posts.byId(postId)
      if (!source || source.language !== 'en')
        throw new XliffError(
          `${fileId}: there is no English post #${postId} (it may have been deleted). Remove it from the file or export again.`,
        )
      const english = unitText(source)
      for (const name of UNIT_NAMES) {
        const unit = units[name]
        if (!unit && english[name].trim() === '') continue
        if (!unit && name !== 'description') throw new XliffError(`${fileId} (“${source.title}”), unit ${name}: missing from the file.`)
        if (!unit || !sameText(unit.source, english[name]))
          throw new XliffError(
            `${fileId} (“${source.title}”), unit ${name}: the English text has changed since this file was exported. Export the post again and have the changes translated.`,
          )
      }
      const title = units.title!.target.replace(/\s+/g, ' ').trim()
      if (title.length < 3 || title.length > 200)
        throw new XliffError(`${fileId}, unit title: the translated title must have 3 to 200 characters.`)
      const description = units.description ? units.description.target.replace(/\s+/g, ' ').trim() : ''
      if (description.length > 320)
        throw new XliffError(`${fileId}, unit description: the translated description must have at most 320 characters.`)
      const markdown = units.body?.target ?? ''
      const translation: TranslationText = {
        title,
        description: description || null,
        body: renderPostBody(markdown),
        markdown,
      }
      planned.push({ source, translation })
    }
    const at = new Date(now).toISOString()
    const result = await this.store.translations.importPostTranslations(
      language.data,
      planned.map(({ source, translation }) => ({ sourceId: source.id, text: translation })),
      at,
      ({ id, sourceId, created }) =>
        auditNote(
          actor,
          created ? 'imported translation (new)' : 'imported translation (replaced text)',
          auditDetail(id, language.data, sourceId, 'draft'),
          now,
        ),
    )
    if (!result.ok) throw new XliffError(`post-${result.sourceId}: the translation could not be created.`)
    const titles = new Map(planned.map(({ source, translation }) => [source.id, translation.title]))
    return result.items.map(({ id, sourceId, created }) => ({
      id,
      sourceId,
      language: language.data,
      title: titles.get(sourceId)!,
      created,
    }))
  }
}

type Vars = { Variables: { session: Session | null } }

/**
 * The calls under /admin/api/posts for translations (mounted by routes.ts behind its session and CSRF checks):
 * POST :id/translations, POST :id/translation/{approve,send-back,in-review}, GET export.xlf, POST import.
 */
export function postTranslationRoutes(store: Store, detail: (id: number) => Promise<PostDetail | null>): Hono<Vars> {
  const translations = new AdminPostTranslations(store)
  const app = new Hono<Vars>()
  const session = (c: Context<Vars>) => c.get('session')!
  const postId = (c: Context) => Number(c.req.param('id'))
  const body = async (c: Context) => (await c.req.json().catch(() => null)) as unknown

  app.post('/:id{[0-9]+}/translations', async (c) => {
    const parsed = translateSchema.safeParse(await body(c))
    if (!parsed.success) return c.json({ ok: false, error: parsed.error.issues[0].message }, 400)
    const result = await translations.translate(postId(c), parsed.data.language, session(c).user.email)
    if (result.ok) return c.json({ ok: true, id: result.id, url: `/admin/posts/${result.id}` }, 201)
    if (result.status === 409)
      return c.json({ ok: false, error: result.error, existingId: result.existingId, url: `/admin/posts/${result.existingId}` }, 409)
    return c.json({ ok: false, error: result.error }, result.status)
  })

  const reviewAnswer = async (c: Context<Vars>, pending: ReturnType<AdminPostTranslations['review']>) => {
    const result = await pending
    return result.ok ? c.json({ ok: true, post: await detail(postId(c)) }) : c.json({ ok: false, error: result.error }, result.status)
  }

  app.post('/:id{[0-9]+}/translation/approve', async (c) => {
    const parsed = approveTranslationSchema.safeParse(await body(c))
    if (!parsed.success) return c.json({ ok: false, error: parsed.error.issues[0].message }, 400)
    return reviewAnswer(c, translations.review(postId(c), session(c), { action: 'approve', seenHash: parsed.data.sourceHash }))
  })

  app.post('/:id{[0-9]+}/translation/send-back', async (c) => {
    // Who may send back is checked before the note: a refusal should not depend on what was typed.
    if (!(await translations.mayApprove(session(c)))) return c.json({ ok: false, error: NOT_AN_APPROVER }, 403)
    const parsed = sendBackSchema.safeParse(await body(c))
    if (!parsed.success)
      return c.json({ ok: false, error: parsed.error.issues[0].message, errors: { note: parsed.error.issues[0].message } }, 400)
    return reviewAnswer(c, translations.review(postId(c), session(c), { action: 'send-back', note: parsed.data.note }))
  })

  app.post('/:id{[0-9]+}/translation/in-review', (c) =>
    reviewAnswer(c, translations.review(postId(c), session(c), { action: 'in-review' })),
  )

  app.get('/export.xlf', getOnly, async (c) => {
    const language = translationLanguageSchema.safeParse(c.req.query('language') ?? '')
    if (!language.success) return c.json({ ok: false, error: language.error.issues[0].message }, 400)
    const ids =
      c.req
        .queries('id')
        ?.map(Number)
        .filter((n) => Number.isInteger(n) && n > 0) ?? []
    const result = await translations.exportXliff(ids, language.data, session(c).user.email)
    if (!result.ok) return c.json({ ok: false, error: result.error }, 400)
    return c.body(result.xml, 200, {
      'Content-Type': 'application/xliff+xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${result.fileName}"`,
    })
  })

  app.post(
    '/import',
    bodyLimit({
      maxSize: MAX_XLIFF_BYTES + 64 * 1024,
      onError: (c) => c.json({ ok: false, error: 'The file is larger than 2 MB. Import fewer posts at a time.' }, 413),
    }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => null)
      const file = form?.file
      if (!(file instanceof File)) return c.json({ ok: false, error: 'Choose the translated .xlf file to import.' }, 400)
      let text: string
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer())
      } catch {
        return c.json({ ok: false, error: 'The file is not UTF-8 text. Save it from the translation tool as XLIFF 2.0 (UTF-8).' }, 400)
      }
      try {
        const imported = await translations.importXliff(text, session(c).user.email)
        return c.json({ ok: true, imported })
      } catch (error) {
        if (error instanceof XliffError) return c.json({ ok: false, error: error.message }, 400)
        throw error
      }
    },
  )

  return app
}
