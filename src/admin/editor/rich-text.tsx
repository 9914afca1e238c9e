import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { textFieldHandlers } from '../../components/ui/text-input'
import { Button, inputClass } from '../ui'
import { languageProps, useEditor } from './editor-context'
import { LeafField, type ControlProps, type WidgetProps } from './field-control'
import { applyFormat, MARKDOWN_FORMATS, type MarkdownFormat } from './markdown-format'
import type { Locale } from '../../i18n/locales'

const PREVIEW_MS = 300

export function RichTextWidget({ node, name }: WidgetProps) {
  return (
    <LeafField node={node} name={name} hint="Markdown: ## for a heading, **bold**, *italic*, - for a list item, [text](/page) for a link.">
      {(control, value, setValue) => (
        <MarkdownEditor control={control} label={node.meta.label} value={typeof value === 'string' ? value : ''} onValue={setValue} />
      )}
    </LeafField>
  )
}

function MarkdownEditor({
  control,
  label,
  value,
  onValue,
}: {
  control: ControlProps
  label: string
  value: string
  onValue: (value: string) => void
}) {
  const { renderPreview, locale } = useEditor()
  const area = useRef<HTMLTextAreaElement>(null)
  // The selection to restore once the edited text is rendered (setting it before would be overwritten).
  const selection = useRef<[number, number] | null>(null)
  useLayoutEffect(() => {
    if (!selection.current || !area.current) return
    area.current.setSelectionRange(...selection.current)
    selection.current = null
  })
  const apply = (format: MarkdownFormat) => {
    const el = area.current
    if (!el) return
    const edit = applyFormat(value, el.selectionStart, el.selectionEnd, format)
    selection.current = [edit.start, edit.end]
    onValue(edit.text)
    el.focus()
  }
  return (
    <>
      <FormattingToolbar label={label} controls={control.id} onFormat={apply} />
      <textarea ref={area} {...control} rows={10} value={value} {...textFieldHandlers(onValue)} className={`${inputClass} font-mono`} />
      {renderPreview ? (
        <MarkdownPreview
          id={`${control.id}-preview`}
          markdown={value}
          locale={(control.lang as Locale | undefined) ?? locale}
          render={renderPreview}
        />
      ) : null}
    </>
  )
}

/**
 * The WAI-ARIA toolbar pattern: one tab stop for the whole toolbar and the arrow keys (Home, End) between its
 * buttons, so each rich-text field adds one tab stop, not five.
 */
function FormattingToolbar({ label, controls, onFormat }: { label: string; controls: string; onFormat: (format: MarkdownFormat) => void }) {
  const [active, setActive] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const count = MARKDOWN_FORMATS.length
  const moveTo = (index: number) => {
    const next = (index + count) % count
    setActive(next)
    buttons.current[next]?.focus()
  }
  const keys: Record<string, () => void> = {
    ArrowRight: () => moveTo(active + 1),
    ArrowLeft: () => moveTo(active - 1),
    Home: () => moveTo(0),
    End: () => moveTo(count - 1),
  }
  return (
    <div
      role="toolbar"
      aria-label={`Formatting: ${label}`}
      aria-controls={controls}
      onKeyDown={(e) => {
        if (!keys[e.key]) return
        e.preventDefault()
        keys[e.key]()
      }}
      className="flex flex-wrap gap-1"
    >
      {MARKDOWN_FORMATS.map((format, i) => (
        <button
          key={format.id}
          ref={(el) => {
            buttons.current[i] = el
          }}
          type="button"
          tabIndex={i === active ? 0 : -1}
          onClick={() => {
            setActive(i)
            onFormat(format.id)
          }}
          className="rounded border border-navy-200 bg-white px-2 py-1 text-xs font-semibold text-navy-900 hover:bg-navy-50"
        >
          {format.label}
        </button>
      ))}
    </div>
  )
}

/** The text as the site will show it, made by the caller (the server renders and sanitises Markdown, ADR 36 2.3). */
function MarkdownPreview({
  id,
  markdown,
  locale,
  render,
}: {
  id: string
  markdown: string
  locale: Locale
  render: (markdown: string, locale: Locale) => Promise<string>
}) {
  const [open, setOpen] = useState(false)
  // null while it is being made, false when it could not be.
  const [html, setHtml] = useState<string | null | false>(null)
  useEffect(() => {
    if (!open) return
    let current = true
    const timer = setTimeout(() => {
      render(markdown, locale).then(
        (result) => current && setHtml(result),
        () => current && setHtml(false),
      )
    }, PREVIEW_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [open, markdown, locale, render])
  return (
    <>
      <Button variant="secondary" className="self-start" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? 'Hide preview' : 'Show preview'}
      </Button>
      <div id={id} hidden={!open} {...languageProps(locale)} className="post-preview rounded-md border border-navy-100 bg-white p-4">
        {html === null || html === false ? (
          <p>{html === false ? 'The preview could not be made. Your text is kept; try again in a moment.' : 'Making the preview…'}</p>
        ) : (
          // The caller's HTML is rendered and sanitised by the server's Markdown path, as the post editor's preview.
          <div dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </>
  )
}
