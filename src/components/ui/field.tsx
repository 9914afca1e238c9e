import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

type FieldProps = {
  id: string
  label: string
  /** Shown under the input and announced with it; marks the input invalid. */
  error?: string
  /** A field that may be left empty (its label says so): not required, no star. */
  optional?: boolean
  className?: string
} & (
  | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>)
  | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>)
)

/** A form field, required unless `optional`: label (with its star), input or textarea, and the error text tied to it. */
export function Field({ id, label, error, className, optional, ...control }: FieldProps) {
  const errorId = `${id}-error`
  const common = {
    id,
    required: !optional,
    'aria-required': optional ? undefined : true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: cn(
      'mt-1.5 block w-full rounded-md border bg-white px-3 py-2.5 text-navy-950 shadow-sm outline-none focus:border-brass-500 focus:ring-2 focus:ring-brass-500/40',
      error ? 'border-red-700' : 'border-navy-200',
    ),
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
        {optional ? null : (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {control.multiline ? <textarea {...withoutMultiline(control)} {...common} /> : <input {...withoutMultiline(control)} {...common} />}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function withoutMultiline<T extends { multiline?: boolean }>({ multiline: _multiline, ...rest }: T): Omit<T, 'multiline'> {
  return rest
}
