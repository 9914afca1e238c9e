import { Link } from '../../components/ui/link'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react'
import { flushSync } from 'react-dom'
import { apiPaths, apiUrl } from '../../config/api'
import {
  fieldNames,
  HONEYPOT_FIELD,
  limits,
  messages,
  STARTED_AT_FIELD,
  type FieldName,
  type GuidelineName,
  type ServerFormResult,
} from '../../lib/form-fields'
import { usePathname } from '../../components/layout/use-active-path'
import type { LiveLeadFormProps } from './live-lead-form'

export const ServerFormResultContext = createContext<ServerFormResult | null>(null)

export type FormStatus = 'idle' | 'success' | 'error'

export const fieldProps: Record<FieldName, { label: string; autoComplete: string; maxLength: number; wide?: boolean }> = {
  firstName: { label: 'Name', autoComplete: 'given-name', maxLength: limits.name },
  lastName: { label: 'Surname', autoComplete: 'family-name', maxLength: limits.name },
  email: { label: 'Email address', autoComplete: 'email', maxLength: limits.email, wide: true },
  message: { label: 'Message', autoComplete: 'off', maxLength: limits.message, wide: true },
}

/** "Please correct 2 fields: Name, Email address." */
function invalidSummary(names: FieldName[]): string {
  const list = names.map((n) => fieldProps[n].label).join(', ')
  return names.length === 1 ? `Please correct 1 field: ${list}.` : `Please correct ${names.length} fields: ${list}.`
}

export interface LeadFormProps {
  guideName?: GuidelineName
  submitLabel?: string
}

/**
 * The markup both stages of the form share (the server-rendered stage below and the interactive one in
 * live-lead-form.tsx), so swapping one for the other changes nothing on screen: the form element with its
 * no-JavaScript action, hidden fields, honeypot, the fields, the announced notices, Send and the privacy line.
 */
export function LeadFormFrame({
  guideName,
  startedAt,
  formRef,
  honeypotRef,
  status,
  invalidFields,
  fields,
  button,
  ...formProps
}: {
  guideName?: GuidelineName
  startedAt: string
  formRef: RefObject<HTMLFormElement | null>
  honeypotRef?: RefObject<HTMLInputElement | null>
  status: FormStatus
  invalidFields: FieldName[]
  fields: ReactNode
  button: ReactNode
} & Pick<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onFocus' | 'onPointerDown'>) {
  const pathname = usePathname()
  const id = useId()
  const path = guideName ? apiPaths.downloadGuide : apiPaths.contactUs
  return (
    <form
      ref={formRef}
      method="post"
      action={apiUrl(path)}
      noValidate
      aria-label={guideName ? 'Document Request Form' : 'Contact form'}
      className="rounded-xl bg-sand p-6 shadow-sm ring-1 ring-navy-100 sm:p-8"
      {...formProps}
    >
      <input type="hidden" name="returnTo" value={pathname} />
      {guideName ? <input type="hidden" name="guidelineName" value={guideName} /> : null}
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />
      {/* Honeypot: hidden from people and assistive technology; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          ref={honeypotRef}
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">{fields}</div>

      {/* Always rendered (never display:none), so screen readers announce what appears in it. */}
      <div aria-live="polite" className="mt-5 empty:mt-0">
        {invalidFields.length > 0 ? <p className="sr-only">{invalidSummary(invalidFields)}</p> : null}
        {status === 'success' ? (
          <p role="status" className="rounded-md border border-green-700/30 bg-green-50 px-4 py-3 font-medium text-green-800">
            {messages.sent}
          </p>
        ) : null}
        {status === 'error' ? (
          <p role="alert" className="rounded-md border border-red-700/30 bg-red-50 px-4 py-3 font-medium text-red-800">
            {messages.failed}
          </p>
        ) : null}
      </div>

      {button}

      <p className="mt-4 text-xs text-navy-600">
        We use your details only to answer you{guideName ? ' and send the guide' : ''}. See our{' '}
        <Link to="/privacy-notice" className="underline hover:text-brass-700">
          Privacy Notice
        </Link>{' '}
        (KVKK).
      </p>
    </form>
  )
}

export const submitButtonClass = 'mt-6 px-6 text-base tracking-normal'

export function initialStatus(serverResult: ServerFormResult | null): FormStatus {
  return serverResult?.status === 'success' ? 'success' : serverResult?.status === 'error' ? 'error' : 'idle'
}

/** What a field held in the server-rendered form when the interactive form took its place. */
export interface Handover {
  form: HTMLFormElement | null
  /** The name of the field that had focus when the plain form left the page. */
  focused: string | null
  /** Send was pressed before the interactive code had arrived: send once it has. */
  submit: boolean
}

// How far below the viewport a form starts fetching its code: a screen or so of scrolling on a phone.
const NEAR_VIEWPORT = '600px 0px'

/**
 * The contact form (guideName absent) and the guide Document Request Form (guideName set).
 *
 * The page is rendered with a plain HTML form (it posts without JavaScript, and accepts typing before any code
 * runs); the interactive form (TanStack Form, the zod schemas, live-lead-form.tsx) is fetched only when the form
 * comes near the viewport, gets focus or a press, or Send is pressed. It then takes the plain form's place with
 * the same markup, adopting every character typed so far, the focused field and its caret.
 */
export function LeadForm(props: LeadFormProps) {
  const serverResult = useContext(ServerFormResultContext)
  const id = useId()
  const [Live, setLive] = useState<ComponentType<LiveLeadFormProps> | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const handover = useRef<Handover>({ form: null, focused: null, submit: false })
  const loading = useRef(false)
  const [startedAt, setStartedAt] = useState('')

  // The page's load time, not the form's: the spam check compares the send time with it.
  useEffect(() => setStartedAt(String(Date.now())), [])

  const load = () => {
    if (loading.current) return
    loading.current = true
    void import('./live-lead-form').then(
      // In one task, with no key handled in between: the swap's render and commit, LiveLeadForm's adoption of
      // the typed text (a layout effect), and the passive effects in which each field subscribes to the form's
      // store (a synchronous update flushes them at once). Scheduled normally, the passive effects could wait
      // behind the visitor's next keys on a slow phone: a key changed the store, no field was subscribed to
      // re-render, and React reset the controlled input to the value it last rendered, the empty one from
      // before the adoption (seen as a field left holding only the last key typed).
      (m) => flushSync(() => setLive(() => m.LiveLeadForm)),
      () => {
        // Offline or the code could not be fetched: the plain form still posts without JavaScript.
        loading.current = false
      },
    )
  }

  useEffect(() => {
    const form = formRef.current
    if (!form || typeof IntersectionObserver === 'undefined') return load()
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          load()
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    observer.observe(form)
    return () => observer.disconnect()
  }, [])

  if (Live) return <Live {...props} startedAt={startedAt} handover={handover.current} />

  return (
    <PlainLeadForm
      {...props}
      id={id}
      serverResult={serverResult}
      startedAt={startedAt}
      formRef={formRef}
      handover={handover.current}
      load={load}
    />
  )
}

/** The server-rendered stage: plain inputs whose text stays in the DOM until LiveLeadForm adopts it. */
function PlainLeadForm({
  id,
  guideName,
  submitLabel = 'Send',
  serverResult,
  startedAt,
  formRef,
  handover,
  load,
}: LeadFormProps & {
  id: string
  serverResult: ServerFormResult | null
  startedAt: string
  formRef: RefObject<HTMLFormElement | null>
  handover: Handover
  load: () => void
}) {
  // Runs while this form leaves the page, before its elements are detached (they lose focus then): remember
  // which field the visitor was in. The detached elements keep their values and caret for LiveLeadForm to read.
  useLayoutEffect(
    () => () => {
      const form = formRef.current
      const active = document.activeElement
      handover.form = form
      handover.focused = form?.contains(active) && active?.getAttribute('name') ? active.getAttribute('name') : null
    },
    [formRef, handover],
  )

  return (
    <LeadFormFrame
      guideName={guideName}
      startedAt={startedAt}
      formRef={formRef}
      status={initialStatus(serverResult)}
      invalidFields={fieldNames.filter((n) => serverResult?.errors?.[n])}
      onFocus={load}
      onPointerDown={load}
      onSubmit={(e) => {
        // After hydration the interactive form sends (with its checks and notices); the plain post is only
        // for visitors without JavaScript.
        e.preventDefault()
        handover.submit = true
        load()
      }}
      fields={fieldNames.map((name) => {
        const { wide, ...field } = fieldProps[name]
        const control = {
          ...field,
          id: `${id}-${name}`,
          name,
          className: wide ? 'sm:col-span-2' : undefined,
          defaultValue: serverResult?.status !== 'success' ? (serverResult?.values?.[name] ?? '') : '',
          error: serverResult?.errors?.[name],
        }
        return name === 'message' ? (
          <Field key={name} {...control} multiline rows={5} />
        ) : (
          <Field key={name} {...control} type={name === 'email' ? 'email' : 'text'} />
        )
      })}
      button={
        <Button type="submit" className={submitButtonClass}>
          {submitLabel}
        </Button>
      }
    />
  )
}
