import { useContext, useRef, useState, type ComponentType } from 'react'
import type { FieldKind } from '../../content/model'
import { Button } from '../ui'
import { SelectWidget, ReferenceWidget } from './choice-fields'
import { controlId, LocalizedScope, useEditor } from './editor-context'
import { FieldGroup, type WidgetProps } from './field-control'
import { HoursWidget } from './hours-field'
import { ImageWidget } from './image-field'
import { RichTextWidget } from './rich-text'
import { emptyValue, hasLocalized, ITEM_KEY, itemNode, objectFields, type FieldNode } from './schema-fields'
import { LinkWidget, LongTextWidget, PhoneWidget, TextWidget } from './text-fields'
import { SideBySide } from './translation'

/** One component per field kind (ADR 36 3.2): the registry's `kind` picks it. */
const WIDGETS: Record<FieldKind, ComponentType<WidgetProps>> = {
  text: TextWidget,
  longText: LongTextWidget,
  richText: RichTextWidget,
  image: ImageWidget,
  select: SelectWidget,
  reference: ReferenceWidget,
  list: ListWidget,
  object: ObjectWidget,
  link: LinkWidget,
  phone: PhoneWidget,
  hours: HoursWidget,
}

/**
 * A field as the editing mode shows it. Editing English, every field. Translating, a localized field side by
 * side with its English; a neutral field that holds something to translate (a list of questions, an image's alt
 * text) keeps its structure; any other neutral field is the English editor's and is not shown.
 */
export function FieldView({ node, name }: WidgetProps) {
  const editor = useEditor()
  const insideLocalized = useContext(LocalizedScope)
  const Widget = WIDGETS[node.meta.kind]
  if (!editor.english || insideLocalized) return <Widget node={node} name={name} />
  if (node.meta.localized)
    return (
      <SideBySide node={node} name={name}>
        <Widget node={node} name={name} />
      </SideBySide>
    )
  return hasLocalized(node) ? <Widget node={node} name={name} /> : null
}

export function ObjectFields({ node, name }: WidgetProps) {
  return objectFields(node.schema, name ? `"${node.meta.label}"` : 'the document').map((child) => (
    <FieldView key={child.name} node={child} name={name ? `${name}.${child.name}` : child.name} />
  ))
}

function ObjectWidget({ node, name }: WidgetProps) {
  return (
    <FieldGroup node={node} name={name}>
      <ObjectFields node={node} name={name} />
    </FieldGroup>
  )
}

/**
 * Ids for the items of a list whose items have no key of their own, moved with their items, so React keeps each
 * item's controls (and the focus) with it when the list is reordered.
 */
function useItemIds(count: number) {
  const made = useRef(count)
  const [ids, setIds] = useState(() => Array.from({ length: count }, (_, i) => `item-${i}`))
  return {
    ids,
    /** Makes the id of an item added at the end, and gives it. */
    push: () => {
      const id = `item-${made.current++}`
      setIds((current) => [...current, id])
      return id
    },
    remove: (index: number) => setIds((current) => current.filter((_, i) => i !== index)),
    move: (from: number, to: number) => setIds((current) => moved(current, from, to)),
  }
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  next.splice(to, 0, ...next.splice(from, 1))
  return next
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text)

/**
 * A list: items added, removed and moved, each keeping its key (a list item's `key` field, which translations and
 * stale marks refer to). Translating a neutral list, its items and their order are fixed: the English editor's.
 */
function ListWidget({ node, name }: WidgetProps) {
  const editor = useEditor()
  const item = itemNode(node)
  const insideLocalized = useContext(LocalizedScope)
  const fixed = Boolean(editor.english) && !insideLocalized
  const initial = editor.form.getFieldValue(name)
  const local = useItemIds(Array.isArray(initial) ? initial.length : 0)
  const listId = controlId(editor.formId, name)
  // The React key of an item just added: its first control takes the focus once it is drawn.
  const added = useRef<string | null>(null)
  const focusAdded = (key: string) => (li: HTMLLIElement | null) => {
    if (!li || added.current !== key) return
    added.current = null
    li.querySelector<HTMLElement>('input, select, textarea')?.focus()
  }
  return (
    <FieldGroup node={node} name={name}>
      <editor.form.Field name={name} mode="array">
        {(field) => {
          const items: unknown[] = Array.isArray(field.state.value) ? field.state.value : []
          const keyOf = (entry: unknown, id: string) => {
            const key = (entry as Record<string, unknown> | null)?.[ITEM_KEY]
            return typeof key === 'string' && key ? `key-${key}` : id
          }
          const add = () => {
            const entry = emptyValue(item.schema)
            field.pushValue(entry as never)
            added.current = keyOf(entry, local.push())
          }
          const act = (change: () => void) => {
            change()
            editor.edited(name)
          }
          return (
            <>
              <ol className="flex flex-col gap-3">
                {items.map((entry, i) => {
                  const key = keyOf(entry, local.ids[i] ?? `extra-${i}`)
                  const label = `${item.meta.label} ${i + 1}`
                  const child: FieldNode = { ...item, name: String(i), meta: { ...item.meta, label } }
                  return (
                    <li key={key} ref={focusAdded(key)} className="flex flex-col gap-2">
                      <FieldView node={child} name={`${name}[${i}]`} />
                      {fixed ? null : (
                        <ItemActions
                          label={label}
                          first={i === 0}
                          last={i === items.length - 1}
                          onMove={(by) => act(() => (field.moveValue(i, i + by), local.move(i, i + by)))}
                          onRemove={() =>
                            act(() => {
                              void field.removeValue(i)
                              local.remove(i)
                              document.getElementById(listId)?.focus()
                            })
                          }
                        />
                      )}
                    </li>
                  )
                })}
              </ol>
              {fixed ? null : (
                <Button variant="secondary" className="self-start" onClick={() => act(add)}>
                  Add {lowerFirst(item.meta.label)}
                </Button>
              )}
            </>
          )
        }}
      </editor.form.Field>
    </FieldGroup>
  )
}

/**
 * Real buttons, so the keyboard works; at either end a move is `aria-disabled` rather than disabled, so the focus
 * stays on the button that was just used to move the item there.
 */
function ItemActions({
  label,
  first,
  last,
  onMove,
  onRemove,
}: {
  label: string
  first: boolean
  last: boolean
  /** -1 moves the item up, 1 down. */
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) {
  const which = <span className="sr-only"> ({label})</span>
  const edge = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60'
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" aria-disabled={first || undefined} className={edge} onClick={() => !first && onMove(-1)}>
        Move up{which}
      </Button>
      <Button variant="secondary" aria-disabled={last || undefined} className={edge} onClick={() => !last && onMove(1)}>
        Move down{which}
      </Button>
      <Button variant="danger" onClick={onRemove}>
        Remove{which}
      </Button>
    </div>
  )
}
