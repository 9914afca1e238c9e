import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { textFieldHandlers } from '../../components/ui/text-input'
import { useEffect, useId, useRef, useState } from 'react'
import { useRouteContext } from '@tanstack/react-router'
import { useSite } from '../../components/layout/layout-data'
import { apiPaths, apiUrl } from '../../config/api'
import {
  fieldNames,
  HONEYPOT_FIELD,
  leadFormIds,
  limits,
  messages,
  STARTED_AT_FIELD,
  type FieldName,
  type GuidelineName,
  type ServerFormResult,
} from '../../lib/form-fields'
import { usePathname } from '../../components/layout/use-active-path'
import { PrivacySentence } from './privacy-sentence'
import type { LeadFormEngine, LeadFormView } from './lead-form-engine'
import { useLocale, useT } from '../../i18n/i18n'
import { joinList } from '../../i18n/format'
import { rich } from '../../i18n/rich'
import { localizedPath } from '../../i18n/paths'
import type { MessageKey, T } from '../../i18n/translate'
import type { Locale } from '../../i18n/locales'

const fieldProps: Record<FieldName, { label: MessageKey; autoComplete: string; maxLength: number; wide?: boolean }> = {
  firstName: { label: 'forms.fields.firstName', autoComplete: 'given-name', maxLength: limits.name },
  lastName: { label: 'forms.fields.lastName', autoComplete: 'family-name', maxLength: limits.name },
  email: { label: 'forms.fields.email', autoComplete: 'email', maxLength: limits.email, wide: true },
  message: { label: 'forms.fields.message', autoComplete: 'off', maxLength: limits.message, wide: true },
}

/** "Please correct 2 fields: Name, Email address." */
function invalidSummary(t: T, locale: Locale, names: FieldName[]): string {
  const list = joinList(
    names.map((n) => t(fieldProps[n].label)),
    locale,
  )
  return t('forms.invalidSummary', { count: names.length, list })
}

const tooLong: Record<string, MessageKey> = {
  Name: 'forms.messages.firstNameLong',
  Surname: 'forms.messages.lastNameLong',
  Message: 'forms.messages.messageLong',
}

/**
 * A field's message in the page's language. The schema (shared with the server, src/lib/forms.ts) speaks English:
 * its messages are looked up by their name in src/lib/form-fields.ts; one this table does not know is shown as sent.
 */
export function localizeMessage(t: T, text: string): string {
  const name = (Object.keys(messages) as (keyof typeof messages)[]).find((key) => messages[key] === text)
  if (name) return t(`forms.messages.${name}`)
  if (text === 'Please choose one of the three guides') return t('forms.messages.guideRequired')
  const long = /^(Name|Surname|Message) must be at most (\d+) characters$/.exec(text)
  if (long) return t(tooLong[long[1]], { max: long[2] })
  return text
}

function viewOf(result: ServerFormResult | null): LeadFormView {
  const errors = result?.errors ?? {}
  return {
    status:
      result?.status === 'success' || result?.status === 'held' || result?.status === 'error' || result?.status === 'limited'
        ? result.status
        : 'idle',
    submitting: false,
    errors,
    announced: fieldNames.filter((n) => errors[n]),
    sentTo: result?.sentTo,
    retryAfterMinutes: result?.retryAfterMinutes,
    sends: 0,
  }
}

/** After a guide request: where the guide went, and what to do when it does not arrive. */
function GuideSent({ sentTo }: { sentTo?: string }) {
  const t = useT()
  const site = useSite()
  return (
    <>
      <span className="block">{t('forms.messages.sent')}</span>
      <span className="mt-2 block font-normal">
        {rich(t('forms.guideSent'), {
          address: sentTo ? (
            <strong className="font-semibold break-all" dir="ltr">
              {sentTo}
            </strong>
          ) : (
            t('forms.guideSentFallback')
          ),
          email: (
            <a href={`mailto:${site.email}`} className="underline" dir="ltr">
              {site.email}
            </a>
          ),
        })}
      </span>
    </>
  )
}

/**
 * Refused for too many messages from this connection: when to try again, the firm's phone and e-mail, and that
 * the text is still in the form (with JavaScript it was never cleared; without, the server sent it back).
 */
function Limited({ minutes }: { minutes?: number }) {
  const t = useT()
  const site = useSite()
  return (
    <>
      <span className="block">
        {rich(t('forms.limited', { count: minutes ?? 60 }), {
          phone: (
            <a href={site.phone.href} className="underline" dir="ltr">
              {site.phone.display}
            </a>
          ),
          email: (
            <a href={`mailto:${site.email}`} className="underline" dir="ltr">
              {site.email}
            </a>
          ),
        })}
      </span>
      <span className="mt-2 block font-normal">{t('forms.limitedKept')}</span>
    </>
  )
}

// Set once the first page has hydrated: from then on a form is rendered by the client, never adopted.
let pageHydrated = false

/**
 * The server's result as rendered into this form's `data-result`, read while hydrating that same element: the
 * client must render what the server did, or React would discard the server's markup (and the notice in it).
 */
function renderedResult(formId: string): ServerFormResult | null {
  if (pageHydrated || typeof document === 'undefined') return null
  const raw = document.getElementById(formId)?.getAttribute('data-result')
  if (!raw) return null
  try {
    return JSON.parse(raw) as ServerFormResult
  } catch {
    return null
  }
}

// How far below the viewport a form starts fetching its code: a screen or so of scrolling on a phone.
const NEAR_VIEWPORT = '600px 0px'

export interface LeadFormProps {
  guideName?: GuidelineName
  submitLabel?: string
}

/**
 * The contact form (guideName absent) and the guide Document Request Form (guideName set): one component.
 *
 * The server renders a plain HTML form that posts without JavaScript (the server sends the visitor back to this
 * page, showing the errors or the notice; ADR 20). React hydrates that same element in place; the inputs are uncontrolled,
 * so text typed before hydration stays in them and nothing re-renders under the visitor's keys. The behaviour
 * (TanStack Form with the server's zod schema, and the send; lead-form-engine.ts) is fetched when the form
 * comes near the viewport, gets focus or a press, or Send is pressed, and attaches to the same elements.
 */
export function LeadForm({ guideName, submitLabel }: LeadFormProps) {
  const id = useId()
  const t = useT()
  const locale = useLocale()
  // A stable id: the fragment a post without JavaScript is redirected back to (server/forms/routes.ts).
  const formId = guideName ? leadFormIds.guide : leadFormIds.contact
  // On the server: the result of a form posted without JavaScript (server/forms/routes.ts), in the router's context.
  const fromServer = useRouteContext({ from: '__root__', select: (context) => context.formResult }) ?? null
  const [result] = useState(() => fromServer ?? renderedResult(formId))
  const [view, setView] = useState(() => viewOf(result))
  const [startedAt, setStartedAt] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const engine = useRef<LeadFormEngine | null>(null)
  const loading = useRef(false)
  const submitWhenLoaded = useRef(false)
  const pathname = usePathname()
  const path = guideName ? apiPaths.downloadGuide : apiPaths.contactUs

  const load = () => {
    if (loading.current) return
    loading.current = true
    void import('./lead-form-engine').then(
      (m) => {
        const form = formRef.current
        if (!form) return
        engine.current = m.createLeadFormEngine({ form, path, guideName, initial: viewOf(result), onView: setView })
        if (submitWhenLoaded.current) {
          submitWhenLoaded.current = false
          void engine.current.submit()
        }
      },
      () => {
        // Offline or the code could not be fetched: the next focus tries again; Send meanwhile posts the page.
        loading.current = false
      },
    )
  }

  useEffect(() => {
    pageHydrated = true
    // The page's load time, not the form's: the spam check compares the send time with it.
    setStartedAt(String(Date.now()))
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
    return () => {
      observer.disconnect()
      engine.current?.dispose()
      engine.current = null
      loading.current = false
    }
    // Mount only: the form element and its fields live as long as this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // After each send from this page (view.sends counts them), focus goes to the notice when it went through
  // (tabindex=-1: read out, and the next Tab starts in the form, not at the top of the page) or to the first field
  // to correct. In an effect: the engine reports before React has rendered the notice or the marked fields.
  useEffect(() => {
    if (!view.sends) return
    if (view.status === 'success' || view.status === 'held') noticeRef.current?.focus()
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [view.sends]) // eslint-disable-line react-hooks/exhaustive-deps -- once per send, not on every edit after it

  return (
    <form
      ref={formRef}
      id={formId}
      method="post"
      action={apiUrl(path)}
      noValidate
      aria-label={t(guideName ? 'forms.documentForm' : 'forms.contactForm')}
      className="scroll-mt-24 rounded-xl bg-sand p-6 shadow-sm ring-1 ring-navy-100 sm:p-8"
      data-result={result ? JSON.stringify(result) : undefined}
      onFocus={load}
      onPointerDown={load}
      onSubmit={(e) => {
        // Once hydrated the form sends itself (with its checks and notices); the plain post is for visitors
        // without JavaScript, and for a press before hydration.
        e.preventDefault()
        if (engine.current) void engine.current.submit()
        else {
          submitWhenLoaded.current = true
          load()
        }
      }}
    >
      {/* Back to this page in its language after a post without JavaScript; the language also tells the server
          which language to answer the visitor in. */}
      <input type="hidden" name="returnTo" value={localizedPath(pathname, locale)} />
      <input type="hidden" name="language" value={locale} />
      {guideName ? <input type="hidden" name="guidelineName" value={guideName} /> : null}
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />
      {/* Honeypot: hidden from people and assistive technology; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t('forms.honeypot')}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {fieldNames.map((name) => {
          const { wide, label, ...field } = fieldProps[name]
          const error = view.errors[name]
          const control = {
            ...field,
            label: t(label),
            id: `${id}-${name}`,
            name,
            // An e-mail address is Latin and left-to-right on every page; names and messages take the direction of
            // what is typed, so Latin on an Arabic page (and Arabic on an English one) reads in its own order.
            dir: name === 'email' ? 'ltr' : 'auto',
            className: wide ? 'sm:col-span-2' : undefined,
            // Uncontrolled: the DOM keeps what was typed, before hydration too; the engine reads it from there.
            defaultValue: result?.status !== 'success' ? (result?.values?.[name] ?? '') : '',
            error: error ? localizeMessage(t, error) : undefined,
            ...textFieldHandlers((value) => engine.current?.input(name, value)),
          }
          return name === 'message' ? (
            <Field key={name} {...control} multiline rows={5} />
          ) : (
            <Field key={name} {...control} type={name === 'email' ? 'email' : 'text'} />
          )
        })}
      </div>

      {/* Always rendered (never display:none), so screen readers announce what appears in it. */}
      <div aria-live="polite" className="mt-5 empty:mt-0">
        {view.announced.length > 0 ? <p className="sr-only">{invalidSummary(t, locale, view.announced)}</p> : null}
        {view.status === 'success' || view.status === 'held' ? (
          <p
            ref={noticeRef}
            role="status"
            tabIndex={-1}
            className="rounded-md border border-green-700/30 bg-green-50 px-4 py-3 font-medium text-green-800"
          >
            {view.status === 'held' ? t('forms.messages.held') : guideName ? <GuideSent sentTo={view.sentTo} /> : t('forms.messages.sent')}
          </p>
        ) : null}
        {view.status === 'error' ? (
          <p role="alert" className="rounded-md border border-red-700/30 bg-red-50 px-4 py-3 font-medium text-red-800">
            {t('forms.messages.failed')}
          </p>
        ) : null}
        {view.status === 'limited' ? (
          <p role="alert" className="rounded-md border border-red-700/30 bg-red-50 px-4 py-3 font-medium text-red-800">
            <Limited minutes={view.retryAfterMinutes} />
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" disabled={view.submitting} className="mt-6">
        {view.submitting ? t('forms.sending') : (submitLabel ?? t('forms.send'))}
      </Button>

      <PrivacySentence text={guideName ? 'forms.privacyGuide' : 'forms.privacyContact'} />
    </form>
  )
}
