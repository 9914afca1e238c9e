import { useForm, useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { localeConfig, locales } from '../../i18n/locales'
import { firstMessage } from '../form'
import type { MediaLibraryItem } from '../page-data'
import { Button, Field, Notice } from '../ui'
import { AltInput, altTextSchema } from './alt-input'
import { uploadMedia } from './media-api'

const MAX_BYTES = 5 * 1024 * 1024

/** The same rules the server applies (server/admin/media.ts), said before the file is sent. */
const uploadSchema = z.object({
  file: z
    .instanceof(File, { message: 'Choose an image file (JPEG, PNG or WebP).' })
    .nullable()
    .refine((file) => file !== null, 'Choose an image file (JPEG, PNG or WebP).')
    .refine((file) => !file || file.size <= MAX_BYTES, 'The image is larger than 5 MB. Make it smaller and try again.')
    .refine((file) => !file || /^image\/(jpeg|png|webp)$/.test(file.type), 'This file is not a JPEG, PNG or WebP image.'),
  alt: altTextSchema({ englishRequired: true }),
})

type Upload = z.input<typeof uploadSchema>

/**
 * Upload an image into the media library with its alt text per language (each in its own direction). English is
 * needed now; the other languages can follow, but a page using the image is not published in a language until the
 * image is described in it. `onUploaded` gets the new (or, for the same picture again, the existing) image.
 */
export function UploadForm({
  idPrefix,
  onUploaded,
  nested = false,
}: {
  idPrefix: string
  onUploaded?: (item: MediaLibraryItem) => void
  /** Inside another form (the document editor's): a group with its own button, since forms do not nest. */
  nested?: boolean
}) {
  const client = useQueryClient()
  const [done, setDone] = useState('')
  const [inputKey, setInputKey] = useState(0)
  const form = useForm({
    defaultValues: { file: null, alt: { en: '', tr: '', ar: '' } } as Upload,
    // Checked as the fields change (shown once an upload was tried), so fixing one field never hides another's error.
    validators: { onChange: uploadSchema },
    onSubmit: async ({ value }) => {
      setDone('')
      const result = await uploadMedia(client, value.file!, value.alt)
      if (!result.ok || !result.data.media) {
        form.setFieldMeta('file', (meta) => ({
          ...meta,
          errorMap: { ...meta.errorMap, onServer: result.error ?? 'The image could not be uploaded.' },
        }))
        return
      }
      const item = result.data.media
      setDone(result.data.existing ? `This picture is in the library already: “${item.originalName}”.` : `Uploaded “${item.originalName}”.`)
      form.reset()
      setInputKey((k) => k + 1)
      onUploaded?.(item)
    },
  })
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0)
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  const errorOf = (meta: { errors: unknown[]; errorMap: Record<string, unknown> }) =>
    submitted || meta.errorMap.onServer ? firstMessage(meta.errors) : undefined

  const fields = (
    <>
      <form.Field name="file">
        {(field) => {
          const id = `${idPrefix}-file`
          const error = errorOf(field.state.meta)
          return (
            <Field
              id={id}
              label="Image file"
              hint="JPEG, PNG or WebP, up to 5 MB. It is stored as WebP, without its camera data."
              error={error}
            >
              <input
                key={inputKey}
                id={id}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-invalid={error ? true : undefined}
                aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
                onChange={(e) => {
                  // The server's word was about the previous file.
                  field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
                  field.handleChange(e.currentTarget.files?.[0] ?? null)
                }}
                className="text-sm"
              />
            </Field>
          )
        }}
      </form.Field>
      {locales.map((locale) => (
        <form.Field key={locale} name={`alt.${locale}`}>
          {(field) => (
            <AltInput
              idPrefix={idPrefix}
              locale={locale}
              field={field}
              hint={locale === 'en' ? undefined : `Needed before a page using it is published in ${localeConfig[locale].name}.`}
              error={errorOf(field.state.meta)}
            />
          )}
        </form.Field>
      ))}
      <div>
        <Button type={nested ? 'button' : 'submit'} disabled={submitting} onClick={nested ? () => void form.handleSubmit() : undefined}>
          {submitting ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
      {done ? <Notice kind="success">{done}</Notice> : null}
    </>
  )
  if (nested)
    return (
      <div role="group" aria-label="Upload an image" className="flex flex-col gap-3">
        {fields}
      </div>
    )
  return (
    <form
      method="post"
      noValidate
      aria-label="Upload an image"
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      {fields}
    </form>
  )
}
