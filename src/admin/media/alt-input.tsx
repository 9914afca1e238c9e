import { textFieldHandlers } from '../../components/ui/text-input'
import { localeConfig, type Locale } from '../../i18n/locales'
import { Field, inputClass } from '../ui'

/** An image's alt text in one language, written in that language's direction, its hint and error tied to it. */
export function AltInput({
  id,
  locale,
  value,
  onValue,
  onBlur,
  hint,
  error,
}: {
  id: string
  locale: Locale
  value: string
  onValue: (text: string) => void
  onBlur: () => void
  hint?: string
  error?: string
}) {
  return (
    <Field id={id} label={`Alt text (${localeConfig[locale].name})`} hint={hint} error={error}>
      <input
        id={id}
        lang={locale}
        dir={localeConfig[locale].dir}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        {...textFieldHandlers(onValue)}
        onBlur={onBlur}
        className={inputClass}
      />
    </Field>
  )
}
