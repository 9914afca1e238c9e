import { QueryClientContext, useQuery, useQueryClient } from '@tanstack/react-query'
import { useContext, useMemo, useState } from 'react'
import { textFieldHandlers } from '../../components/ui/text-input'
import { DEFAULT_LOCALE, localeConfig, locales, type Locale } from '../../i18n/locales'
import { focalPosition, mediaQuery, patchMedia } from '../media/media-api'
import { UploadForm } from '../media/upload-form'
import { inputClass } from '../ui'
import { controlId, languageProps, useEditor, type MediaItem } from './editor-context'
import { LeafField, type WidgetProps } from './field-control'

/** How the chosen image's alt text is saved: on every change (the form's owner decides), or when a field is left. */
type AltWriter = { write: (id: string, locale: Locale, alt: string) => void; saveOn: 'change' | 'blur' }

/**
 * An image chosen from the media library, with its alt text per language. The document stores the image's URL (the
 * `id` of the form's MediaItem); the alt text belongs to the image (ADR 36 3.3), so it is saved to the image, not
 * with the document. Inside the back office (a Query client present) the field reads the library itself and can
 * upload a new image into it; otherwise it offers the `media` the form was given and reports alt text through
 * `onMediaAltChange`. In translation mode the image is fixed and only the translation's alt text is written.
 */
export function ImageWidget(props: WidgetProps) {
  const client = useContext(QueryClientContext)
  const editor = useEditor()
  if (client) return <LibraryImageWidget {...props} />
  const writer = editor.onMediaAltChange ? { write: editor.onMediaAltChange, saveOn: 'change' as const } : null
  return <ImageChoice {...props} media={editor.media} writer={writer} />
}

/** The field on the media library's query: the library's images (and any the form was given), saved through its API. */
function LibraryImageWidget(props: WidgetProps) {
  const editor = useEditor()
  const client = useQueryClient()
  const { data: library = [] } = useQuery(mediaQuery)
  const media = useMemo(() => {
    const fromLibrary: MediaItem[] = library.map((m) => ({
      id: m.url,
      url: m.url,
      name: m.originalName,
      alt: m.alt,
      focal: focalPosition(m),
    }))
    const given = editor.media.filter((g) => !fromLibrary.some((m) => m.id === g.id))
    return [...given, ...fromLibrary]
  }, [library, editor.media])
  const writer: AltWriter = editor.onMediaAltChange
    ? { write: editor.onMediaAltChange, saveOn: 'change' }
    : {
        saveOn: 'blur',
        write: (url, locale, alt) => {
          const item = library.find((m) => m.url === url)
          if (item) void patchMedia(client, item.id, { alt: { [locale]: alt } })
        },
      }
  return <ImageChoice {...props} media={media} writer={writer} library />
}

function ImageChoice({
  node,
  name,
  media,
  writer,
  library = false,
}: WidgetProps & { media: readonly (MediaItem & { focal?: string })[]; writer: AltWriter | null; library?: boolean }) {
  const editor = useEditor()
  const find = (id: unknown) => media.find((item) => item.id === id)
  if (editor.english) {
    const chosen = find(editor.form.getFieldValue(name))
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-navy-100 p-4">
        <p className="text-sm font-semibold text-navy-900">{node.meta.label}</p>
        {chosen ? (
          <ChosenImage item={chosen} id={controlId(editor.formId, name)} languages={[editor.locale]} writer={writer} />
        ) : (
          <p className="text-sm">No image.</p>
        )}
      </div>
    )
  }
  return (
    <LeafField node={node} name={name} hint={media.length ? undefined : 'The media library has no image yet.'}>
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
              {media.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
            {chosen ? <ChosenImage key={chosen.id} item={chosen} id={control.id} languages={locales} writer={writer} /> : null}
            {library ? (
              <details className="rounded-md border border-navy-100 p-3">
                <summary className="cursor-pointer text-sm font-semibold">Upload a new image</summary>
                <div className="mt-3">
                  <UploadForm idPrefix={`${control.id}-upload`} nested onUploaded={(item) => setValue(item.url)} />
                </div>
              </details>
            ) : null}
          </>
        )
      }}
    </LeafField>
  )
}

/** The image, and its alt text in each given language; English shown beside a translation's for reference. */
function ChosenImage({
  item,
  id,
  languages,
  writer,
}: {
  item: MediaItem & { focal?: string }
  id: string
  languages: readonly Locale[]
  writer: AltWriter | null
}) {
  const [alt, setAlt] = useState(item.alt)
  const [saved, setSaved] = useState<Partial<Record<Locale, string>>>(item.alt)
  const type = (locale: Locale, text: string) => {
    if (text === alt[locale]) return
    setAlt({ ...alt, [locale]: text })
    if (writer?.saveOn === 'change') writer.write(item.id, locale, text)
  }
  const leave = (locale: Locale) => {
    const text = alt[locale] ?? ''
    if (writer?.saveOn !== 'blur' || text === (saved[locale] ?? '')) return
    setSaved({ ...saved, [locale]: text })
    writer.write(item.id, locale, text)
  }
  const translating = !languages.includes(DEFAULT_LOCALE)
  return (
    <div className="flex flex-col gap-2">
      <img
        src={item.url}
        alt=""
        width={160}
        height={90}
        className="rounded-md bg-navy-100 object-cover"
        style={item.focal ? { objectPosition: item.focal } : undefined}
      />
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
              readOnly={!writer}
              aria-describedby={missing ? `${altId}-missing` : undefined}
              {...textFieldHandlers((text) => type(locale, text))}
              onBlur={() => leave(locale)}
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
