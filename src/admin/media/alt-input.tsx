import { z } from 'zod'
import { textFieldHandlers } from '../../components/ui/text-input'
import { localeConfig, locales, type Locale } from '../../i18n/locales'
import { Field, inputClass } from '../ui'

/** The server's limit (server/admin/media.ts): one sentence, not a caption. */
const MAX_ALT = 300

/**
 * An image's alt text in every language, as the upload and the library's card check it before sending: English
 * required where an upload needs it; every language at most one sentence long.
 */
export function altTextSchema({ englishRequired }: { englishRequired: boolean }) {
  const sentence = z.string().max(MAX_ALT, `At most ${MAX_ALT} characters: describe the picture in one sentence.`)
  return z.object(
    Object.fromEntries(
      locales.map((locale) => [
        locale,
        locale === 'en' && englishRequired
          ? sentence.trim().min(1, 'Describe the picture in English: what someone who cannot see it should know.')
          : sentence,
      ]),
    ) as Record<Locale, z.ZodString>,
  )
}

/** What AltInput needs of a TanStack Form field holding one language's alt text. */
export interface AltField {
  state: { value: string }
  handleChange: (text: string) => void
  handleBlur: () => void
}

/**
 * An image's alt text in one language, written in that language's direction, its hint and error tied to it: the
 * upload form's and the library card's, bound to their form's field.
 */
export function AltInput({
  idPrefix,
  locale,
  field,
  hint,
  error,
}: {
  idPrefix: string
  locale: Locale
  field: AltField
  hint?: string
  error?: string
}) {
  const id = `${idPrefix}-alt-${locale}`
  return (
    <Field id={id} label={`Alt text (${localeConfig[locale].name})`} hint={hint} error={error}>
      <input
        id={id}
        lang={locale}
        dir={localeConfig[locale].dir}
        value={field.state.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        {...textFieldHandlers((text) => field.handleChange(text))}
        onBlur={field.handleBlur}
        className={inputClass}
      />
    </Field>
  )
}
