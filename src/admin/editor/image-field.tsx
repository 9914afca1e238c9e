import { useState } from 'react'
import { textFieldHandlers } from '../../components/ui/text-input'
import { DEFAULT_LOCALE, localeConfig, locales, type Locale } from '../../i18n/locales'
import { inputClass } from '../ui'
import { controlId, languageProps, useEditor, type MediaItem } from './editor-context'
import { LeafField, type WidgetProps } from './field-control'

/**
 * An image chosen from the media library, with its alt text per language. The document stores the image's id;
 * the alt text belongs to the image (ADR 36 3.3), so it is saved through `onMediaAltChange`, not with the document.
 * In translation mode the image is fixed and only the translation's alt text is written.
 */
export function ImageWidget({ node, name }: WidgetProps) {
  const editor = useEditor()
  const find = (id: unknown) => editor.media.find((item) => item.id === id)
  if (editor.english) {
    const chosen = find(editor.form.getFieldValue(name))
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-navy-100 p-4">
        <p className="text-sm font-semibold text-navy-900">{node.meta.label}</p>
        {chosen ? (
          <ChosenImage item={chosen} id={controlId(editor.formId, name)} languages={[editor.locale]} />
        ) : (
          <p className="text-sm">No image.</p>
        )}
      </div>
    )
  }
  return (
    <LeafField node={node} name={name} hint={editor.media.length ? undefined : 'The media library has no image yet.'}>
      {(control, value, setValue) => {
        const chosen = find(value)
        return (
          <>
            <select
              {...control}
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => setValue(e.currentTarget.value)}
              className={inputClass}
            >
              <option value="">{node.optional ? 'No image' : 'Choose an image…'}</option>
              {editor.media.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
            {chosen ? <ChosenImage key={chosen.id} item={chosen} id={control.id} languages={locales} /> : null}
          </>
        )
      }}
    </LeafField>
  )
}

/** The image, and its alt text in each given language; English shown beside a translation's for reference. */
function ChosenImage({ item, id, languages }: { item: MediaItem; id: string; languages: readonly Locale[] }) {
  const { onMediaAltChange } = useEditor()
  const [alt, setAlt] = useState(item.alt)
  const write = (locale: Locale, text: string) => {
    if (text === alt[locale]) return
    setAlt({ ...alt, [locale]: text })
    onMediaAltChange?.(item.id, locale, text)
  }
  const translating = !languages.includes(DEFAULT_LOCALE)
  return (
    <div className="flex flex-col gap-2">
      <img src={item.url} alt="" width={160} height={90} className="rounded-md bg-navy-100 object-cover" />
      {translating ? (
        <p className="text-sm" lang="en" dir="ltr">
          <span className="font-semibold">Alt text in English: </span>
          {item.alt.en || 'none yet'}
        </p>
      ) : null}
      {languages.map((locale) => {
        const altId = `${id}-alt-${locale}`
        const missing = !alt[locale]?.trim()
        return (
          <div key={locale} className="flex flex-col gap-1">
            <label htmlFor={altId} className="text-sm font-semibold text-navy-900">
              Alt text ({localeConfig[locale].name})
            </label>
            <input
              id={altId}
              {...languageProps(locale)}
              value={alt[locale] ?? ''}
              readOnly={!onMediaAltChange}
              aria-describedby={missing ? `${altId}-missing` : undefined}
              {...textFieldHandlers((text) => write(locale, text))}
              className={inputClass}
            />
            {missing ? (
              <p id={`${altId}-missing`} className="text-xs text-amber-900">
                Missing: a page with this image cannot be published in {localeConfig[locale].name} until the image is described in it.
              </p>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
