import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { useStore } from '@tanstack/react-form'
import type { z } from 'zod'
import { DEFAULT_LOCALE, localeConfig, type Locale } from '../../i18n/locales'
import { Button } from '../ui'
import {
  EditorProvider,
  useEditorForm,
  type Editor,
  type EditorForm,
  type MediaItem,
  type ReferenceOptions,
  type Values,
} from './editor-context'
import { ErrorSummary } from './error-summary'
import { plainValidator } from './plain-errors'
import { fieldNameOf } from './schema-fields'
import { ObjectFields } from './structure'

/** Editing English (with the neutral fields), or translating into another language with the English beside it. */
export type EditingMode = { part: 'source' } | { part: 'translation'; locale: Locale; english: Values }

export interface DocumentFormProps<S extends z.ZodObject> {
  /** The document type's schema; every field registered in `fields` (src/content/model.ts). */
  schema: S
  /** The document in the language being edited: its neutral fields and that language's localized fields, merged. */
  value: z.input<S>
  mode: EditingMode
  /** The media library's images an image field may use. */
  media?: readonly MediaItem[]
  /** An image's alt text was edited (it is saved with the image, not the document). */
  onMediaAltChange?: (id: string, locale: Locale, alt: string) => void
  /** The documents each reference field may point at. */
  references?: ReferenceOptions
  /** Renders a rich-text field's Markdown as the site will show it (sanitised HTML). */
  renderPreview?: (markdown: string, locale: Locale) => Promise<string>
  /** Paths of translated fields whose English changed since (`faq.<key>.answer`, ADR 36 3.4). */
  stale?: ReadonlySet<string>
  /** The server's refusals, path -> message in plain words; each shows until its field is changed. */
  serverErrors?: Readonly<Record<string, string>>
  /** The save state to show (saved at…, saving, not saved), kept in a live region. */
  saveState?: ReactNode
  /** The whole document after every change, for autosave. */
  onChange?: (value: z.input<S>) => void
  onSubmit?: (value: z.output<S>) => void | Promise<void>
  submitLabel?: string
}

/**
 * The editing form of any document type, generated from its zod schema and the `fields` registry: one component
 * per field kind, on TanStack Form with the schema as its validator. Nothing here is written per type.
 */
export function DocumentForm<S extends z.ZodObject>(props: DocumentFormProps<S>) {
  const { schema, value, mode, saveState, submitLabel = 'Save' } = props
  const formId = `doc-${useId().replace(/[^A-Za-z0-9]/g, '')}`
  const validator = useMemo(() => plainValidator<Values>(schema), [schema])
  const summary = useRef<HTMLDivElement>(null)
  const [invalidSaves, setInvalidSaves] = useState(0)
  const form = useEditorForm({
    value: value as Values,
    validator,
    onSubmit: async (values) => {
      const parsed = schema.safeParse(values)
      if (parsed.success) await props.onSubmit?.(parsed.data)
    },
    onSubmitInvalid: () => setInvalidSaves((n) => n + 1),
  })
  useEffect(() => {
    if (invalidSaves) summary.current?.focus()
  }, [invalidSaves])
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  const server = useServerErrors(form, props.serverErrors)
  const stale = useMemo(() => new Set([...(props.stale ?? [])].map((path) => fieldNameOf(path, value) ?? path)), [props.stale, value])
  const translation = mode.part === 'translation' ? mode : undefined
  const locale = translation?.locale ?? DEFAULT_LOCALE
  const editor: Editor = {
    form,
    formId,
    locale,
    english: translation?.english,
    submitted,
    media: props.media ?? [],
    onMediaAltChange: props.onMediaAltChange,
    references: props.references ?? {},
    renderPreview: props.renderPreview,
    isStale: (name) => stale.has(name),
    serverError: (name) => server.errors.get(name),
    edited: server.dismiss,
  }
  return (
    <EditorProvider value={editor}>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {translation ? (
            <p className="text-sm text-navy-800">
              Translating into <span lang={locale}>{localeConfig[locale].name}</span>, field by field, with the English beside each field.
              Fields shared by every language (addresses, dates, settings) are changed in the English editor.
            </p>
          ) : null}
          <div role="status" aria-live="polite" className="ms-auto text-sm text-navy-700">
            {saveState}
          </div>
        </div>
        <ErrorSummary ref={summary} schema={schema} serverErrors={server.errors} />
        <ObjectFields node={{ name: '', schema, optional: false, meta: { kind: 'object', label: 'the document' } }} name="" />
        <ReportChanges form={form} onChange={props.onChange as ((value: Values) => void) | undefined} />
        <Button type="submit" className="self-start">
          {submitLabel}
        </Button>
      </form>
    </EditorProvider>
  )
}

/**
 * The server's field errors by the form's field names, each dropped once its field is changed (it describes a
 * value no longer there); a new answer from the server shows all of its own.
 */
function useServerErrors(form: EditorForm, given: Readonly<Record<string, string>> | undefined) {
  const [dismissed, setDismissed] = useState({ given, names: new Set<string>() })
  if (dismissed.given !== given) setDismissed({ given, names: new Set() })
  const errors = new Map<string, string>()
  for (const [path, message] of Object.entries(given ?? {})) {
    const name = fieldNameOf(path, form.state.values) ?? path
    if (!dismissed.names.has(name)) errors.set(name, message)
  }
  const dismiss = (name: string) => {
    if (errors.has(name)) setDismissed((current) => ({ ...current, names: new Set(current.names).add(name) }))
  }
  return { errors, dismiss }
}

/** Calls `onChange` with the whole document after each change (not on first render): autosave's hook. */
function ReportChanges({ form, onChange }: { form: EditorForm; onChange?: (value: Values) => void }) {
  const values = useStore(form.store, (state) => state.values)
  const first = useRef(values)
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    if (values !== first.current) latest.current?.(values)
  }, [values])
  return null
}
