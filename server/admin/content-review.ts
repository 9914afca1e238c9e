import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { DEFAULT_LOCALE, isLocale } from '../../src/i18n/locales.ts'
import { auditNote } from '../db/store.ts'
import { documentName } from '../db/content.ts'
import { preparePublish, storeRefusal, type ContentServiceDeps } from '../content/publish.ts'
import { documentItem, documentReviews, englishHash, liveParts, type LiveParts } from '../content/document-reviews.ts'
import { languageName } from '../content/validate.ts'
import type { Session } from './accounts.ts'
import { partProblems, partRefusal } from './content.ts'

/**
 * Approving a translation in one place (ADR 36, 3.4): the approver's correction is saved, that language published
 * and its unit marked reviewed. The rules of document review are in server/content/document-reviews.ts.
 */

const approveSchema = z.object({
  rev: z.number().int().min(0),
  data: z.record(z.string(), z.unknown()),
  sourceHash: z.string().min(1),
})

type Vars = { Variables: { session: Session | null } }

/** POST /admin/api/content/documents/:id/parts/:locale/approve: an approver fixes and approves in one action. */
export function contentReviewRoutes(deps: ContentServiceDeps): Hono<Vars> {
  const { store } = deps
  const app = new Hono<Vars>()
  const fail = (c: Context, status: 400 | 403 | 404 | 409 | 422, error: string, more: Record<string, unknown> = {}) =>
    c.json({ ok: false, error, ...more }, status)

  /**
   * Saves the draft the approver corrected, publishes that language and marks it reviewed with the English seen.
   * Refused with 409 when the English changed since the approver read it (an approval names what was seen), and
   * when someone else saved the part meanwhile; 422 with the fields' problems; 403 for an account that may not
   * approve translations. A publish validation refuses keeps the correction as a draft (422); otherwise the save, the
   * publish and the review are one Store transaction (ADR 30): all of them happen, or none.
   */
  app.post('/documents/:id{[0-9]+}/parts/:locale/approve', async (c) => {
    const user = c.get('session')!.user
    const locale = c.req.param('locale')
    if (!isLocale(locale) || locale === DEFAULT_LOCALE)
      return fail(c, 400, 'Only a translation is approved: name a language other than English.')
    const parsed = approveSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success)
      return fail(c, 400, 'Send { rev, data, sourceHash }: the rev you started from, the fields and the hash of the English you read.')
    const doc = await store.content.getDocument(Number(c.req.param('id')))
    if (!doc) return fail(c, 404, 'This document no longer exists.')
    if (!(await store.accounts.mayApproveTranslations(user.id)))
      return fail(c, 403, 'Your account may not approve translations. Ask an owner to grant it on the accounts screen.')
    const refusal = partRefusal(user, locale, 'publish', doc)
    if (refusal) return fail(c, 403, refusal)
    const live: LiveParts = await liveParts(store, doc.id)
    const english = live.get(DEFAULT_LOCALE)
    if (!english) return fail(c, 409, 'Its English is not published, so there is nothing to approve the translation against.')
    const seen = englishHash(english.data)
    if (parsed.data.sourceHash !== seen)
      return fail(
        c,
        409,
        'The English changed since you opened this translation, and an approval names what was seen: reload it, read the changes and approve again.',
        {
          sourceHash: seen,
        },
      )
    const { rev, data } = parsed.data
    const errors = partProblems(doc.type, locale, data)
    if (errors) return fail(c, 422, 'Check the highlighted fields: nothing was saved or approved.', { errors })

    const actor = user.email
    const at = new Date().toISOString()
    const conflict = (current: { updatedBy: string; updatedAt: string } | null) =>
      fail(
        c,
        409,
        current
          ? `${current.updatedBy} saved this translation at ${current.updatedAt}, after you opened it. Compare their version with yours; nothing was approved.`
          : 'This translation changed after you opened it. Reload it; nothing was approved.',
        { current },
      )
    // The same checks as the editor's publish, site validation included, with the correction as the draft; the
    // approver's rights were checked above.
    const checked = await preparePublish(deps, doc.id, [locale], { actor, approved: true }, { [locale]: data })
    if (!checked.ok) {
      // Refused: the correction is kept as a draft, so the approver's words are not lost; nothing is published.
      const saved = await store.content.saveDraft(doc.id, locale, data, rev, actor, at)
      if (!saved.ok) return conflict(saved.current)
      await store.audit.record(auditNote(actor, 'content.save-draft', `${documentName(doc)} ${locale} rev ${saved.rev}`, Date.parse(at)))
      return fail(
        c,
        checked.status === 422 ? 422 : checked.status,
        `${checked.error} The correction is saved as a draft; nothing was approved.`,
        {
          problems: 'problems' in checked ? checked.problems : [],
        },
      )
    }
    // Saved, published and marked reviewed in one transaction: a failure in any step keeps none of them.
    const approved = await store.content.approveTranslation(
      {
        documentId: doc.id,
        part: locale,
        data,
        baseRev: rev,
        extras: checked.prepared.extras,
        review: {
          item: documentItem(doc.id),
          locale,
          status: 'reviewed',
          sourceHash: seen,
          reviewer: actor,
          reviewedAt: at,
          note: '',
          updatedAt: at,
        },
        audit: auditNote(actor, 'translation.approve', `${locale} ${documentName(doc)} approved (English ${seen})`, Date.parse(at)),
      },
      actor,
      at,
    )
    if (!approved.ok) {
      if (approved.reason === 'conflict') return conflict(approved.current)
      const refused = await storeRefusal(store, checked.prepared.name, approved)
      return fail(c, refused.status === 422 ? 422 : refused.status, `${refused.error} Nothing was saved or approved.`)
    }
    const now: LiveParts = await liveParts(store, doc.id)
    const review = (await documentReviews(store, doc.id, now))[locale]
    return c.json({
      ok: true,
      rev: approved.rev,
      versions: approved.versions,
      review,
      message: `The ${languageName(locale)} translation is published and approved.`,
    })
  })

  return app
}
