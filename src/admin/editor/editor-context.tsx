import { createContext, useContext } from 'react'
import { useForm, type StandardSchemaV1 } from '@tanstack/react-form'
import type { DocumentType } from '../../content/model'
import { localeConfig, type Locale } from '../../i18n/locales'

/** A document's values as the form holds them: the neutral fields and one language's localized fields, merged. */
export type Values = Record<string, unknown>

export function useEditorForm(options: {
  value: Values
  validator: StandardSchemaV1<Values, unknown>
  onSubmit: (value: Values) => void | Promise<void>
  onSubmitInvalid: () => void
}) {
  return useForm({
    defaultValues: options.value,
    // One validator, the document's own schema: every field's errors come from it, under the field's path.
    validators: { onChange: options.validator },
    onSubmit: ({ value }) => options.onSubmit(value),
    onSubmitInvalid: options.onSubmitInvalid,
  })
}

export type EditorForm = ReturnType<typeof useEditorForm>

/** An image of the media library as the form offers it; `id` is what a document's image field stores. */
export interface MediaItem {
  id: string
  url: string
  name: string
  /** Alt text per language: it belongs to the image (ADR 36 3.3), so every document using it shares it. */
  alt: Partial<Record<Locale, string>>
}

/** The documents a reference field may point at, per type: `value` is the document's key. */
export type ReferenceOptions = Partial<Record<DocumentType, readonly { value: string; label: string }[]>>

export interface Editor {
  form: EditorForm
  /** Prefix of every id in this form, so two forms on one page never share one. */
  formId: string
  /** The language localized fields are written in: English, or the translation's language. */
  locale: Locale
  /** In translation mode, the English document shown beside the translation; absent when editing English. */
  english?: Values
  /** Whether a save was tried: from then on every field shows its error, touched or not. */
  submitted: boolean
  media: readonly MediaItem[]
  onMediaAltChange?: (id: string, locale: Locale, alt: string) => void
  references: ReferenceOptions
  renderPreview?: (markdown: string, locale: Locale) => Promise<string>
  isStale: (name: string) => boolean
  serverError: (name: string) => string | undefined
  /** A field was changed: its server error no longer describes what is typed. */
  edited: (name: string) => void
}

const EditorContext = createContext<Editor | null>(null)
export const EditorProvider = EditorContext.Provider

export function useEditor(): Editor {
  const editor = useContext(EditorContext)
  if (!editor) throw new Error('A document field was rendered outside DocumentForm.')
  return editor
}

/** Inside a field the translator writes as a whole (a localized list or object): everything in it is editable. */
export const LocalizedScope = createContext(false)

/** Ids of the English text a translated field is described by (set by the side-by-side row around it). */
export const SourceDescription = createContext('')

/** The HTML id of a field's control: `faq[2].answer` -> `<form>-faq-2-answer`. */
export function controlId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+$/, '')}`
}

/** `lang` and `dir` for text written in a language: Arabic fields run right to left. */
export function languageProps(locale: Locale): { lang: Locale; dir: 'ltr' | 'rtl' } {
  return { lang: locale, dir: localeConfig[locale].dir }
}
