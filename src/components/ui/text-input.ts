import type { ChangeEvent, FormEvent } from 'react'

type TextField = HTMLInputElement | HTMLTextAreaElement

/**
 * Handlers for a controlled text field that take the field's value from every `input` event, not only from
 * React's onChange. React skips onChange when the value was set through the element's `value` property before
 * the event (how dictation and form-filling tools, and WebDriver BiDi's typing, insert text), and such text
 * would then be wiped by the next render. `onValue` must ignore a value it already has: both handlers fire for
 * ordinary typing.
 */
export function textFieldHandlers(onValue: (value: string) => void) {
  const read = (e: ChangeEvent<TextField> | FormEvent<TextField>) => onValue(e.currentTarget.value)
  return { onChange: read, onInput: read }
}
