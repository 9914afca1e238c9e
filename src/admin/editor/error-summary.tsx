import type { Ref } from 'react'
import { useStore } from '@tanstack/react-form'
import { controlId, useEditor } from './editor-context'
import { firstMessage } from './plain-errors'
import { describePath, type Schema } from './schema-fields'

interface Problem {
  name: string
  label: string
  message: string
  order: number[]
}

const byOrder = (a: Problem, b: Problem) => {
  for (let i = 0; i < Math.max(a.order.length, b.order.length); i++) {
    const diff = (a.order[i] ?? -1) - (b.order[i] ?? -1)
    if (diff) return diff
  }
  return 0
}

/**
 * Every problem of the form, in the order of the fields, each a link that takes the focus to its field: shown
 * after a save was tried (and given the focus then), and whenever the server has refused a field.
 */
export function ErrorSummary({
  schema,
  serverErrors,
  ref,
}: {
  schema: Schema
  serverErrors: ReadonlyMap<string, string>
  ref: Ref<HTMLDivElement>
}) {
  const editor = useEditor()
  const fieldMeta = useStore(editor.form.store, (state) => state.fieldMeta)
  const problems = new Map<string, string>()
  if (editor.submitted)
    for (const [name, meta] of Object.entries(fieldMeta)) {
      const message = meta && firstMessage(meta.errors)
      if (message) problems.set(name, message)
    }
  for (const [name, message] of serverErrors) if (!problems.has(name)) problems.set(name, message)
  if (problems.size === 0) return null
  const list: Problem[] = [...problems].map(([name, message]) => ({ name, message, ...describePath(schema, name) })).sort(byOrder)
  const headingId = `${editor.formId}-problems`
  return (
    <div ref={ref} tabIndex={-1} aria-labelledby={headingId} className="rounded-md bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
      <h2 id={headingId} className="font-semibold">
        {list.length === 1
          ? 'One field needs a change before this can be saved:'
          : `${list.length} fields need a change before this can be saved:`}
      </h2>
      <ul className="mt-2 list-disc ps-5">
        {list.map((problem) => (
          <li key={problem.name}>
            <a
              href={`#${controlId(editor.formId, problem.name)}`}
              onClick={(e) => {
                const target = document.getElementById(controlId(editor.formId, problem.name))
                if (!target) return
                e.preventDefault()
                target.focus()
                target.scrollIntoView?.({ block: 'center' })
              }}
              className="underline"
            >
              {problem.label}: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
