import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { localeConfig } from '../../i18n/locales'
import { StateBadge } from '../ui'
import { selectOptions } from './choice-fields'
import { controlId, LocalizedScope, SourceDescription, useEditor, type Editor, type Values } from './editor-context'
import { ITEM_KEY, itemNode, objectFields, pathSegments, type FieldNode } from './schema-fields'

/**
 * A localized field in translation mode: the English on one side, read-only and left to right, the translation
 * on the other in its own direction. A field whose English changed since it was translated or approved is marked,
 * with that English beside it.
 */
export function SideBySide({ node, name, children }: { node: FieldNode; name: string; children: ReactNode }) {
  const editor = useEditor()
  const id = controlId(editor.formId, name)
  const stale = editor.isStale(name)
  const english = englishAt(editor, name)
  return (
    <div
      data-stale={stale || undefined}
      className={cn(
        'grid gap-4 rounded-lg p-3 md:grid-cols-2',
        stale ? 'bg-amber-50 ring-2 ring-amber-400' : 'bg-white ring-1 ring-navy-100',
      )}
    >
      <div id={`${id}-source`} lang="en" dir="ltr" className="flex flex-col gap-1 text-sm">
        <p className="font-semibold text-navy-900">
          {node.meta.label} <span className="font-normal text-navy-600">in English</span>
        </p>
        {stale ? (
          <p className="text-amber-900">
            <StateBadge state="stale" /> The English changed after this translation was made or approved: check the translation against it.
          </p>
        ) : null}
        <EnglishText node={node} value={english} editor={editor} />
      </div>
      <div className="flex flex-col gap-1">
        <p lang={editor.locale} className="text-xs text-navy-600">
          {localeConfig[editor.locale].name}
        </p>
        <SourceDescription.Provider value={`${id}-source`}>
          <LocalizedScope.Provider value={true}>{children}</LocalizedScope.Provider>
        </SourceDescription.Provider>
      </div>
    </div>
  )
}

/**
 * The English value at a translation's field path. List items are matched by their key where they have one
 * (the order is language-neutral, but a key survives an item moved since), by position otherwise.
 */
export function englishAt(editor: Pick<Editor, 'english' | 'form'>, name: string): unknown {
  let english: unknown = editor.english
  let translation: unknown = editor.form.state.values
  for (const segment of pathSegments(name)) {
    const item = (translation as Record<string | number, unknown> | undefined)?.[segment]
    const key = typeof segment === 'number' ? (item as Values | undefined)?.[ITEM_KEY] : undefined
    english =
      typeof key === 'string' && Array.isArray(english)
        ? english.find((entry) => (entry as Values | undefined)?.[ITEM_KEY] === key)
        : (english as Record<string | number, unknown> | undefined)?.[segment]
    translation = item
  }
  return english
}

function EnglishText({ node, value, editor }: { node: FieldNode; value: unknown; editor: Editor }) {
  const text = displayText(node, value, editor)
  if (!text) return <p className="italic text-navy-600">Empty in English.</p>
  return <div className="whitespace-pre-wrap text-navy-900">{text}</div>
}

/** A value as words, for reading beside its translation (the Markdown of a rich text as written). */
function displayText(node: FieldNode, value: unknown, editor: Editor): string {
  if (value === undefined || value === null) return ''
  switch (node.meta.kind) {
    case 'select':
      return selectOptions(node).find((option) => option.value === String(value))?.label ?? String(value)
    case 'reference':
      return editor.references[node.meta.of!]?.find((option) => option.value === value)?.label ?? String(value)
    case 'image':
      return editor.media.find((item) => item.id === value)?.name ?? String(value)
    case 'hours': {
      const { days = [], opens = '', closes = '' } = value as { days?: string[]; opens?: string; closes?: string }
      return `${days.join(', ')}: ${opens}–${closes}`
    }
    case 'list': {
      const item = itemNode(node)
      return (value as unknown[]).map((entry) => `• ${displayText(item, entry, editor)}`).join('\n')
    }
    case 'object':
      return objectFields(node.schema)
        .map((field) => `${field.meta.label}: ${displayText(field, (value as Values)[field.name], editor)}`)
        .join('\n')
    default:
      return String(value)
  }
}
