import { textFieldHandlers } from '../../components/ui/text-input'
import { inputClass } from '../ui'
import { FieldGroup, LeafField, type WidgetProps } from './field-control'
import { kindOf, partNodes } from './schema-fields'

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value))

/** A number field typed as text: digits become a number, anything else stays as typed so the schema can say why. */
const toNumber = (text: string): unknown => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text)

export function TextWidget({ node, name }: WidgetProps) {
  const numeric = kindOf(node.schema) === 'number'
  return (
    <LeafField node={node} name={name}>
      {(control, value, setValue) => (
        <input
          {...control}
          type="text"
          inputMode={numeric ? 'numeric' : undefined}
          value={asText(value)}
          {...textFieldHandlers((text) => setValue(numeric ? toNumber(text) : text))}
          className={inputClass}
        />
      )}
    </LeafField>
  )
}

export function LongTextWidget({ node, name }: WidgetProps) {
  return (
    <LeafField node={node} name={name}>
      {(control, value, setValue) => (
        <textarea {...control} rows={4} value={asText(value)} {...textFieldHandlers(setValue)} className={inputClass} />
      )}
    </LeafField>
  )
}

export function LinkWidget({ node, name }: WidgetProps) {
  return (
    <LeafField
      node={node}
      name={name}
      hint="A page of this site starting with / (for example /contact-us), or a full address starting with https:// (for example https://www.example.com/page)."
    >
      {(control, value, setValue) => (
        <input
          {...control}
          type="text"
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
          value={asText(value)}
          {...textFieldHandlers(setValue)}
          className={inputClass}
        />
      )}
    </LeafField>
  )
}

/**
 * A phone number: one international number, or (the firm's) an object of that number and the way pages write it,
 * whose parts need no registry entries: `e164` is the number, any other part text.
 */
export function PhoneWidget({ node, name }: WidgetProps) {
  if (kindOf(node.schema) !== 'object') return <PhoneNumber node={node} name={name} />
  return (
    <FieldGroup node={node} name={name}>
      {partNodes(node.schema).map((child) =>
        child.name === 'e164' ? (
          <PhoneNumber key={child.name} node={child} name={`${name}.${child.name}`} />
        ) : (
          <TextWidget key={child.name} node={child} name={`${name}.${child.name}`} />
        ),
      )}
    </FieldGroup>
  )
}

function PhoneNumber({ node, name }: WidgetProps) {
  return (
    <LeafField node={node} name={name} hint="International form: +, the country code, then the number, digits only. Example: +902125550123">
      {(control, value, setValue) => (
        <input
          {...control}
          type="tel"
          autoComplete="off"
          value={asText(value)}
          {...textFieldHandlers(setValue)}
          dir="ltr"
          className={inputClass}
        />
      )}
    </LeafField>
  )
}
