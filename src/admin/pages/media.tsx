import { useForm, useStore } from '@tanstack/react-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { localeConfig, locales, type Locale } from '../../i18n/locales'
import { firstMessage } from '../form'
import { deleteMedia, mediaQuery, patchMedia, usageLabel } from '../media/media-api'
import { FocalPicker } from '../media/focal-picker'
import { AltInput, altTextSchema } from '../media/alt-input'
import { UploadForm } from '../media/upload-form'
import type { MediaLibraryItem, MediaUse } from '../page-data'
import { Button, Notice } from '../ui'

/**
 * The media library (ADR 36, 3.3): every image once, with its alt text per language, its focal point and where it
 * is used; upload, describe, delete. An image in use is not deleted: the answer lists where it is used.
 */
export function MediaPage({ media }: { media: MediaLibraryItem[] }) {
  const { data = media } = useQuery({ ...mediaQuery, initialData: media })
  const [unusedOnly, setUnusedOnly] = useState(false)
  const unused = data.filter((m) => m.usedBy.length === 0)
  const shown = unusedOnly ? unused : data
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Media</h1>
      <p className="mt-2 max-w-prose text-sm text-navy-700">
        Upload an image once and use it on any page. Its alt text belongs to the image: a page using it is published in a language only once
        the image is described in that language.
      </p>
      <section aria-labelledby="media-upload" className="mt-6 max-w-xl rounded-lg border border-navy-100 p-4">
        <h2 id="media-upload" className="mb-3 font-semibold">
          Upload an image
        </h2>
        <UploadForm idPrefix="media-upload" />
      </section>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <h2 className="font-semibold">
          {data.length} images, {unused.length} not used
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={unusedOnly} onChange={(e) => setUnusedOnly(e.currentTarget.checked)} />
          Show only images no page or post uses
        </label>
      </div>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((item) => (
          <li key={item.id}>
            <MediaCard item={item} />
          </li>
        ))}
      </ul>
    </>
  )
}

const altSchema = altTextSchema({ englishRequired: false })

function MediaCard({ item }: { item: MediaLibraryItem }) {
  const client = useQueryClient()
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string; usedBy?: MediaUse[] } | null>(null)
  const form = useForm({
    defaultValues: Object.fromEntries(locales.map((l) => [l, item.alt[l] ?? ''])) as Record<Locale, string>,
    validators: { onSubmit: altSchema },
    onSubmit: async ({ value }) => {
      const result = await patchMedia(client, item.id, { alt: value })
      setMessage(result.ok ? { kind: 'success', text: 'Alt text saved.' } : { kind: 'error', text: result.error ?? 'Could not save.' })
    },
  })
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0)
  const saveFocal = async (focalX: number, focalY: number) => {
    const result = await patchMedia(client, item.id, { focalX, focalY })
    if (!result.ok) setMessage({ kind: 'error', text: result.error ?? 'Could not save the focal point.' })
  }
  const remove = async () => {
    if (!window.confirm(`Delete “${item.originalName}” from the media library?`)) return
    const result = await deleteMedia(client, item.id)
    if (!result.ok) setMessage({ kind: 'error', text: result.error ?? 'Could not delete.', usedBy: result.data.usedBy })
  }
  const prefix = `media-${item.id}`
  return (
    <article aria-labelledby={`${prefix}-name`} className="flex flex-col gap-3 rounded-lg border border-navy-100 p-4">
      <h3 id={`${prefix}-name`} className="break-all font-semibold">
        {item.originalName}
      </h3>
      <p className="text-xs text-navy-600">
        {item.width && item.height ? `${item.width} × ${item.height} px · ` : ''}
        <a href={item.url} className="underline">
          {item.url}
        </a>
      </p>
      <FocalPicker item={item} onChange={(x, y) => void saveFocal(x, y)} />
      <div>
        <p className="text-sm font-semibold">Used by</p>
        {item.usedBy.length ? (
          <ul className="list-disc ps-5 text-sm">
            {item.usedBy.map((use) => (
              <li key={`${use.type}/${use.key}`}>{usageLabel(use)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">Not used by any page or post.</p>
        )}
      </div>
      <form
        method="post"
        noValidate
        aria-label={`Alt text of ${item.originalName}`}
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        {locales.map((locale) => (
          <form.Field key={locale} name={locale}>
            {(field) => (
              <AltInput
                idPrefix={prefix}
                locale={locale}
                field={field}
                hint={
                  field.state.value.trim()
                    ? undefined
                    : `Missing: pages using this image cannot be published in ${localeConfig[locale].name} until it is described.`
                }
                error={submitted ? firstMessage(field.state.meta.errors) : undefined}
              />
            )}
          </form.Field>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary">
            Save alt text
          </Button>
          <Button variant="danger" onClick={() => void remove()}>
            Delete
          </Button>
        </div>
      </form>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {message?.usedBy?.length ? (
        <ul aria-label="Where it is used" className="list-disc ps-5 text-sm">
          {message.usedBy.map((use) => (
            <li key={`${use.type}/${use.key}`}>{usageLabel(use)}</li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
