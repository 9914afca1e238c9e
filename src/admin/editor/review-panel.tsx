import { useState } from 'react'
import type { Locale } from '../../i18n/locales'
import { callApi } from '../api'
import { Button, IstanbulTime, Notice, StateBadge } from '../ui'
import type { DocumentAnswer, PartReview } from './content-api'
import { partLabel } from './document-types'
import type { PartBase } from './use-autosave'

/**
 * A translation's review (the review line's contract): its status, who reviewed it and when, how many fields went
 * stale (the form highlights them), and, for an approver, approving what is on the screen in one action: the draft
 * is saved, that language published and marked reviewed.
 */
export function ReviewPanel({
  review,
  locale,
  answer,
  mayApprove,
  draft,
  onApproved,
}: {
  review: PartReview
  locale: Locale
  answer: DocumentAnswer
  mayApprove: boolean
  draft: () => PartBase
  /**
   * Done, in plain words. The editor shows it above its body: an approval publishes and the document is refetched
   * with new revisions, which remounts the body and this panel with it, so a message kept here would vanish at once.
   */
  onApproved: (message: string) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const approve = async () => {
    const { rev, data } = draft()
    const result = await callApi<{ message?: string }>(
      'POST',
      `/admin/api/content/documents/${answer.document.id}/parts/${locale}/approve`,
      { rev, data, sourceHash: review.sourceHash },
    )
    if (result.ok) {
      setError(null)
      onApproved(result.data.message ?? `${partLabel(locale)} approved and published.`)
    } else setError(result.error ?? `The server answered ${result.status}.`)
  }
  return (
    <section aria-labelledby="review-title" className="rounded-lg bg-white p-4 ring-1 ring-navy-100">
      <h2 id="review-title" className="font-serif text-xl font-semibold">
        Review of the {partLabel(locale)} translation
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <StateBadge state={review.status} />
        {review.reviewer && review.reviewedAt ? (
          <span>
            by {review.reviewer}, <IstanbulTime iso={review.reviewedAt} />
          </span>
        ) : null}
        {review.stale.length ? <StateBadge state="stale" /> : null}
        {review.stale.length ? <span>{review.stale.length} field(s) marked below changed in English since.</span> : null}
      </p>
      {mayApprove ? (
        <Button className="mt-3" onClick={() => void approve()}>
          Approve and publish {partLabel(locale)}
        </Button>
      ) : null}
      {error ? (
        <div className="mt-3">
          <Notice kind="error">{error}</Notice>
        </div>
      ) : null}
    </section>
  )
}
