import type { GuidelineName } from '../../src/lib/forms.ts'
import type { StoredMessage as OutboxStoredMessage } from '../db/outbox.ts'
import { guideByName, guideIn, guidePdfLanguage } from './guide-pdf.ts'
import { localeConfig, type Locale } from '../../src/i18n/locales.ts'
import { mailT } from './dictionaries.ts'
import { escapeHtml } from '../../src/lib/html.ts'
import { brandColors } from '../../src/config/brand.ts'
import { isolateLtr, keepOnOneLine, splitLtrRuns } from '../../src/lib/bidi.ts'
import { defaultMailContent, type MailContent } from './mail-content.ts'

export interface Submission {
  id: number
  kind: 'contact' | 'guide'
  firstName: string
  lastName: string
  email: string
  message: string
  guidelineName: GuidelineName | null
  createdAt: string
  /** Sent faster than a person types: the firm's copy is marked so it can be checked before answering. */
  possibleSpam?: boolean
  /**
   * Held for review (over its visitor's or its connection's hourly limit, server/forms/submissions.ts): only the firm
   * is told, marked so.
   */
  held?: boolean
  /** The language of the page the form was sent from: the visitor's e-mails are written in it. */
  language: Locale
}

/**
 * What the outbox stores (server/db/outbox.ts), with the mail module's meaning of its names: a message without its
 * attachment (the guide PDF is generated when it is sent).
 */
export interface StoredMessage extends Omit<OutboxStoredMessage, 'attachGuide' | 'attachLanguage'> {
  attachGuide?: GuidelineName
  /** The language of the attached guide (server/mail/guide-pdf.ts guidePdfLanguage); English when absent. */
  attachLanguage?: Locale
}

export interface MailSettings {
  firmEmail: string
  siteUrl: string
  /**
   * Whether a lawyer has reviewed a guide's translation (its page, server/translations/reviews.ts): then the e-mail
   * and the PDF carry no unreviewed-translation notice. Unset: every translation counts as unreviewed.
   */
  guideReviewed?: (guideSlug: string, language: Locale) => boolean
  /** The firm's published content the e-mails show (server/mail/mail-content.ts); today's modules when absent. */
  content?: MailContent
}

/** No line breaks or control characters can reach a header (header injection). */
export function headerSafe(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/**
 * A visitor's e-mail in their language: its paragraphs as plain text and as HTML. In a right-to-left language each
 * left-to-right run (the office hours "09:00–20:00", the firm's name, "GMT+3": src/lib/bidi.ts) is isolated, or the
 * bidi algorithm would split and reorder it as the pages did.
 * - HTML part: <span dir="ltr">, not <bdi>: some mail clients drop an element they do not know, and keep its text
 *   unisolated; every client keeps a span's `dir`. Where a client embeds rather than isolates (older Outlook), the run
 *   still reads left to right. A run of one word ("09:00–20:00") is kept on one line, as on the pages.
 * - Text part: LRI … PDI (U+2066, U+2069). They are invisible and ignored where a client does no bidi at all (a
 *   terminal shows the text in logical order anyway), and a client that orders plain text with a current bidi
 *   library (ICU, FriBidi, the browser of a webmail) isolates the run. The older embedding marks (LRE … PDF) would
 *   also affect the punctuation next to the run; no marks at all shows the hours reversed.
 * - Subject: no marks. A subject is shown on one line in lists and notifications where some clients render control
 *   characters as boxes, and the one left-to-right run there (the firm's name) ends it, where it reads correctly.
 */
const ltrSpan = (run: string) => `<span dir="ltr"${keepOnOneLine(run) ? ' style="white-space:nowrap"' : ''}>${escapeHtml(run)}</span>`

/**
 * A paragraph that is one left-to-right run as a whole: a phone number, whose groups of digits a right-to-left
 * paragraph would otherwise set in reverse order ("23 01 555 212 90+"), as digits alone are not isolated.
 */
export interface LtrParagraph {
  ltr: string
}

export function visitorParagraphs(paragraphs: (string | LtrParagraph)[], language: Locale): { text: string; html: string } {
  if (localeConfig[language].dir !== 'rtl') {
    const plain = paragraphs.map((p) => (typeof p === 'string' ? p : p.ltr))
    return { text: plain.join('\n\n'), html: plain.map((p) => `<p>${escapeHtml(p)}</p>`).join('') }
  }
  const parts = paragraphs.map((p) => (typeof p === 'string' ? splitLtrRuns(p) : [{ text: p.ltr, ltr: true }]))
  return {
    text: parts.map((p) => p.map((part) => (part.ltr ? isolateLtr(part.text) : part.text)).join('')).join('\n\n'),
    html: parts.map((p) => `<p>${p.map((part) => (part.ltr ? ltrSpan(part.text) : escapeHtml(part.text))).join('')}</p>`).join(''),
  }
}

export function layout(body: string, settings: MailSettings, firmName: string): string {
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:${brandColors.navy[900]};line-height:1.5;max-width:640px">${body}<hr style="border:0;border-top:1px solid ${brandColors.navy[100]}"><p style="font-size:12px;color:${brandColors.navy[400]}">${escapeHtml(firmName)} · ${escapeHtml(settings.siteUrl)}</p></body></html>`
}

const contentOf = (settings: MailSettings): MailContent => settings.content ?? defaultMailContent

/** Which e-mails to the visitor may go out (the firm is always notified). */
export interface VisitorMail {
  acknowledgement: boolean
  guideDelivery: boolean
}

export function composeMessages(
  sub: Submission,
  settings: MailSettings,
  toVisitor: VisitorMail,
): { purpose: string; message: StoredMessage }[] {
  const visitorName = headerSafe(`${sub.firstName} ${sub.lastName}`)
  const visitor = { name: visitorName, address: headerSafe(sub.email) }
  // Mail to the typed address carries none of the typed text (not even the name): otherwise anyone could have
  // the firm's domain deliver their words to any inbox.
  const visitorInbox = { name: '', address: visitor.address }
  const content = contentOf(settings)
  const site = content.firm(sub.language)
  const firmName = content.firm('en').name
  const firm = { name: firmName, address: settings.firmEmail }
  const guide = sub.guidelineName ? guideByName(sub.guidelineName, content) : null
  const rows: [string, string][] = [
    ['Name', sub.firstName],
    ['Surname', sub.lastName],
    ['E-mail', sub.email],
    ...(guide ? ([['Guide', guide.title]] as [string, string][]) : []),
    ['Language', `${localeConfig[sub.language].name} (${sub.language})`],
    ['Received', sub.createdAt],
  ]
  const out: { purpose: string; message: StoredMessage }[] = []
  const guideHeld = guide !== null && !sub.possibleSpam && !sub.held && !toVisitor.guideDelivery
  const heldNote =
    'The guide was not e-mailed to this address: it has already received several guides from the site today. Send it yourself if the request is genuine.'
  // The address may have been typed by a bot: the firm decides whether to answer, nothing goes to it automatically.
  const spamNote = sub.possibleSpam
    ? 'Possible spam: this form was sent faster than a person usually types (browser autofill can do this). Nothing was sent to the visitor; check the message and reply if it is genuine.'
    : sub.held
      ? `Held for review: more messages than usual came from this visitor, or from the connection they share, in the last hour. Nothing was sent to the visitor${guide ? ' (not the guide either)' : ''}. Further held messages from this connection today are not e-mailed: they are in the back office's leads inbox, marked "held for review". Reply if it is genuine.`
      : ''

  out.push({
    purpose: 'firm-notification',
    message: {
      to: firm,
      replyTo: visitor,
      subject: headerSafe(
        `${sub.possibleSpam ? '[possible spam] ' : sub.held ? '[held for review] ' : ''}${guide ? `Guide request (${guide.title}) from ${visitorName}` : `New contact message from ${visitorName}`}`,
      ),
      text: `${spamNote ? `${spamNote}\n\n` : ''}${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nMessage:\n${sub.message}\n\n${guideHeld ? `${heldNote}\n\n` : ''}Reply to this e-mail to answer the visitor.`,
      html: layout(
        `${spamNote ? `<p><strong>${escapeHtml(spamNote)}</strong></p>` : ''}<h2>${guide ? 'Guide request' : 'New contact message'}</h2><table>${rows
          .map(([k, v]) => `<tr><th align="left" style="padding-right:12px">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
          .join(
            '',
          )}</table><h3>Message</h3>${paragraphsHtml(sub.message)}${guideHeld ? `<p><strong>${heldNote}</strong></p>` : ''}<p>Reply to this e-mail to answer the visitor.</p>`,
        settings,
        firmName,
      ),
    },
  })

  if (sub.possibleSpam || sub.held) return out
  // The visitor's e-mails in the language of the page they wrote from; the guide's title as that page showed it.
  const t = mailT(sub.language)
  const hours = t('mail.hours', { time: site.hours.time })
  // The guide's title as the visitor's page showed it.
  const visitorGuideTitle = guide ? (guideIn(guide.guidelineName, sub.language, content)?.title ?? guide.title) : ''
  const paragraphs = (...parts: string[]) => parts.filter(Boolean)
  if (guide && toVisitor.guideDelivery) {
    // The guide goes in the visitor's language where it is translated; otherwise in English, and the e-mail says so.
    const pdfLanguage = guidePdfLanguage(guide.guidelineName, sub.language, content)
    const body = paragraphs(
      t('mail.guideBody', { title: visitorGuideTitle }),
      pdfLanguage === sub.language ? '' : t('mail.guideInEnglish'),
      // A translation no lawyer has reviewed says so, as its web page does (the PDF's first page repeats it).
      pdfLanguage === 'en' || settings.guideReviewed?.(guide.slug, pdfLanguage) ? '' : t('translation.unreviewed'),
      t('mail.guideQuestion', { hours }),
    )
    const mail = visitorParagraphs([t('mail.hello'), ...body, site.name, { ltr: site.phone.display }], sub.language)
    out.push({
      purpose: 'guide-delivery',
      message: {
        to: visitorInbox,
        replyTo: firm,
        subject: headerSafe(t('mail.guideSubject', { title: visitorGuideTitle })),
        text: mail.text,
        html: layout(`<div lang="${sub.language}" dir="${localeConfig[sub.language].dir}">${mail.html}</div>`, settings, site.name),
        attachGuide: guide.guidelineName,
        attachLanguage: pdfLanguage,
      },
    })
  } else if (!guide && toVisitor.acknowledgement) {
    const body = paragraphs(t('mail.ackBody', { hours }), t('mail.ackIgnore'))
    const mail = visitorParagraphs([t('mail.hello'), ...body, site.name, { ltr: site.phone.display }], sub.language)
    out.push({
      purpose: 'visitor-acknowledgement',
      message: {
        to: visitorInbox,
        replyTo: firm,
        subject: headerSafe(t('mail.ackSubject', { firm: site.name })),
        text: mail.text,
        html: layout(`<div lang="${sub.language}" dir="${localeConfig[sub.language].dir}">${mail.html}</div>`, settings, site.name),
      },
    })
  }
  return out
}

/** Staff message kinds that are not about a lead, as the outbox's `purpose` names them. */
export const ACCOUNT_MAIL_PURPOSES = { passwordReset: 'admin-password-reset', setupLink: 'admin-setup-link' } as const

/**
 * A back-office link for a member of staff: a password reset (valid `minutes`), a new account's set-up link, or the
 * set-up link of an account an owner reset. The link alone does not open the account: a reset asks for the
 * authenticator code too, and only the account's holder receives a set-up link.
 */
export function composeAccountLinkMessage(
  kind: 'password-reset' | 'setup' | 'account-reset',
  to: string,
  link: string,
  validFor: string,
  settings: MailSettings,
): StoredMessage {
  const site = contentOf(settings).firm('en')
  const subject = {
    'password-reset': `Reset your back-office password – ${site.name}`,
    setup: `Set up your back-office account – ${site.name}`,
    'account-reset': `Set up your back-office account again – ${site.name}`,
  }[kind]
  const intro = {
    'password-reset':
      'Someone (we hope you) asked to reset the password of your back-office account. To choose a new password, open this link and enter a code from your authenticator app:',
    setup:
      'An account has been made for you in the back office of the website. Open this link to choose a password and connect your authenticator app:',
    'account-reset':
      'An owner of the back office has reset your account and signed you out everywhere. Open this link to choose a new password and connect your authenticator app again:',
  }[kind]
  const outro = {
    'password-reset': `The link works once, for ${validFor}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    setup: `The link works once, for ${validFor}.`,
    'account-reset': `The link works once, for ${validFor}. If you did not expect this, tell an owner of the back office.`,
  }[kind]
  return {
    to: { name: '', address: headerSafe(to) },
    subject: headerSafe(subject),
    text: `Hello,\n\n${intro}\n\n${link}\n\n${outro}\n\n${site.name}`,
    html: layout(
      `<p>Hello,</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(outro)}</p><p>${escapeHtml(site.name)}</p>`,
      settings,
      site.name,
    ),
  }
}
