import type { Generated } from 'kysely'
import type { ReviewRow } from '../post-translations.ts'

/**
 * The tables the shared queries read and write, as the query builder sees them: the same columns on both engines
 * (server/db/sqlite/database.ts and server/db/postgres/migrations.ts create them; this file only describes them).
 * Flags are SQLite integers or PostgreSQL booleans when read (server/db/rows.ts reads both); a boolean written is 1 or
 * 0 on SQLite (server/db/shared/query.ts). Counts come back as numbers on SQLite and as text on PostgreSQL: read
 * them with Number().
 */
export interface Tables {
  audit_log: { id: Generated<number>; at: string; actor: string; action: string; detail: string }
  erasures: { id: Generated<number>; at: string; actor: string; submissions: number; messages: number; files: number }
  address_hits: { kind: string; address: string; at: string }
  form_results: { token_hash: string; path: string; result: unknown; expires_at: string }
  submissions: {
    id: Generated<number>
    kind: 'contact' | 'guide'
    first_name: string
    last_name: string
    email: string
    message: string
    guide: string | null
    status: 'received' | 'suspected-spam'
    client_ip: string | null
    created_at: string
    possible_spam: number | boolean
    language: string
    idempotency_key: string | null
    held: number | boolean
  }
  outbox: {
    id: Generated<number>
    submission_id: number | null
    purpose: string
    message: unknown
    status: Generated<'pending' | 'sending' | 'sent' | 'failed'>
    attempts: Generated<number>
    next_attempt_at: string
    last_error: string | null
    created_at: string
    sent_at: string | null
    delivered_via: 'smtp' | 'file' | null
    lease_holder: string | null
    /** PostgreSQL only: SQLite keeps a lease's end in next_attempt_at (one sending process per data folder). */
    lease_until: string | null
    /** The booking an e-mail is about (its confirmation, reminder…): erased and purged with it. */
    booking_id?: string | null
  }
  admin_users: {
    id: Generated<number>
    email: string
    password_hash: string | null
    totp_secret: string | null
    created_at: string
    role: string
    disabled_at: string | null
    may_approve_translations: Generated<number | boolean>
    client_data: Generated<number | boolean>
  }
  admin_setup_tokens: { token_hash: string; user_id: number; totp_secret: string; expires_at: string }
  admin_password_resets: { token_hash: string; user_id: number; expires_at: string }
  admin_sessions: { token_hash: string; user_id: number; csrf_token: string; created_at: string; last_seen_at: string }
  admin_sign_in_failures: { key: string; at: string }
  admin_totp_used: { user_id: number; step: number }
  posts: {
    id: Generated<number>
    slug: string | null
    title: string
    date_label: string
    body: string
    markdown: string | null
    images: unknown
    meta_title: string | null
    description: string | null
    keywords: unknown
    published_at: string
    updated_at: string
    status: Generated<'draft' | 'published'>
    visible_from: Generated<string>
    language: Generated<string>
    translation_of: number | null
    translation_status: 'machine' | 'draft' | 'in-review' | 'reviewed' | null
    translation_source_hash: string | null
    translation_reviewer: string | null
    translation_reviewed_at: string | null
    translation_note: Generated<string>
  }
  /** A published post's former address, answered with a 301 to the post's current one. */
  post_slug_history: { slug: string; post_id: number }
  translation_reviews: {
    item: string
    locale: ReviewRow['locale']
    status: 'machine' | 'draft' | 'in-review' | 'reviewed'
    source_hash: string
    reviewer: string | null
    reviewed_at: string | null
    note: string
    updated_at: string
  }
  content_documents: {
    id: Generated<number>
    type: string
    key: string
    created_at: string
    created_by: string
    deleted_at: string | null
  }
  content_drafts: {
    document_id: number
    part: string
    data: unknown
    rev: number
    based_on: number | null
    /** Set by a restore, cleared by a save: the next publish records the version as a restore of it. */
    restored_from: number | null
    updated_at: string
    updated_by: string
  }
  /** Immutable: written once per published part, never updated. */
  content_versions: {
    id: Generated<number>
    document_id: number
    part: string
    data: unknown
    source_hashes: unknown
    reason: 'seed' | 'publish' | 'restore' | 'import'
    restored_from: number | null
    created_at: string
    created_by: string
  }
  content_published: { document_id: number; part: string; version_id: number; published_at: string; published_by: string }
  content_schedule: {
    id: Generated<number>
    document_id: number
    parts: unknown
    due_at: string
    created_at: string
    created_by: string
    status: Generated<'pending' | 'done' | 'failed' | 'cancelled'>
    lease_holder: string | null
    lease_until: string | null
    attempts: Generated<number>
    last_error: string | null
  }
  /** A document's paths; a former one (current false) redirects to its current one (ADR 3). */
  content_paths: { path: string; document_id: number; current: number | boolean }
  content_refs: { document_id: number; part: string; kind: string; target: string }
  media: {
    id: Generated<number>
    file: string
    width: number
    height: number
    focal_x: number | null
    focal_y: number | null
    alt: unknown
    original_name: string
    created_at: string
    created_by: string
  }
  /** Consultations booked on the site (issue 37); times ISO 8601 UTC text, compared as text. */
  bookings: {
    id: string
    uid: string
    lawyer: string
    kind: string
    starts_at: string
    ends_at: string
    buffer_before: number
    buffer_after: number
    /** The padded interval the booking holds: starts_at - buffer_before, ends_at + buffer_after. */
    held_from: string
    held_until: string
    name: string
    email: string
    phone: string | null
    topic: string
    meeting_language: string
    site_language: string
    visitor_time_zone: string
    status: 'confirmed' | 'cancelled'
    sequence: number
    note: string | null
    created_at: string
    updated_at: string
    /**
     * The sequence last written to (or removed from) the firm's CalDAV calendar and the ETag put() returned; null
     * until written (migration 22; optional here because the booking's own writes never set them).
     */
    calendar_sequence?: number | null
    calendar_etag?: string | null
    /** The sequence the day-before reminder was queued for (again after a move); null until one is. */
    reminded_sequence?: number | null
    /**
     * The firm's change in its calendar that the site refused (migration 24): the booking's sequence then (it counts
     * only while that is still the booking's), the event's new times, why, and when it was read.
     */
    calendar_conflict_sequence?: number | null
    calendar_conflict_starts_at?: string | null
    calendar_conflict_ends_at?: string | null
    calendar_conflict_reason?: string | null
    calendar_conflict_at?: string | null
  }
  /** The firm calendar's busy times as last read (slot lookup reads this copy, never the calendar). */
  calendar_busy: { uid: string; starts_at: string; ends_at: string }
  /** One row (id 1): the calendar sync's token, last reads, last error and the lease of the instance that polls. */
  calendar_sync: {
    id: number
    /** The calendar the token, the copy and the bookings' written ETags belong to. */
    calendar_url: string | null
    sync_token: string | null
    full_read_at: string | null
    success_at: string | null
    error_code: string | null
    error: string | null
    error_at: string | null
    lease_holder: string | null
    lease_until: string | null
  }
  /** The 5-minute cells a confirmed booking holds; the primary key (lawyer, cell_start) refuses a double booking. */
  booking_cells: { lawyer: string; cell_start: string; booking_id: string }
  /** A lawyer's availability as JSON text (the slots line's schema, validated by the caller). */
  booking_availability: { lawyer: string; availability: string; updated_at: string; updated_by: string }
  /** Secrets made once by the first instance and read by every one (the booking links' key). */
  site_secrets: { name: string; value: string; created_at: string }
  /** One row: bumped by triggers on content_published, the published snapshot's version. */
  content_changes: { id: number; n: number | string }
}
