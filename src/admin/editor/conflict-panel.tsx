import { useState } from 'react'
import { Button, IstanbulTime } from '../ui'
import { partLabel } from './document-types'
import { withValueAt } from './merge'
import type { Conflict } from './use-autosave'

type Json = Record<string, unknown>

/** A value as text to compare: strings as written, anything else as indented JSON. */
const shown = (value: unknown) => (value === undefined ? '(empty)' : typeof value === 'string' ? value : JSON.stringify(value, null, 2))

/**
 * Someone saved the part after this editor opened it (a 409). Their changes and ours are merged field by field: a
 * field only one side changed is taken from that side; a field both changed is shown side by side, and the user
 * chooses. Nothing is saved until they do, and nothing either side typed is dropped without being shown.
 */
export function ConflictPanel({
  conflict,
  onResolve,
  labelOf = (path) => path,
}: {
  conflict: Conflict
  onResolve: (chosen: Json) => void
  /** A part's field path as the form labels it ("Phone › International number"). */
  labelOf?: (path: string) => string
}) {
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>({})
  const who = conflict.other?.updatedBy ?? 'Someone else'
  const chosen = () =>
    conflict.conflicts.reduce((data, c) => (choices[c.path] === 'theirs' ? withValueAt(data, c.path, c.theirs) : data), conflict.merged)
  return (
    <section aria-labelledby="conflict-title" role="alert" className="rounded-lg bg-amber-50 p-4 ring-2 ring-amber-400">
      <h2 id="conflict-title" className="font-serif text-xl font-semibold">
        {who} saved {partLabel(conflict.part)} while you were editing
      </h2>
      <p className="mt-2 text-sm">
        {conflict.error}{' '}
        {conflict.other ? (
          <>
            (saved <IstanbulTime iso={conflict.other.updatedAt} />
            .){' '}
          </>
        ) : null}
        Fields only they changed are taken from their version, fields only you changed keep yours.
        {conflict.conflicts.length > 0
          ? ' You both changed the fields below: choose which text to keep for each.'
          : ' You changed different fields, so nothing needs choosing.'}
      </p>
      {conflict.conflicts.map((c) => (
        <fieldset key={c.path} className="mt-4 rounded-md bg-white p-3 ring-1 ring-navy-100">
          <legend className="px-1 font-semibold">{labelOf(c.path)}</legend>
          <div className="grid gap-3 md:grid-cols-2">
            {(['mine', 'theirs'] as const).map((side) => (
              <label key={side} className="flex flex-col gap-1 text-sm">
                <span className="flex items-center gap-2 font-semibold">
                  <input
                    type="radio"
                    name={`conflict-${c.path}`}
                    checked={(choices[c.path] ?? 'mine') === side}
                    onChange={() => setChoices((current) => ({ ...current, [c.path]: side }))}
                  />
                  {side === 'mine' ? 'Keep mine' : `Take ${who}'s`}
                </span>
                <span data-side={side} className="whitespace-pre-wrap rounded bg-navy-50 p-2">
                  {shown(side === 'mine' ? c.mine : c.theirs)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button className="mt-4" onClick={() => onResolve(chosen())}>
        Use this merge and save
      </Button>
    </section>
  )
}
