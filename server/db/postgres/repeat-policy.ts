import type {
  AccountsRepository,
  AddressHitsRepository,
  AuditRepository,
  BookingsRepository,
  CalendarRepository,
  ContentRepository,
  FormResultsRepository,
  HealthRepository,
  NewSubmissionRow,
  OutboxRepository,
  PostsRepository,
  StoreSubmissionOptions,
  SubmissionsRepository,
  TranslationsRepository,
} from '../store.ts'
import type { RepeatPolicy } from './outage.ts'

/**
 * What each PostgreSQL Store method may repeat after a lost connection (server/db/postgres/outage.ts). Every method
 * must be named (TypeScript checks it): a new one is a decision, not a default.
 * - `always`: it only reads, or repeating it changes nothing more.
 * - `if-not-committed`: it is one transaction (`sql.begin`, or `writeVisible`), with nothing written outside it.
 * - `if-not-sent`: one write statement (after idempotent ones at most), or a delete whose count the caller uses.
 */

const read = 'always' as const
const transaction = 'if-not-committed' as const
const statement = 'if-not-sent' as const

export const postsPolicy: RepeatPolicy<PostsRepository> = {
  count: read,
  nextScheduled: read,
  allVisible: read,
  newestVisible: read,
  countVisible: read,
  visibleSummaries: read,
  visibleRefs: read,
  visibleTranslations: read,
  visibleBySlug: read,
  currentSlugFor: read,
  byId: read,
  search: read,
  slugOwner: read,
  write: transaction,
  importPosts: transaction,
  publish: transaction,
  unpublish: transaction,
  delete: transaction,
}

export const submissionsPolicy: RepeatPolicy<SubmissionsRepository> = {
  // With an idempotency key, a repeat after a COMMIT whose answer was lost finds the submission it stored and
  // answers as the first (outcome 'repeat'): nothing is stored or mailed twice, so it is repeated whatever happened.
  // Without one, only a transaction that surely did not commit is repeated.
  store: (row: NewSubmissionRow, opts: StoreSubmissionOptions) => ((opts.idempotency?.key ?? row.idempotencyKey) ? 'always' : transaction),
  byIdempotencyKey: read,
  timesFrom: read,
  search: read,
  byId: read,
  countSince: read,
  between: read,
  byEmail: read,
  // The erasure's record counts what was deleted: a repeat after its commit would record a second erasure of nothing.
  eraseByEmail: transaction,
  deleteBefore: transaction,
}

export const outboxPolicy: RepeatPolicy<OutboxRepository> = {
  enqueue: statement,
  requeueInterrupted: read,
  // A claim whose answer was lost leaves its messages leased until the lease runs out; they are sent after it.
  claimDue: statement,
  // Counts the attempt (attempts + 1): not repeated once sent.
  markSent: statement,
  // Sets the attempt's values, the same again if repeated.
  markAttemptFailed: read,
  backlog: read,
  claims: read,
  retryFailed: statement,
  retryAllFailed: statement,
  failed: read,
  ofSubmission: read,
}

export const accountsPolicy: RepeatPolicy<AccountsRepository> = {
  findAccount: read,
  findAccountById: read,
  createAccount: statement,
  hasOwner: read,
  listAccounts: read,
  mayApproveTranslations: read,
  setMayApproveTranslations: transaction,
  setAccountRole: transaction,
  setClientData: transaction,
  setAccountDisabled: transaction,
  replacePasswordReset: transaction,
  findPasswordReset: read,
  deletePasswordResets: read,
  setPasswordFromReset: transaction,
  replaceSetupToken: transaction,
  findSetupToken: read,
  completeAccountSetup: transaction,
  useTotpStep: transaction,
  forgetTotpStepsBefore: read,
  forgetAllUsedTotpSteps: read,
  signInFailures: read,
  recordSignInFailure: statement,
  takeAllowance: transaction,
  signInFailuresByKey: read,
  clearSignInFailures: transaction,
  createSession: transaction,
  findSession: read,
  touchSession: read,
  deleteSession: statement,
  deleteSessionsOf: statement,
  pruneAccountRecords: transaction,
}

export const auditPolicy: RepeatPolicy<AuditRepository> = {
  record: statement,
  list: read,
  listErasures: read,
}

export const translationsPolicy: RepeatPolicy<TranslationsRepository> = {
  reviews: read,
  saveReview: transaction,
  reviewedPosts: read,
  listPostTranslations: read,
  translationsOf: read,
  postTranslationState: read,
  findTranslation: read,
  createPostTranslation: transaction,
  reviewPostTranslation: transaction,
  importPostTranslations: transaction,
}

export const contentPolicy: RepeatPolicy<ContentRepository> = {
  // A repeat after a lost answer finds the key taken and answers null: the caller looks the document up.
  createDocument: 'if-not-sent',
  listDocuments: read,
  getDocument: read,
  findDocument: read,
  getDrafts: read,
  getDraft: read,
  // A repeat after its commit would be told of a conflict with its own save: only when surely not committed.
  saveDraft: transaction,
  publish: transaction,
  approveTranslation: transaction,
  unpublish: transaction,
  referencedBy: read,
  listVersions: read,
  getVersion: read,
  restore: transaction,
  readPublished: read,
  contentVersion: read,
  resolvePath: read,
  schedulePublish: transaction,
  cancelSchedule: transaction,
  listSchedule: read,
  // A claim whose answer was lost leaves its schedules leased until the lease runs out; they run after it.
  claimDue: transaction,
  completeSchedule: statement,
  failSchedule: transaction,
  nextDue: read,
  addMedia: transaction,
  listMedia: read,
  getMedia: read,
  // Each sets the values it is given: the same again if repeated (the content version moves once more).
  setMediaAlt: read,
  setMediaFocal: read,
  mediaUsedBy: read,
  deleteMedia: transaction,
  // A repeat after its commit finds the store no longer empty and seeds nothing.
  importSeed: 'always',
  exportDocuments: read,
}

export const formResultsPolicy: RepeatPolicy<FormResultsRepository> = {
  put: statement,
  // Deletes what it returns: a repeat after the delete would find nothing.
  take: statement,
  deleteExpired: read,
}

export const addressHitsPolicy: RepeatPolicy<AddressHitsRepository> = {
  since: read,
  record: transaction,
}

export const healthPolicy: RepeatPolicy<Required<HealthRepository>> = {
  // An upsert of one row.
  recordCheck: read,
  schemaVersion: read,
  schemaState: read,
  dataVersion: read,
  // A scrape gives up on it after 2 s and answers without the database's figures (server/metrics.ts).
  pool: read,
}

export const bookingsPolicy: RepeatPolicy<BookingsRepository> = {
  // Each write is one transaction: a repeat after its commit would find the time taken by itself (create) or the
  // booking moved or cancelled already, and raise its sequence once more: only when surely not committed.
  create: transaction,
  move: transaction,
  cancel: transaction,
  get: read,
  list: read,
  taken: read,
  byEmail: read,
  eraseByEmail: transaction,
  purgeEndedBefore: transaction,
  availability: read,
  putAvailability: transaction,
  unreminded: read,
  // A repeat after a lost commit finds the reminder marked and queues nothing.
  remind: read,
  // Insert-if-absent then read: a repeat reads the kept secret.
  siteSecret: read,
}

export const calendarPolicy: RepeatPolicy<CalendarRepository> = {
  busy: read,
  // Replaces the whole set with the same rows: a repeat after its commit writes the same again.
  replaceBusy: read,
  syncState: read,
  // Sets fields to given values: repeating it changes nothing more.
  saveSyncState: read,
  // Renewing one's own lease is allowed, so a repeat after a lost answer finds it held by itself and answers true.
  // Sets the same values again: repeating it changes nothing more (its count is only logged).
  useCalendar: read,
  claimLease: read,
  releaseLease: read,
  pendingWrites: read,
  // Sets the booking's written sequence and ETag to given values (never backwards): a repeat changes nothing more.
  markWritten: read,
  byUids: read,
  written: read,
  // Sets the conflict's columns to given values (or null): a repeat after its commit changes nothing more.
  recordConflict: read,
  clearConflict: read,
  conflicts: read,
}
