import { inputClass } from '../ui'
import { LeafField, type WidgetProps } from './field-control'
import { useEditor } from './editor-context'
import { enumValues, kindOf, type FieldNode } from './schema-fields'

export interface Option {
  value: string
  label: string
}

/** The options of a select field: its registry entry's, or its schema's values (a flag as Yes and No). */
export function selectOptions(node: FieldNode): readonly Option[] {
  if (node.meta.options) return node.meta.options
  return enumValues(node.schema).map((value) => ({ value, label: value === 'true' ? 'Yes' : value === 'false' ? 'No' : value }))
}

/** A native select: keyboard and screen readers work as everywhere else, with nothing to re-create. */
function ChoiceField({ node, name, options, hint }: WidgetProps & { options: readonly Option[]; hint?: string }) {
  const boolean = kindOf(node.schema) === 'boolean'
  const fromOption = (value: string): unknown => (boolean && value !== '' ? value === 'true' : value)
  return (
    <LeafField node={node} name={name} hint={hint}>
      {(control, value, setValue) => {
        const current = value === undefined || value === null ? '' : String(value)
        // A stored value the options no longer offer stays shown as itself, so opening the document changes nothing.
        const shown =
          current === '' || options.some((o) => o.value === current) ? options : [...options, { value: current, label: current }]
        return (
          <select {...control} value={current} onChange={(e) => setValue(fromOption(e.currentTarget.value))} className={inputClass}>
            {node.optional || current === '' ? <option value="">{node.optional ? 'None' : 'Choose…'}</option> : null}
            {shown.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )
      }}
    </LeafField>
  )
}

export function SelectWidget({ node, name }: WidgetProps) {
  return <ChoiceField node={node} name={name} options={selectOptions(node)} />
}

export function ReferenceWidget({ node, name }: WidgetProps) {
  const { references } = useEditor()
  const options = node.meta.of ? (references[node.meta.of] ?? []) : []
  const hint = options.length ? undefined : `There is no ${node.meta.of ?? 'document'} to choose yet.`
  return <ChoiceField node={node} name={name} options={options} hint={hint} />
}
