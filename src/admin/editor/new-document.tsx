import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { newDocumentSchema, type NewDocumentInput, type NewDocumentType } from '../../lib/new-document'
import { callApi } from '../api'
import { showServerErrors, useAppForm } from '../form'
import { useAdminNavigate } from '../router-link'
import { Button } from '../ui'
import { DOCUMENT_TYPE_NAMES } from './document-types'

/** What the one field asks for, per type: a team member's short name, a page's address. */
const KEY_FIELD: Record<NewDocumentType, { label: string; hint: string }> = {
  'team-member': {
    label: 'Short name',
    hint: 'The person’s name in lower-case Latin letters joined by hyphens, e.g. leyla-demir. Guides and the home page name them by it; it cannot be changed later.',
  },
  service: {
    label: 'Address',
    hint: 'The page’s address after /services/, in lower-case Latin letters joined by hyphens, e.g. work-permits.',
  },
  'case-study': {
    label: 'Address',
    hint: 'The page’s address after /case-studies/, in lower-case Latin letters joined by hyphens, e.g. villa-purchase-bodrum.',
  },
  testimonial: {
    label: 'Short name',
    hint: 'For the back office only, e.g. maria-k-spain. It cannot be changed later.',
  },
}

/**
 * "New team member" (or service, case study, testimonial) on a type's list: one field, the new document's short
 * name, checked by the server's schema; then the editor opens on its first draft, where the rest is filled in.
 */
export function NewDocument({ type }: { type: NewDocumentType }) {
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const navigate = useAdminNavigate()
  const one = DOCUMENT_TYPE_NAMES[type].one.toLowerCase()
  const form = useAppForm({
    defaultValues: { key: '' } as NewDocumentInput,
    validators: { onSubmit: newDocumentSchema },
    onSubmit: async ({ value }) => {
      const key = value.key.trim()
      const result = await callApi<{ id: number }>('POST', '/admin/api/content/documents', { type, key })
      if (!result.ok) return void showServerErrors(form, { key: result.errors?.key ?? result.error ?? `Could not make the ${one}.` })
      await queryClient.invalidateQueries({ queryKey: ['content-documents'] })
      await navigate({ to: '/content/$type/$key', params: { type, key } })
    },
  })
  if (!open)
    return (
      <Button className="mt-4" onClick={() => setOpen(true)}>
        New {one}
      </Button>
    )
  return (
    <form.AppForm>
      <form.FormElement
        aria-label={`New ${one}`}
        className="mt-4 flex max-w-xl flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-navy-100"
      >
        <h2 className="font-serif text-xl font-semibold">New {one}</h2>
        <form.AppField name="key">
          {(field) => (
            <field.TextField
              label={KEY_FIELD[type].label}
              hint={KEY_FIELD[type].hint}
              autoComplete="off"
              spellCheck={false}
              autoFocus
              // The server's word on the name it was given (taken) no longer holds for a new one, and would block the send.
              onValue={() => field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))}
            />
          )}
        </form.AppField>
        <p className="text-sm text-navy-700">A draft is made and opened in the editor. Nothing is on the site until you publish it.</p>
        <div className="flex gap-3">
          <form.SubmitButton busy="Making the draft…">Make the draft</form.SubmitButton>
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </form.FormElement>
    </form.AppForm>
  )
}
