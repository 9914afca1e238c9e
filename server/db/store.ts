/**
 * The Store: everything the site keeps, behind one asynchronous interface with one implementation per engine
 * (SQLite in `server/db/sqlite/`, the default; PostgreSQL in `server/db/postgres/` when DATABASE_URL is set). Nothing
 * outside `server/db/` writes SQL or knows which engine runs; callers get a Store from `openStore` and await it.
 *
 * Rules every implementation keeps, and every caller can rely on:
 * - Every method returns a Promise and takes and returns plain objects in the domain's words: numbers, strings,
 *   booleans, and times as ISO-8601 strings in UTC (`2026-11-24T13:38:00.000Z`, which sort as text). Never an
 *   engine's row type, never a Date.
 * - **One atomic operation is one method.** What must happen together (a submission with its e-mails and its
 *   idempotency key, a KVKK erasure with its record, a publication with its audit line, a translation file's many
 *   posts) is a single method, done in one transaction inside the implementation. There is no generic async
 *   transaction: holding one open across awaits would, in SQLite, keep the write lock over other requests'
 *   statements on the shared connection, and in PostgreSQL tie a pooled connection to a request. A caller that
 *   needs a new combination gets a new method.
 * - A few of those methods take a pure synchronous function for what depends on a value assigned inside the
 *   transaction (the e-mails of a new submission name its id; an audit line names a new post's id). It is called
 *   inside the transaction, so it must not await, throw for control flow, or touch the Store.
 * - `audit` arguments are audit-log lines written in the same transaction as the change they describe, and only
 *   when the change happened (a method that returns false or null writes none).
 * - Limits that protect others (a client address's hourly form posts, the mail sent to a typed address, password
 *   reset requests) are checked and recorded in one method, so several instances cannot each allow the limit.
 * - Text matching for people (the back office's post and lead searches) is done in TypeScript with `foldSearchText`
 *   (src/lib/blog-search.ts: Turkish İ/I/ı/i as one letter, Arabic folded as typed), never with the engine's
 *   LIKE/ILIKE/lower(), whose case rules differ between SQLite (ASCII only) and PostgreSQL (the collation). The
 *   public blog search already reads each language's visible posts once per data version and matches in TypeScript
 *   (server/blog/blog-reader.ts), so it behaves the same on both engines too.
 */
import type { Post, PostContent, PostRef, PostSummary } from './posts.ts'
import type { KeyedSubmission, NewSubmissionRow, StoredSubmission } from './submissions.ts'
import type { DeliveredVia, OutboxMessage, StoredMessage } from './outbox.ts'
import type { AccountCredentials, AccountRole, AccountSummary, AdminUser } from './accounts.ts'
import type {
  CreateTranslationResult,
  PostTranslationLink,
  PostTranslationListItem,
  PostTranslationState,
  ReviewAction,
  ReviewResult,
  ReviewRow,
  TranslationText,
} from './post-translations.ts'
import type {
  ChangedDocuments,
  ContentDocument,
  ContentDraft,
  ContentPart,
  ContentVersion,
  DocumentType,
  DocumentUse,
  MediaItem,
  NewMedia,
  PartData,
  PublishedPart,
  PublishExtras,
  PublishResult,
  ApprovalResult,
  TranslationApproval,
  ResolvedPath,
  SaveDraftResult,
  ScheduledPublish,
  ScheduleStatus,
  SeedDocument,
} from './content.ts'
import type { AvailabilityRecord, BookingListQuery, BookingMail, BookingTimes, NewBooking, StoredBooking, Taken } from './bookings.ts'
import type { Interval } from '../../src/lib/booking.ts'
import type { CalendarBooking, CalendarBusy, CalendarConflict, CalendarSyncState, CalendarSyncUpdate } from './calendar.ts'

export type * from './posts.ts'
export type * from './submissions.ts'
export type * from './outbox.ts'
export type * from './accounts.ts'
export type * from './post-translations.ts'
export type * from './content.ts'
export type * from './bookings.ts'
export type * from './calendar.ts'

/** A line of the audit log as the back office lists it. */
export interface AuditEntry {
  id: number
  at: string
  actor: string
  action: string
  detail: string
}

/** The record a KVKK erasure leaves: when, by whom, and how much went (never whose). */
export interface ErasureRecord {
  id: number
  at: string
  actor: string
  submissions: number
  messages: number
  files: number
}

/**
 * A form result as the Store keeps it: a JSON document whose shape is the forms module's (ServerFormResult,
 * src/lib/form-fields.ts, read back by server/forms/results.ts), written and read back as it is.
 */
export type FormResultDocument = object

/** One line of the audit log: who did what, when. Never holds a lead's personal data. */
export interface AuditNote {
  /** An account's e-mail, 'cli', 'autosave'… */
  actor: string
  action: string
  detail: string
  /** ISO 8601. */
  at: string
}

/** An audit line at `now` (milliseconds; default: this instant). */
export function auditNote(actor: string, action: string, detail: string, now = Date.now()): AuditNote {
  return { actor, action, detail, at: new Date(now).toISOString() }
}

/** An audit line naming an id the method assigns (a new post, a new translation). Pure; see the rules above. */
export type AuditFor = (id: number) => AuditNote

export interface Store {
  readonly kind: 'sqlite' | 'postgres'
  /** Where the data lives, for log lines: the SQLite file's path, or the PostgreSQL URL without its password. */
  readonly location: string
  readonly posts: PostsRepository
  readonly submissions: SubmissionsRepository
  readonly outbox: OutboxRepository
  readonly accounts: AccountsRepository
  readonly audit: AuditRepository
  readonly translations: TranslationsRepository
  readonly formResults: FormResultsRepository
  readonly addressHits: AddressHitsRepository
  readonly health: HealthRepository
  readonly content: ContentRepository
  readonly bookings: BookingsRepository
  readonly calendar: CalendarRepository
  /** Ends every connection; pending calls finish first. The Store is unusable afterwards. */
  close(): Promise<void>
}

/** What `openStore` reads: DATA_DIR always (media, mail files, the SQLite file), DATABASE_URL to choose PostgreSQL. */
/** A schema migration just applied (committed), for the start's log line per migration. */
export interface AppliedMigration {
  engine: 'sqlite' | 'postgres'
  version: number
  name: string
  /** Whether the previous release still serves the database after it (server/db/migration-rule.ts, ADR 34). */
  change: 'expand' | 'contract' | 'history'
  /** The oldest schema version whose code serves the database after it. */
  servedFrom: number
}

export interface StoreSettings {
  dataDir: string
  /** postgres://… runs on PostgreSQL; unset or empty, SQLite in `dataDir`. */
  databaseUrl?: string
}

// ----- Posts -----------------------------------------------------------------------------------------------------

/** Options of the one writer of a post's content. */
export interface PostWriteOptions {
  /** For a new post: published from this instant (now or later) instead of a draft. Ignored for an existing post. */
  visibleFrom?: string
  /**
   * For an existing post whose reader-visible words changed: if it is a `reviewed` translation it becomes a draft
   * again (the lawyer approved other words), and this line is written to the audit log, in the same transaction.
   */
  reopenReviewedTranslation?: AuditNote
  /** Written with the change (for a new post, the function gets its id). */
  audit?: AuditFor
}

/**
 * Blog posts. The public reads see only visible posts (status published and `visibleFrom <= now`); the back office
 * reads and writes any. Lists are newest first: `publishedAt` descending, then id descending.
 */
export interface PostsRepository {
  /** Every post, drafts included. */
  count(): Promise<number>
  /** The earliest `visibleFrom` of a published post that is later than `now`, or null when none is scheduled. */
  nextScheduled(now: string): Promise<string | null>

  /** Every visible post of a language in full, newest first. */
  allVisible(now: string, language: string): Promise<Post[]>
  /** The `limit` newest visible posts of a language in full. */
  newestVisible(now: string, limit: number, language: string): Promise<Post[]>
  /** How many visible posts a language has. */
  countVisible(now: string, language: string): Promise<number>
  /** A page of a language's visible posts as cards (no body), newest first. */
  visibleSummaries(now: string, page: { limit: number; offset?: number; language: string }): Promise<PostSummary[]>
  /** Address facts of every visible post in every language, newest first (no bodies). */
  visibleRefs(now: string): Promise<PostRef[]>
  /** The visible posts of a post's translation group other than itself (its original, the original's translations). */
  visibleTranslations(now: string, id: number): Promise<PostRef[]>
  /** The visible post whose own slug is `slug`, any case (stored slugs are lower case); null when none. */
  visibleBySlug(now: string, slug: string): Promise<PostRef | null>
  /** The current slug of the visible post once published under `oldSlug` (any case); null when none. */
  currentSlugFor(now: string, oldSlug: string): Promise<string | null>

  /** Any post by id, drafts included; null when there is none. */
  byId(id: number): Promise<Post | null>
  /**
   * Every post whose title, slug or one of its keywords contains `text` (trimmed; folded with foldSearchText; empty:
   * every post): drafts first, last edited first, then the others by `publishedAt`, newest first; ties by id desc.
   */
  search(text: string): Promise<Post[]>
  /** Whether `slug` is another post's (not `exceptId`'s) address ('post') or former address ('former'), or null. */
  slugOwner(slug: string, exceptId: number | null): Promise<'post' | 'former' | null>
  /**
   * The one writer of a post's content (back office, import command, seed); the body comes sanitised (callers run
   * server/blog/sanitize.ts first; the public pages sanitise again as they read). `id` null
   * makes a new post (a draft unless `opts.visibleFrom`); else the existing post is updated, its status kept, a
   * published post's changed slug kept as a redirect, and a published post made visible from its `publishedAt`.
   * A `translationOfSlug` that names no English post throws (nothing is written). Null when `id` names no post.
   */
  write(id: number | null, post: PostContent, now: string, opts?: PostWriteOptions): Promise<{ id: number; reopened: boolean } | null>
  /**
   * Posts from files, matched by slug (the title's slug when absent), all in one transaction: a new one is
   * published from its own `publishedAt` (later than now: scheduled), an existing one keeps its status. Originals
   * are written before the translations that name them.
   */
  importPosts(posts: PostContent[], now: string): Promise<{ inserted: number; updated: number }>
  /**
   * Publishes from `visibleFrom` (now or later), which also becomes `publishedAt`, and its Istanbul date the
   * `dateLabel`. False when there is no such post.
   */
  publish(id: number, visibleFrom: string, now: string, audit?: AuditNote): Promise<boolean>
  /** Back to draft (no longer visible). False when there is no such post. */
  unpublish(id: number, now: string, audit?: AuditNote): Promise<boolean>
  /** Deletes the post and its former addresses; its translations stay, unlinked. False when there is no such post. */
  delete(id: number, audit?: AuditNote): Promise<boolean>
}

// ----- Submissions (leads) ---------------------------------------------------------------------------------------

/** What `submissions.store` checks and writes in one transaction with the new submission. */
export interface StoreSubmissionOptions {
  now: string
  /**
   * The post's idempotency key (server/forms/idempotency.ts). A submission already holding it is returned as
   * `repeat` and nothing is stored, unless it was created before `releaseBefore` (a derived key past its window):
   * then it lets go of the key and the new submission takes it. Null `releaseBefore`: never released.
   */
  idempotency?: { key: string; releaseBefore: string | null }
  /**
   * The client address's limits (the figures and why: server/forms/submissions.ts). Within the hour from `since`,
   * when one visitor (`row.clientIp` with `row.email`, any case) has sent `perVisitor` submissions or more, or the
   * address has sent `perAddress` or more (its submissions and `otherHits`, its other costly requests, ISO times),
   * the submission is stored held for review (`held` in the result) rather than refused. Held submissions are capped
   * from `heldSince`: `heldPerAddress` from this address and `heldTotal` from everyone; past either cap nothing is
   * stored ('limited'). A null `row.clientIp` counts only `otherHits` and the total.
   */
  perAddress?: {
    since: string
    perVisitor: number
    perAddress: number
    otherHits: string[]
    heldSince: string
    heldPerAddress: number
    heldTotal: number
  }
  /** How many e-mails of each purpose may go to `row.email` (any case) per window starting at `since`. */
  mailAllowance: { since: string; perPurpose: Record<string, number> }
  /**
   * The e-mails to queue with the submission, given its new id, per purpose of `mailAllowance` whether another may
   * still go to the address, and whether it is held (then `firstFromAddress`: no other held one from its address
   * since `heldSince`). Pure and synchronous (see the rules at the top).
   */
  compose: (id: number, allowed: Record<string, boolean>, held: HeldSubmission | null) => { purpose: string; message: StoredMessage }[]
}

/** A submission stored held for review (over a limit of `perAddress`). */
export interface HeldSubmission {
  firstFromAddress: boolean
}

export type StoreSubmissionResult =
  | { outcome: 'stored'; id: number; held: boolean }
  /** The key's submission, for the caller to tell a repeat of the same form from a key reused for another. */
  | { outcome: 'repeat'; earlier: KeyedSubmission }
  /** Held submissions are at a cap: `oldest` is when the oldest counted towards it arrived (it frees a place). */
  | { outcome: 'limited'; oldest: string }

/** Form submissions (leads) and, through them, their e-mails. */
export interface SubmissionsRepository {
  /**
   * Stores a submission with its e-mails (due at once) and its idempotency key, after the key, address and mail
   * checks of `opts`, as one atomic step: two calls at once with the same key store one; calls from one address on
   * several instances cannot together pass its limits or the caps on held submissions. Once this resolves 'stored' the lead and its mail are durable.
   */
  store(row: NewSubmissionRow, opts: StoreSubmissionOptions): Promise<StoreSubmissionResult>
  /** The submission holding an idempotency key, or null. */
  byIdempotencyKey(key: string): Promise<KeyedSubmission | null>
  /** When this client address sent its newest `limit` submissions since `since`, newest first. */
  timesFrom(clientIp: string, since: string, limit: number): Promise<string[]>
  /** The newest 500 whose e-mail or "first last" name contains `text` (folded with foldSearchText; empty: any). */
  search(text: string): Promise<StoredSubmission[]>
  byId(id: number): Promise<StoredSubmission | null>
  /** How many arrived at or after `since`. */
  countSince(since: string): Promise<number>
  /** Received from `start` (inclusive) to `end` (exclusive), oldest first (then by id). */
  between(start: string, end: string): Promise<StoredSubmission[]>
  /** Every submission from this e-mail address (any case), oldest first, and how many e-mails they hold. */
  byEmail(email: string): Promise<{ submissions: StoredSubmission[]; messages: number }>
  /**
   * KVKK erasure: deletes every submission from this address (any case) with its queued and sent e-mails and the
   * results of forms posted without JavaScript that name it (FormResultsRepository), and records the erasure (counts
   * only: `files` is how many .eml files the caller deletes) and `audit`, in one transaction; then makes the engine
   * drop the deleted rows from its files as far as it can (SQLite: a WAL checkpoint). Returns what was deleted.
   */
  eraseByEmail(
    email: string,
    record: { actor: string; at: string; files: number },
    audit?: AuditNote,
  ): Promise<{ submissions: number; messages: number }>
  /**
   * Retention: deletes submissions received before `cutoff` with their e-mails, and finished (sent or failed)
   * e-mails that belong to no submission created before it. Returns how many submissions went.
   */
  deleteBefore(cutoff: string): Promise<number>
}

// ----- Outbox ----------------------------------------------------------------------------------------------------

/**
 * E-mails waiting to go, sent by the worker in server/mail/outbox.ts on every instance. A message is `pending`,
 * `sending` (held by one instance under a lease until a time), `sent` or `failed` (for good, until a person
 * retries it). Delivery is at least once: a holder that dies after the SMTP server accepted a message but before
 * `markSent` lets its lease run out, and another instance sends it again (with the same Message-ID).
 */
export interface OutboxRepository {
  /** Queues a message, due at once; returns its id. */
  enqueue(submissionId: number | null, purpose: string, message: StoredMessage, now: string): Promise<number>
  /**
   * At start: messages held by a holder that cannot be alive any more are due at `now`. SQLite (one server process
   * per data folder) takes that to be every `sending` message; PostgreSQL (several instances) requeues none and lets
   * leases run out, so a starting instance never takes what a live one holds. Returns how many were requeued.
   */
  requeueInterrupted(now: string): Promise<number>
  /**
   * Claims up to `limit` due messages for `holder` until `leaseUntil`: pending ones due by `now`, and sending ones
   * whose lease ran out by `now`, oldest (lowest id) first. No two concurrent claims, on any instance, get the same
   * message (PostgreSQL: FOR UPDATE SKIP LOCKED). An empty list when nothing is due.
   */
  claimDue(claim: { now: string; limit: number; leaseUntil: string; holder: string }): Promise<OutboxMessage[]>
  /** Records that a message left at `at`, and how. */
  markSent(id: number, at: string, via: DeliveredVia): Promise<void>
  /** Records a failed attempt: pending again from `nextAttemptAt`, or failed for good when `givenUp`. */
  markAttemptFailed(id: number, attempt: { attempts: number; nextAttemptAt: string; error: string; givenUp: boolean }): Promise<void>
  /** Messages not sent yet (pending or sending), failed ones, and when the oldest waiting one was queued (or null). */
  backlog(): Promise<{ pending: number; failed: number; oldestPendingAt: string | null }>
  /**
   * Messages being sent (`sending`, held under a lease), how many of them are past their lease at `now` (the holder
   * died or hangs; the next pass of any instance claims them again) and the holders of those, for /healthz.
   */
  claims(now: string): Promise<{ claimed: number; pastLease: number; pastLeaseHolders: string[] }>
  /** Puts one failed message back in the queue with a fresh count; false when no failed message has this id. */
  retryFailed(id: number, now: string): Promise<boolean>
  /** Puts every failed message back in the queue; returns how many. */
  retryAllFailed(now: string): Promise<number>
  /** Failed messages, newest first. */
  failed(limit: number): Promise<OutboxMessage[]>
  /** The e-mails of one submission, in the order they were queued. */
  ofSubmission(submissionId: number): Promise<OutboxMessage[]>
}

// ----- Accounts, sessions, sign-in ------------------------------------------------------------------------------

/**
 * Back office accounts, their one-time set-up and reset links (only token hashes are stored), sessions with their
 * CSRF token, used TOTP steps, and failed sign-ins. E-mail addresses are stored lower case and compared without case.
 */
export type RoleChange = 'changed' | 'unchanged' | 'no-account' | 'last-owner'

export interface AccountsRepository {
  findAccount(email: string): Promise<AccountCredentials | null>
  findAccountById(id: number): Promise<AccountCredentials | null>
  /** A new account (no password or authenticator yet). Throws when the e-mail address has one already. */
  createAccount(email: string, now: string, role: AccountRole): Promise<AdminUser>
  /** Whether an enabled owner exists. */
  hasOwner(): Promise<boolean>
  /** Every account: owners first, then by e-mail. */
  listAccounts(): Promise<AccountSummary[]>
  /** False for an account that does not exist. */
  mayApproveTranslations(userId: number): Promise<boolean>
  /** Grants or withdraws the right to approve translations; false when there is no such account. */
  setMayApproveTranslations(id: number, allowed: boolean, audit?: AuditNote): Promise<boolean>
  /**
   * Gives the account another role, with its audit line; 'last-owner' (nothing changed) when it is the only enabled
   * owner and would stop being one: the back office always keeps an owner.
   */
  setAccountRole(id: number, role: AccountRole, audit?: AuditNote): Promise<RoleChange>
  /** Grants or withdraws the client-data right (leads, exports, KVKK); false when there is no such account. */
  setClientData(id: number, allowed: boolean, audit?: AuditNote): Promise<boolean>
  /**
   * Disables (an instant) or enables (null) an account. Disabling ends its sessions and voids its set-up and reset
   * links in the same transaction. False when there is no such account.
   */
  setAccountDisabled(id: number, disabledAt: string | null, audit?: AuditNote): Promise<boolean>

  /** The account's only password-reset link from now on. */
  replacePasswordReset(userId: number, tokenHash: string, expiresAt: string, audit?: AuditNote): Promise<void>
  /** The reset link's account (disabled or not: the caller checks) and expiry; null when unknown. */
  findPasswordReset(tokenHash: string): Promise<{ user: AccountCredentials; expiresAt: string } | null>
  deletePasswordResets(userId: number): Promise<void>
  /** The new password from a reset link: the link is used up and every session of the account ends. */
  setPasswordFromReset(userId: number, passwordHash: string, audit?: AuditNote): Promise<void>

  /**
   * The account's only set-up link from now on (an earlier one stops working); `endSessions` also signs it out and
   * `withdrawApproval` takes its right to approve translations away, in the same transaction.
   */
  replaceSetupToken(
    userId: number,
    token: { tokenHash: string; totpSecret: string; expiresAt: string },
    opts?: { endSessions?: boolean; withdrawApproval?: boolean; audit?: AuditNote },
  ): Promise<void>
  /** A set-up link of an enabled account; null when unknown (expiry is the caller's to check). */
  findSetupToken(tokenHash: string): Promise<{ user: AdminUser; totpSecret: string; expiresAt: string } | null>
  /** Sets password and authenticator, uses the set-up link up, and records `usedStep` as the only used code. */
  completeAccountSetup(userId: number, passwordHash: string, totpSecret: string, usedStep: number, audit?: AuditNote): Promise<void>

  /**
   * Marks a TOTP step used; false when the account used this step or a later one already (a code is good once, and
   * never after a newer one, on every instance).
   */
  useTotpStep(userId: number, step: number): Promise<boolean>
  /** Forgets the account's used steps before `step`, except its last one: that one keeps older codes refused. */
  forgetTotpStepsBefore(userId: number, step: number): Promise<void>
  /** Every used code of every account (tests that sign in twice within one 30-second step). */
  forgetAllUsedTotpSteps(): Promise<void>

  /** How many failures `key` had after `since` (exclusive), and the first and last of them (null when none). */
  signInFailures(key: string, since: string): Promise<{ count: number; first: string | null; last: string | null }>
  /** Records one failure at `at` under each key. */
  recordSignInFailure(keys: string[], at: string): Promise<void>
  /**
   * A limited action (a password reset request): when every key has fewer than its `max` records after its
   * `since`, records one at `at` under each key and returns true; else records nothing and returns false. Atomic
   * across instances.
   */
  takeAllowance(limits: { key: string; since: string; max: number }[], at: string): Promise<boolean>
  /** Every key starting with `prefix` that had failures after `since`, with their count, first and last; by key. */
  signInFailuresByKey(prefix: string, since: string): Promise<{ key: string; count: number; first: string; last: string }[]>
  /** Forgets the key's failures; with `audit` (an owner lifting a sign-in lock), in one transaction with its line. */
  clearSignInFailures(key: string, audit?: AuditNote): Promise<void>

  createSession(tokenHash: string, userId: number, csrf: string, at: string, audit?: AuditNote): Promise<void>
  /** A session of an enabled account, with its CSRF token; null when unknown. */
  findSession(tokenHash: string): Promise<{ user: AdminUser; csrf: string; lastSeenAt: string } | null>
  touchSession(tokenHash: string, at: string): Promise<void>
  /** Returns how many sessions ended (0 or 1). */
  deleteSession(tokenHash: string): Promise<number>
  /** Returns how many sessions ended. */
  deleteSessionsOf(userId: number): Promise<number>
  /** Deletes failures, sessions, set-up and reset links older than the times given. */
  pruneAccountRecords(before: { failures: string; sessions: string; setupTokens: string }): Promise<void>
}

// ----- Audit -----------------------------------------------------------------------------------------------------

export interface AuditRepository {
  record(note: AuditNote): Promise<void>
  /** The newest `limit` lines, newest first. */
  list(limit: number): Promise<AuditEntry[]>
  /** KVKK erasure records (counts only), newest first. Written by `submissions.eraseByEmail`. */
  listErasures(limit: number): Promise<ErasureRecord[]>
}

// ----- Translations: page reviews and post translations --------------------------------------------------------

/**
 * Translation review (ADR 26): a lawyer's review of a page or a language's interface (`ReviewRow`, one per item and
 * locale), and post translations (a post in another language linked to its English post, with its own review).
 * Every write here changes what visitors see, so it bumps `health.dataVersion()`. Staleness compares hashes of the
 * English text computed in TypeScript (server/db/source-hash.ts), the same on both engines.
 */
export interface TranslationsRepository {
  /** Every page and interface review, by locale then item. */
  reviews(): Promise<ReviewRow[]>
  /** Inserts or replaces the review of `row.item` in `row.locale`. */
  saveReview(row: ReviewRow, audit?: AuditNote): Promise<void>
  /**
   * Post translations visitors may count as reviewed: `reviewed`, visible at `now`, of a visible English post, and
   * made from that post's text as it is now. Slugs are null for old posts addressed by their title.
   */
  reviewedPosts(
    now: string,
  ): Promise<{ language: string; slug: string | null; title: string; sourceSlug: string | null; sourceTitle: string }[]>

  /** Every translation of an English post, by English post (newest first), then language. */
  listPostTranslations(): Promise<PostTranslationListItem[]>
  /** The translations of one English post, by language. */
  translationsOf(sourceId: number): Promise<PostTranslationLink[]>
  /** A translation's state for its editor; null when the post is no translation (or its English post is gone). */
  postTranslationState(id: number): Promise<PostTranslationState | null>
  /** The translation of an English post into a language, or null. */
  findTranslation(sourceId: number, language: string): Promise<{ id: number; title: string } | null>
  /**
   * A new draft translation of an English post, linked to it and recording the hash of its text now, with `text`
   * (absent: the English text) and the English cover image, under a free slug `<language>-<English slug>[-n]`.
   * One per language: a second is refused and named.
   */
  createPostTranslation(
    sourceId: number,
    language: string,
    now: string,
    opts?: { text?: TranslationText; date?: { dateLabel: string; publishedAt: string }; audit?: AuditFor },
  ): Promise<CreateTranslationResult>
  /**
   * A reviewer's step (approve, send back, in review); approving is refused ('source-changed') when the English
   * changed since the hash the reviewer saw.
   */
  reviewPostTranslation(id: number, step: ReviewAction, now: string, audit?: AuditNote): Promise<ReviewResult>
  /**
   * A translator's returned file, all or nothing: for each English post, its translation into `language` gets the
   * text (replaced, as a draft made from the English as it is now, approval ended) or is created. `ok: false`
   * names the first English post that could not be translated (nothing was written).
   */
  importPostTranslations(
    language: string,
    items: { sourceId: number; text: TranslationText }[],
    now: string,
    audit: (done: { id: number; sourceId: number; created: boolean }) => AuditNote,
  ): Promise<{ ok: true; items: { id: number; sourceId: number; created: boolean }[] } | { ok: false; sourceId: number }>
}

// ----- Content documents (ADR 36) -------------------------------------------------------------------------------

/**
 * The firm's content: documents (a neutral part and one part per language), their drafts, every published version,
 * what is published now, former paths, where published parts use what, scheduled publications and the media
 * library. Validation is the content service's (ADR 36, 3.5): the Store keeps what it is given, atomically.
 * `actor` is who acts (an account's e-mail, 'seed', 'schedule (set by …)'); `now` the time it happens.
 */
export interface ContentRepository {
  /**
   * A new document; null when its type already has `key`. With `neutral` (the back office's "New …"), its first
   * draft of the shared facts and an audit line are written with it, in the same transaction: a document is never
   * left half made. Without, the bare row (the seed and copies write their own lines).
   */
  createDocument(type: DocumentType, key: string, actor: string, now: string, neutral?: PartData): Promise<number | null>
  /** Documents (of `type`, or all), types in DOCUMENT_TYPES order, then keys in byte order. */
  listDocuments(type?: DocumentType): Promise<ContentDocument[]>
  getDocument(id: number): Promise<ContentDocument | null>
  findDocument(type: DocumentType, key: string): Promise<ContentDocument | null>
  /** Every draft part of a document, in part order. */
  getDrafts(documentId: number): Promise<ContentDraft[]>
  getDraft(documentId: number, part: ContentPart): Promise<ContentDraft | null>
  /**
   * Saves a part's draft if it is still at `baseRev` (0: there is no draft yet). Otherwise nothing is written and the
   * answer carries the draft as someone else saved it (its data, rev, who and when), or null when there is none.
   */
  saveDraft(documentId: number, part: ContentPart, data: PartData, baseRev: number, actor: string, now: string): Promise<SaveDraftResult>
  /**
   * Publishes the drafts of `parts` in one transaction: a version per part, the published row, the paths (a path the
   * document answered at before and no longer does stays as a former path), the refs of those parts, an audit line;
   * the content version is bumped and every instance hears of it (onContentChanged). Nothing is written when a
   * part has no draft or a path is another document's current path.
   */
  publish(documentId: number, parts: ContentPart[], actor: string, now: string, extras?: PublishExtras): Promise<PublishResult>
  /**
   * An approver's correction of a translation in one transaction (ADR 36, 3.4): the draft saved if still at
   * `baseRev` (else nothing is written and the answer is a conflict), that part published as `publish` does, and the
   * review row written with its audit line. When any step fails or refuses, none of them is kept.
   */
  approveTranslation(approval: TranslationApproval, actor: string, now: string): Promise<ApprovalResult>
  /**
   * Withdraws a part; withdrawing English (or the neutral part) withdraws the whole document. Its refs go with it;
   * its paths stay (a published document taking them later answers there). Refusing while a published document
   * links to it is the caller's (see referencedBy). False when nothing was published.
   */
  unpublish(documentId: number, part: ContentPart, actor: string, now: string): Promise<boolean>
  /** The published documents whose published parts reference this document (`<type>/<key>` refs). */
  referencedBy(documentId: number): Promise<DocumentUse[]>
  /** A part's versions (or every part's), newest first. */
  listVersions(documentId: number, part?: ContentPart): Promise<ContentVersion[]>
  getVersion(versionId: number): Promise<ContentVersion | null>
  /**
   * Copies a version into its part's draft (a new rev; the next publish records it as a restore), audited. Never
   * touches what is published. Null when there is no such version.
   */
  restore(versionId: number, actor: string, now: string): Promise<{ documentId: number; part: ContentPart; rev: number } | null>
  /** Every published part of every document (for the in-memory snapshot), in export order. */
  readPublished(): Promise<PublishedPart[]>
  /** Bumped by every change of what is published, by any instance. */
  contentVersion(): Promise<number>
  /** The document a path belongs to, now or formerly; null when no document ever answered there. */
  resolvePath(path: string): Promise<ResolvedPath | null>
  /**
   * Calls `listener` after any instance's publish or withdrawal committed, with the documents it changed (PostgreSQL:
   * NOTIFY `content_changed`; SQLite: this process's own writes). Notifications can be lost (a dropped connection):
   * compare contentVersion() as the fallback. Returns a function that stops it.
   */
  onContentChanged(listener: (ids: ChangedDocuments) => void): () => void

  // Scheduled publications: claimed with a lease like the outbox (ADR 30).
  schedulePublish(documentId: number, parts: ContentPart[], dueAt: string, actor: string, now: string): Promise<number>
  /** Cancels a pending schedule, audited; false when it is not pending. */
  cancelSchedule(id: number, actor: string, now: string): Promise<boolean>
  /** Schedules (of a status, or all), by due time then id. */
  listSchedule(status?: ScheduleStatus): Promise<ScheduledPublish[]>
  /**
   * Up to `limit` pending schedules due by `now` whose lease is free or ran out, leased to `holder` until
   * `leaseUntil`, oldest due first. Two instances claiming at once never get the same one.
   */
  claimDue(claim: { now: string; holder: string; leaseUntil: string; limit?: number }): Promise<ScheduledPublish[]>
  /** The holder's schedule ran: done. False when `holder` no longer holds it. */
  completeSchedule(id: number, holder: string): Promise<boolean>
  /** The holder's schedule failed (validation at due time): failed with the reason, audited. */
  failSchedule(id: number, holder: string, error: string, now: string): Promise<boolean>
  /** The earliest due time of a pending schedule, or null. */
  nextDue(): Promise<string | null>

  // The media library.
  addMedia(media: NewMedia, actor: string, now: string): Promise<number>
  listMedia(): Promise<MediaItem[]>
  getMedia(id: number): Promise<MediaItem | null>
  /**
   * Sets a media row's alt text (or focal point); while a published document uses it, what is published changed
   * too (its pages show both): the content version is bumped and every instance hears of those documents, as after
   * a publish. False when there is no such row.
   */
  setMediaAlt(id: number, alt: Partial<Record<string, string>>): Promise<boolean>
  setMediaFocal(id: number, focalX: number | null, focalY: number | null): Promise<boolean>
  /** The published documents using a media item (refs of kind 'media' naming its file). */
  mediaUsedBy(id: number): Promise<DocumentUse[]>
  /**
   * Deletes an unused media row, audited. Refused (not deleted) with its users while a published document uses it;
   * not deleted with no users when there is no such row.
   */
  deleteMedia(id: number, actor: string, now: string): Promise<{ deleted: boolean; usedBy: DocumentUse[] }>

  /**
   * The first-run seed: creates, drafts and publishes every part of every document (reason 'seed'), in one
   * transaction; nothing when the content store already holds a document. `extras` (pure, synchronous) gives each
   * document's paths, refs and source hashes.
   */
  importSeed(
    documents: SeedDocument[],
    actor: string,
    now: string,
    extras?: (doc: SeedDocument) => PublishExtras,
  ): Promise<{ seeded: number }>
  /** The published parts as seed documents, in a stable order (server/db/content.ts, publishedAsSeed). */
  exportDocuments(): Promise<SeedDocument[]>
}

// ----- Results of forms posted without JavaScript --------------------------------------------------------------

/**
 * The result of a form posted without JavaScript, held between the post's 303 and the page it redirects to (ADR
 * 20). In the Store, not in memory, because behind a load balancer that GET may reach another instance. Kept under
 * the SHA-256 of a one-time token (a row read from a backup gives no working link), for minutes: it may hold what
 * the visitor typed (to show the form again with its errors), which is needed only until that page is shown.
 */
export interface FormResultsRepository {
  /** Keeps `result` for the page at `path` until `expiresAt`, and deletes every result expired by `now`. */
  put(tokenHash: string, held: { path: string; result: FormResultDocument; expiresAt: string }, now: string): Promise<void>
  /**
   * The result once, on any instance: it is deleted as it is read, so of two takes at once one gets it. Null (and
   * nothing deleted) for another page's path; null (and deleted) once expired.
   */
  take(tokenHash: string, path: string, now: string): Promise<FormResultDocument | null>
  /** Deletes every result expired by `now`; returns how many went. */
  deleteExpired(now: string): Promise<number>
}

// ----- Costly requests per client address ---------------------------------------------------------------------

/**
 * Requests of a client address that cost the site a page render without storing a lead: a no-JavaScript post with
 * mistakes, and a notice over the hourly limit shown back at the form (server/forms/routes.ts). Counted in the
 * database, so every instance counts the same hits and three instances do not each allow the limit. A row holds the
 * kind, the address and the time only, and lives one window (the caller's `since`): every record deletes older rows.
 */
export interface AddressHitsRepository {
  /** The address's newest `limit` hits of `kind` at or after `since`, newest first. */
  since(kind: string, address: string, since: string, limit: number): Promise<string[]>
  /**
   * Records a hit of `kind` at `at`, unless `max` is given and the address already has `max` hits of that kind at or
   * after `since` (checked and written as one step, so instances at once cannot pass it); deletes every hit older
   * than `since`. Returns whether the hit was recorded.
   */
  record(kind: string, address: string, at: string, since: string, max?: number): Promise<boolean>
}

// ----- Bookings (issue 37) ---------------------------------------------------------------------------------------

/**
 * Consultations booked on the site, and each lawyer's availability. A confirmed booking holds its padded interval
 * [startsAt - bufferBefore, endsAt + bufferAfter) as 5-minute cells under a primary key (server/db/bookings.ts): two
 * bookings whose padded intervals overlap never both commit, on either engine, with any number of instances. Times
 * given must lie on the 5-minute grid (a RangeError otherwise: the caller validates first); they are kept and given
 * back as `toISOString()` writes them. `sequence` is the iCalendar SEQUENCE: 0 when booked, raised by one on every
 * move or cancellation. A visitor's booking is never audited (the audit log holds no personal data); `audit`
 * arguments are the firm's lines, written only when the change happened.
 */
export interface BookingsRepository {
  /**
   * A confirmed booking with a new random id (and a new UUID as its UID unless given), sequence 0; `{ taken: true }`
   * (nothing written) when another booking holds any part of its padded interval.
   */
  create(booking: NewBooking, now: string, opts?: { compose?: BookingMail }): Promise<StoredBooking | Taken>
  /**
   * Moves a confirmed booking to new times (its old cells freed and the new ones claimed in one transaction; the new
   * interval may overlap its own old one), sequence raised, `note` kept (null clears it). `{ taken: true }` when
   * another booking holds part of the new interval: then the booking stays as it was. Null when `id` names no
   * confirmed booking. `compose` (on every write): the change's e-mails, queued in the outbox in the same
   * transaction, from the booking as written (nothing queued when nothing was written).
   */
  move(
    id: string,
    to: BookingTimes,
    now: string,
    opts?: { note?: string | null; audit?: AuditNote; compose?: BookingMail },
  ): Promise<StoredBooking | Taken | null>
  /** Cancels: status cancelled, sequence raised, its time freed, `note` kept. Null when `id` names no confirmed booking. */
  cancel(id: string, now: string, opts?: { note?: string | null; audit?: AuditNote; compose?: BookingMail }): Promise<StoredBooking | null>
  /** Confirmed bookings starting in [from, to) not yet reminded at their present sequence (new, or moved since), by start. */
  unreminded(from: string, to: string, limit: number): Promise<StoredBooking[]>
  /**
   * Queues the reminder of booking `id` as it stood at `sequence`, once: false (nothing queued) when it was queued
   * already, or the booking was moved or cancelled since it was read.
   */
  remind(id: string, sequence: number, now: string, compose: BookingMail): Promise<boolean>
  /**
   * A secret kept in the database (`site_secrets`): `candidate` when none named `name` was kept yet, else the kept
   * one. Every instance calls it at start with fresh random bytes; the first one's are kept for all.
   */
  siteSecret(name: string, candidate: string, now: string): Promise<string>
  get(id: string): Promise<StoredBooking | null>
  /** The back office's pages: bookings starting in [from, to), earliest first (or latest first), then by id. */
  list(query: BookingListQuery): Promise<StoredBooking[]>
  /**
   * The padded intervals a lawyer's confirmed bookings hold that overlap [from, to), by start: what the slot lookup
   * reads. Buffers are included: a slot whose own padded interval overlaps one of these is taken.
   */
  taken(lawyer: string, from: string, to: string): Promise<Interval[]>
  /** KVKK lookup and export: an address's bookings (any ASCII case), latest start first. */
  byEmail(email: string): Promise<StoredBooking[]>
  /**
   * KVKK erasure: deletes an address's bookings (any ASCII case) and their e-mails, and frees their time; how many
   * went. A booking not ended by `now` whose event the firm's calendar may hold is kept cancelled with the visitor's
   * words blanked (UID, lawyer and time only) until the calendar sync removed the event; retention deletes it.
   */
  eraseByEmail(email: string, audit?: AuditNote, now?: string): Promise<number>
  /** Retention: deletes every booking (confirmed or cancelled) that ended before `cutoff`; how many went. */
  purgeEndedBefore(cutoff: string): Promise<number>
  /** A lawyer's availability as last put (parsed JSON), or null when none was set. */
  availability(lawyer: string): Promise<AvailabilityRecord | null>
  /** Replaces a lawyer's availability (JSON validated by the caller), recording who and when. */
  putAvailability(lawyer: string, availability: object, actor: string, now: string, audit?: AuditNote): Promise<void>
}

// ----- The firm's CalDAV calendar (issue 37) --------------------------------------------------------------------

/**
 * What the calendar sync (server/booking/calendar-sync.ts) keeps: the calendar's busy times as last read (slot lookup
 * reads this copy, never the calendar), its state and lease (one row), and per booking the sequence and ETag last
 * written to the calendar, so that a booking made, moved or cancelled on the site is written at least once.
 */
export interface CalendarRepository {
  /** The busy times overlapping [from, to), by start. */
  busy(from: string, to: string): Promise<CalendarBusy[]>
  /** Replaces the whole copy with `intervals` and records the full read at `readAt`, in one transaction. */
  replaceBusy(intervals: CalendarBusy[], readAt: string): Promise<void>
  syncState(): Promise<CalendarSyncState>
  saveSyncState(update: CalendarSyncUpdate): Promise<void>
  /**
   * Takes or renews the polling lease for `holder` until `until` when it is free, ran out by `now`, or is the
   * holder's already; false when another instance holds it. One statement: two instances at once never both get it.
   */
  claimLease(holder: string, now: string, until: string): Promise<boolean>
  /**
   * Another calendar from now on (its address changed): records it, forgets the token, the last full read and what
   * every booking wrote to the old one (each is written again; none counts as deleted from the new one), in one
   * transaction. Returns how many bookings are to be written again.
   */
  useCalendar(url: string): Promise<number>
  /** Lets the lease go (a stopping instance), if `holder` has it. */
  releaseLease(holder: string): Promise<void>
  /**
   * Up to `limit` bookings ending after `now` whose present sequence is not yet in the calendar (never written, or
   * moved or cancelled since), least recently changed first.
   */
  pendingWrites(now: string, limit: number): Promise<CalendarBooking[]>
  /**
   * Records that the calendar holds the booking at `sequence` with `etag` (null: removed, or not told). Never goes
   * back to an older sequence; false when there is no such booking or it was already written at a later one.
   */
  markWritten(id: string, sequence: number, etag: string | null): Promise<boolean>
  /** The bookings among these UIDs (any status), with what was written of them. */
  byUids(uids: string[]): Promise<CalendarBooking[]>
  /** Confirmed bookings ending after `from` whose event the calendar confirmed (an ETag is kept). */
  written(from: string): Promise<CalendarBooking[]>
  /**
   * Records the firm's refused change on a confirmed booking, replacing any before (false: no such confirmed
   * booking). It counts until `clearConflict`, or until the site moves or cancels the booking (its sequence rises).
   */
  recordConflict(conflict: CalendarConflict): Promise<boolean>
  /** Ends the booking's conflict (its event was read again: whatever the firm did now replaces it). */
  clearConflict(bookingId: string): Promise<void>
  /** The conflicts that still count, of confirmed bookings ending after `now`, by start (every instance's). */
  conflicts(now: string): Promise<CalendarConflict[]>
}

// ----- Health ----------------------------------------------------------------------------------------------------

export interface HealthRepository {
  /**
   * The schema version this code migrates the engine to. It serves a database at this version, or at a newer one whose
   * floor (`schemaState().servedFrom`) is not above it (/readyz, ADR 34).
   */
  readonly schemaTarget: number
  /** A write that proves the database accepts writes (/healthz, start-up); throws when it cannot. */
  recordCheck(now: string): Promise<void>
  /** The schema version the database is at; reads, never writes. */
  schemaVersion(): Promise<number>
  /**
   * The schema version the database is at and the oldest schema version whose code can serve it (ADR 34: a newer
   * release's expand migrations leave it where it was); one read, never writes. What /readyz decides by.
   */
  schemaState(): Promise<{ version: number; servedFrom: number }>
  /**
   * A counter bumped by every write to posts or translation reviews, by any process or instance: what visitors see
   * changed when it changed. Cheap: read on every page request, so an implementation may answer from a value kept
   * current by notifications (PostgreSQL LISTEN/NOTIFY with polling) as long as a change shows within 2 s.
   */
  dataVersion(): Promise<number>
  /**
   * Calls `listener` as soon as any instance changed what visitors see, where the engine can tell (PostgreSQL:
   * NOTIFY), so caches kept per data version are dropped at once; the next `dataVersion()` then reads the database.
   * Absent where there is no such signal (SQLite: one server per file, which reads the version on every request).
   * Notifications may be lost (a dropped connection): callers still compare `dataVersion()`, the fallback.
   * Returns a function that stops calling it.
   */
  onDataChange?(listener: () => void): () => void
  /**
   * PostgreSQL: this process's connection pool, as far as it can be seen (/metrics). postgres.js exposes only its
   * size (`max`), not its queue, so the open connections and their states come from pg_stat_activity. Absent on
   * SQLite: one connection, used synchronously, so nothing ever waits for one.
   */
  pool?(): Promise<{ max: number; active: number; idle: number }>
}
