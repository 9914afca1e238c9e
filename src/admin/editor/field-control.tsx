import { useContext, type ReactNode } from 'react'
import { useStore } from '@tanstack/react-form'
import { Field } from '../ui'
import { controlId, languageProps, LocalizedScope, SourceDescription, useEditor } from './editor-context'
import { firstMessage } from './plain-errors'
import type { FieldNode } from './schema-fields'

/** What every widget's control carries: its id and name, its error and help wiring, and its language. */
export interface ControlProps {
  id: string
  name: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  lang?: string
  dir?: 'ltr' | 'rtl'
  onBlur: () => void
}

export interface WidgetProps {
  node: FieldNode
  name: string
}

export function labelOf(node: FieldNode): string {
  return node.optional ? `${node.meta.label} (optional)` : node.meta.label
}

/** Whether the field is written in a language (and so carries `lang` and `dir`), rather than once for all. */
export function useIsLocalized(node: FieldNode): boolean {
  return useContext(LocalizedScope) || Boolean(node.meta.localized)
}

/**
 * One field with one control: label, help, the error next to it (once the field was changed and left, or a save
 * was tried, or from the server; a field merely passed through says nothing, so a message appearing as the focus
 * leaves it cannot move the button being clicked),  and the control's aria wiring. `children` draws the control; `setValue` stores a new value
 * (an optional field left empty is stored as absent, which is what its schema accepts).
 */
export function LeafField({
  node,
  name,
  hint,
  children,
}: WidgetProps & {
  hint?: string
  children: (control: ControlProps, value: unknown, setValue: (value: unknown) => void) => ReactNode
}) {
  const editor = useEditor()
  const localized = useIsLocalized(node)
  const source = useContext(SourceDescription)
  const id = controlId(editor.formId, name)
  const help = [node.meta.help, hint].filter(Boolean).join(' ')
  return (
    <editor.form.Field name={name}>
      {(field) => {
        const shown = editor.submitted || (field.state.meta.isDirty && field.state.meta.isBlurred)
        const error = (shown ? firstMessage(field.state.meta.errors) : undefined) ?? editor.serverError(name)
        const describedBy = [help && `${id}-hint`, error && `${id}-error`, source].filter(Boolean).join(' ')
        const control: ControlProps = {
          id,
          name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
          ...(localized ? languageProps(editor.locale) : {}),
          onBlur: field.handleBlur,
        }
        const setValue = (value: unknown) => {
          const next = node.optional && value === '' ? undefined : value
          if (next === field.state.value) return
          field.handleChange(next)
          editor.edited(name)
        }
        return (
          <Field id={id} label={labelOf(node)} hint={help || undefined} error={error}>
            {children(control, field.state.value, setValue)}
          </Field>
        )
      }}
    </editor.form.Field>
  )
}

/**
 * The error of a whole group (an object, a list, opening hours): a rule across its parts, or a list too short.
 * Shown once a save was tried, or from the server.
 */
export function useGroupError(name: string): string | undefined {
  const editor = useEditor()
  const errors = useStore(editor.form.store, (state) => state.fieldMeta[name]?.errors)
  return (editor.submitted ? firstMessage(errors ?? []) : undefined) ?? editor.serverError(name)
}

export function GroupError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
      {error}
    </p>
  )
}

/** A fieldset for a field made of parts (object, list, opening hours), focusable so the error summary can lead to it. */
export function FieldGroup({ node, name, children }: WidgetProps & { children: ReactNode }) {
  const editor = useEditor()
  const id = controlId(editor.formId, name)
  const error = useGroupError(name)
  const describedBy = [node.meta.help && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy || undefined}
      className="flex flex-col gap-3 rounded-lg border border-navy-100 p-4"
    >
      <legend className="px-1 text-sm font-semibold text-navy-900">{labelOf(node)}</legend>
      {node.meta.help ? (
        <p id={`${id}-hint`} className="text-xs text-navy-600">
          {node.meta.help}
        </p>
      ) : null}
      {children}
      <GroupError id={id} error={error} />
    </fieldset>
  )
}
