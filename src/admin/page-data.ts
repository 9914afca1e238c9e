import type { PostForm, PostState, TranslationStatus } from '../lib/admin'

export type { TranslationStatus }
import type { Locale } from '../i18n/locales'
import type { Permission, Role } from '../lib/admin-permissions'
import type { Availability } from '../lib/availability'
import type { BookingStatus, MeetingKind } from '../lib/booking'

/**
 * The data each back-office page is rendered with: the server renders the first page with it (and embeds it for the
 * browser), and /admin/api/pages/… answers it for the pages the browser opens next. The server imports types only.
 */

/** A language's version of an English post, as the list and the English post's editor link to it. */
export interface TranslationLink {
  id: number
  language: string
  title: string
  status: TranslationStatus
  /** The English post changed since this translation was made or approved. */
  stale: boolean
}

export interface PostListItem {
  id: number
  title: string
  slug: string
  state: PostState
  publishAt: string | null
  updatedAt: string
  language: string
  /** Null for an English post (and a post in another language that translates none). */
  translationStatus: TranslationStatus | null
  /** A translation's English post. */
  source: { id: number; title: string } | null
  stale: boolean
  /** An English post's translations. */
  translations: TranslationLink[]
}

/** What the posts list is filtered by: a language, and a translation status or "stale". */
export interface PostListFilter {
  language: string
  translation: TranslationStatus | 'stale' | ''
}

/** A translation as its editor shows it: its English post, how far it got, and the reviewer's word. */
export interface PostTranslationInfo {
  sourceId: number
  sourceTitle: string
  /** The hash of the English post when the page was made: an approval sends it back, so a change since is caught. */
  sourceHash: string
  status: TranslationStatus
  stale: boolean
  reviewer: string | null
  reviewedAt: string | null
  /** Why a reviewer sent it back; empty when none. */
  note: string
}

export interface PostDetail extends PostForm {
  id: number
  state: PostState
  publishAt: string | null
  updatedAt: string
  language: Locale
  /** Set for a translation of an English post. */
  translation: PostTranslationInfo | null
  /** An English post's translations. */
  translations: TranslationLink[]
}

/**
 * 'written-to-file': the e-mails only became .eml files on the server because no mail server is configured. 'held':
 * held for review, over its connection's hourly limit: nothing was e-mailed to the visitor.
 */
export type LeadMailStatus = 'sent' | 'written-to-file' | 'pending' | 'failed' | 'suspected-spam' | 'held'

export interface LeadListItem {
  id: number
  kind: 'contact' | 'guide'
  name: string
  email: string
  /** The guide's title as the site shows it (not its internal API name). */
  guide: string | null
  createdAt: string
  mailStatus: LeadMailStatus
  /** Sent faster than a person types: delivered to the firm, flagged. */
  possibleSpam: boolean
}

export interface LeadMessage {
  id: number
  purpose: string
  to: string
  subject: string
  status: 'pending' | 'sending' | 'sent' | 'failed'
  attempts: number
  lastError: string | null
  sentAt: string | null
  /** How a sent e-mail left: to a mail server, or only into a file on the server. */
  deliveredVia: 'smtp' | 'file' | null
}

export interface LeadDetail extends LeadListItem {
  message: string
  clientIp: string | null
  messages: LeadMessage[]
}

export interface KvkkFindings {
  email: string
  submissions: LeadListItem[]
  /** Consultations booked under the address (issue 37), confirmed or cancelled. */
  bookings: BookingListItem[]
  messages: number
  files: string[]
}

export interface ErasureRecord {
  id: number
  at: string
  actor: string
  submissions: number
  messages: number
  files: number
}

/** What the dashboard shows: how mail leaves, and what needs attention. */
export interface DashboardSummary {
  /** 'files': no SMTP server configured, e-mails are only written to .eml files on the server. */
  mailDelivery: 'smtp' | 'files'
  leadsLast7Days: number
  waitingMessages: number
  failedMessages: number
  recentLeads: LeadListItem[]
}

/** A lawyer of the published team, by the document key bookings and availability name them with. */
export interface TeamChoice {
  key: string
  name: string
}

/** A booking as the bookings list shows it (issue 37). */
export interface BookingListItem {
  id: string
  /** The team member's document key, and the name the published team gives it (the key when no longer published). */
  lawyer: string
  lawyerName: string
  kind: MeetingKind
  startsAt: string
  endsAt: string
  name: string
  email: string
  status: BookingStatus
  meetingLanguage: string
  /** The firm's change in its calendar that the site refused and that still counts (absent: none). */
  calendarConflict?: CalendarConflictItem
}

/** What the firm did to a booking's event in its calendar that the site refused, and why (ADR 37 "(calstatus)"). */
export interface CalendarConflictItem {
  /** The times the firm gave the event. */
  startsAt: string
  endsAt: string
  /** Why the site refused it, in plain words. */
  reason: string
  /** When the site read the change. */
  at: string
}

/** The firm's calendar as the bookings page shows it: only when one is connected (CALDAV_URL). */
export interface CalendarPanel {
  /** The end of the last pass that reached the calendar, or null (never). */
  lastSuccessAt: string | null
  /** The last failure, in plain words, while it lasts. */
  lastError: { message: string; at: string } | null
  /** Bookings whose present state the calendar does not have yet. */
  pendingWrites: number
  /** Every refused change that still counts, with its booking (any page of the list). */
  conflicts: (CalendarConflictItem & { bookingId: string; bookingStartsAt: string; name: string })[]
}

/** One booking with every stored field, and the visitor's bookings under the same e-mail address (its history). */
export interface BookingDetail extends BookingListItem {
  uid: string
  phone: string | null
  topic: string
  siteLanguage: string
  visitorTimeZone: string
  /** The invitation's SEQUENCE: raised on every move or cancellation. */
  sequence: number
  /** The firm's note to the visitor with the last move or cancellation. */
  note: string | null
  bufferBefore: number
  bufferAfter: number
  createdAt: string
  updatedAt: string
  history: BookingListItem[]
}

export interface BookingsPageData {
  bookings: BookingListItem[]
  when: 'upcoming' | 'past'
  /** The lawyer filtered by; empty: all. */
  lawyer: string
  pageNumber: number
  hasMore: boolean
  lawyers: TeamChoice[]
  /** The firm's calendar's sync state and refused changes; null without a calendar (nothing about one is shown). */
  calendar: CalendarPanel | null
}

/** A lawyer's availability as the form starts from: as stored, or the default when none was set (`stored` false). */
export interface AvailabilityPageData {
  lawyer: TeamChoice
  lawyers: TeamChoice[]
  availability: Availability
  stored: boolean
  updatedAt: string | null
  updatedBy: string | null
}

export interface AuditEntry {
  id: number
  at: string
  actor: string
  action: string
  detail: string
}

export interface AccountListItem {
  id: number
  email: string
  role: Role
  createdAt: string
  /** What the owner needs to know: it works, it waits for its set-up link, or it is disabled. */
  state: 'active' | 'set-up pending' | 'disabled'
  /** May approve translations (set with the command line, shown read-only). */
  mayApproveTranslations: boolean
  /** May see client data (owners always; others when an owner granted it). */
  clientData: boolean
}

/** A sign-in lock in force (server/admin/accounts.ts `SignInLock`): an address, or one e-mail from an address. */
export interface SignInLockItem {
  key: string
  address: string
  email: string | null
  until: string
}

/** One translation a lawyer reviews: a page of the site in one language, or a language's interface strings. */
export interface TranslationUnit {
  /** The page's English path ('/faq'), or 'interface'. */
  item: string
  locale: string
  /** 'machine' when no one has touched it: the shipped translations were made by machine. */
  status: TranslationStatus
  /** Reviewed, but its English changed since: counts as unreviewed again. */
  stale: boolean
  /** What visitors get: reviewed, current, and (for a page) its language's interface reviewed and current too. */
  effective: boolean
  reviewer: string | null
  reviewedAt: string | null
  /** Why it was sent back. */
  note: string
}

/** A translated post as the translations screen lists it (reviewed from the post's editor). */
export interface TranslatedPostItem {
  id: number
  language: string
  title: string
  sourceId: number
  sourceTitle: string
  status: TranslationStatus
  stale: boolean
  reviewer: string | null
  reviewedAt: string | null
}

/** The English a unit is made from and its translation, block by block, with the hash of the English shown. */
export interface TranslationComparison {
  item: string
  locale: string
  sourceHash: string
  source: { label: string; text: string }[]
  translation: { label: string; text: string }[]
}

/** Where a library image is used: a document (`service`/`labor-law`, the parts naming it) or a post (`post`/slug). */
export interface MediaUse {
  type: string
  key: string
  parts: string[]
}

/** An image of the media library (ADR 36, 3.3) as GET /admin/api/media answers it. */
export interface MediaLibraryItem {
  id: number
  /** The stored file's name (an upload) or the shipped image's URL. */
  file: string
  url: string
  width: number
  height: number
  /** 0–1 from the left and the top; null: the centre. */
  focalX: number | null
  focalY: number | null
  alt: Partial<Record<Locale, string>>
  originalName: string
  createdAt: string
  createdBy: string
  usedBy: MediaUse[]
}

export type AdminPage =
  | { page: 'sign-in' }
  | { page: 'setup'; token: string; email: string; secret: string; qrSvg: string }
  | { page: 'setup-invalid' }
  | { page: 'dashboard'; summary: DashboardSummary }
  | { page: 'posts'; posts: PostListItem[]; search: string; filter: PostListFilter }
  | { page: 'post'; post: PostDetail | null; siteUrl: string; mayApproveTranslations: boolean }
  | {
      page: 'leads'
      leads: LeadListItem[]
      status: LeadMailStatus | ''
      search: string
      retentionDays: number
      nextRetentionAt: string
      mailDelivery: 'smtp' | 'files'
    }
  | { page: 'lead'; lead: LeadDetail }
  | { page: 'kvkk'; findings: KvkkFindings | null; erasures: ErasureRecord[]; backupRetentionDays: number }
  | { page: 'audit'; entries: AuditEntry[] }
  | ({ page: 'bookings'; mayEditAvailability: boolean; retentionDays: number } & BookingsPageData)
  | { page: 'booking'; booking: BookingDetail }
  | ({ page: 'availability' } & AvailabilityPageData)
  | { page: 'availability-lawyers'; lawyers: TeamChoice[] }
  | { page: 'forgot-password' }
  | { page: 'reset-password'; token: string; email: string }
  | { page: 'reset-invalid' }
  | { page: 'accounts'; accounts: AccountListItem[]; signInLocks: SignInLockItem[] }
  | { page: 'translations'; units: TranslationUnit[]; posts: TranslatedPostItem[]; mayApprove: boolean }
  | { page: 'translation'; unit: TranslationUnit; comparison: TranslationComparison; mayApprove: boolean }
  | { page: 'media'; media: MediaLibraryItem[] }
  | { page: 'content' }
  | { page: 'not-found' }
  | { page: 'forbidden'; message: string }

/**
 * Every page also gets the CSRF token for its JSON calls and, once signed in, who is signed in, as what, and what
 * the account may do (the navigation shows only that).
 */
export type AdminPageProps = AdminPage & { csrf: string; user: string | null; role: Role | null; permissions: Permission[] }

export function adminPageTitle(p: AdminPage): string {
  switch (p.page) {
    case 'sign-in':
      return 'Sign in'
    case 'setup':
    case 'setup-invalid':
      return 'Set up your account'
    case 'dashboard':
      return 'Dashboard'
    case 'posts':
      return 'Posts'
    case 'post':
      return p.post ? `Edit: ${p.post.title}` : 'New post'
    case 'leads':
      return 'Leads'
    case 'lead':
      return `Lead from ${p.lead.name}`
    case 'kvkk':
      return 'KVKK requests'
    case 'audit':
      return 'Audit log'
    case 'bookings':
      return p.when === 'past' ? 'Past bookings' : 'Upcoming bookings'
    case 'booking':
      return `Booking: ${p.booking.name}`
    case 'availability':
      return `Availability: ${p.lawyer.name}`
    case 'availability-lawyers':
      return 'Availability'
    case 'forgot-password':
    case 'reset-password':
    case 'reset-invalid':
      return 'Reset your password'
    case 'accounts':
      return 'Accounts'
    case 'translations':
      return 'Translations'
    case 'translation':
      return `Review: ${p.unit.item === 'interface' ? 'interface' : p.unit.item} (${p.unit.locale})`
    case 'media':
      return 'Media'
    case 'content':
      return 'Site content'
    case 'not-found':
      return 'Not found'
    case 'forbidden':
      return 'Not for your account'
  }
}
