import { useEditor, controlId } from './editor-context'
import { FieldGroup, LeafField, type WidgetProps } from './field-control'
import { firstMessage } from './plain-errors'
import { elementOf, enumValues, kindOf, partNodes } from './schema-fields'
import { inputClass } from '../ui'

/**
 * Opening hours: the days (ticked from the schema's day names) and the opening and closing times. Its parts need
 * no registry entries: a list of day names is the days, any other part a time (`opens`, `closes`).
 */
export function HoursWidget({ node, name }: WidgetProps) {
  return (
    <FieldGroup node={node} name={name}>
      {partNodes(node.schema).map((child) =>
        kindOf(child.schema) === 'array' ? (
          <DaysField key={child.name} node={child} name={`${name}.${child.name}`} />
        ) : (
          <TimeField key={child.name} node={child} name={`${name}.${child.name}`} />
        ),
      )}
    </FieldGroup>
  )
}

function TimeField({ node, name }: WidgetProps) {
  return (
    <LeafField node={node} name={name}>
      {(control, value, setValue) => (
        <input
          {...control}
          type="time"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => setValue(e.currentTarget.value)}
          className={`${inputClass} w-40`}
        />
      )}
    </LeafField>
  )
}

/** Native checkboxes in a fieldset: each day is its own labelled control; the ticked ones keep the week's order. */
function DaysField({ node, name }: WidgetProps) {
  const editor = useEditor()
  const id = controlId(editor.formId, name)
  const days = enumValues(elementOf(node.schema) ?? node.schema)
  return (
    <editor.form.Field name={name}>
      {(field) => {
        const ticked = Array.isArray(field.state.value) ? (field.state.value as string[]) : []
        const shown = editor.submitted || (field.state.meta.isDirty && field.state.meta.isBlurred)
        const error = (shown ? firstMessage(field.state.meta.errors) : undefined) ?? editor.serverError(name)
        const toggle = (day: string, on: boolean) => {
          field.handleChange(days.filter((d) => (d === day ? on : ticked.includes(d))))
          editor.edited(name)
        }
        return (
          <fieldset id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-1">
            <legend className="text-sm font-semibold text-navy-900">{node.meta.label}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {days.map((day) => (
                <label key={day} className="inline-flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    name={name}
                    value={day}
                    checked={ticked.includes(day)}
                    onChange={(e) => toggle(day, e.currentTarget.checked)}
                    onBlur={field.handleBlur}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  {day}
                </label>
              ))}
            </div>
            {error ? (
              <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
                {error}
              </p>
            ) : null}
          </fieldset>
        )
      }}
    </editor.form.Field>
  )
}
