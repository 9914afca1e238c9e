import { marked } from 'marked'
import type { Database } from '../db/database.ts'
import { sanitizePostHtml } from '../blog/sanitize.ts'
import { postState, type PostForm, type PostState } from '../../src/lib/admin.ts'
import type { PostDetail, PostListItem } from '../../src/lib/admin-pages.ts'
import { recordAudit } from './audit.ts'

/** The same Markdown renderer and sanitiser as the public article (and the import command). */
export function renderPostBody(markdown: string): string {
  return sanitizePostHtml(marked.parse(markdown, { async: false }) as string)
}

interface Row {
  id: number
  slug: string | null
  maintitle: string
  content: string
  markdown: string | null
  images: string
  meta_title: string | null
  meta_description: string | null
  keywords: string
  created_at: string
  updated_at: string
  status: 'draft' | 'published'
  publish_at: string
}

export class PostConflictError extends Error {}

function state(row: Row, now: number): PostState {
  return postState(row.status, row.publish_at, now)
}

/** Post date as the public pages store it: MM-DD-YYYY text and 09:00 UTC on that day (as the import command does). */
function dateFields(date: string): { contentTitle: string; createdAt: string } {
  const [y, m, d] = date.split('-')
  return { contentTitle: `${m}-${d}-${y}`, createdAt: `${date}T09:00:00.000Z` }
}

/** Post columns written from the editor's form, in the order of AdminPosts.columnValues. */
const FORM_COLUMNS = [
  'slug',
  'maintitle',
  'content_title',
  'content',
  'markdown',
  'images',
  'meta_title',
  'meta_description',
  'keywords',
  'created_at',
] as const

export class AdminPosts {
  private readonly db: Database

  constructor(db: Database) {
    this.db = db
  }

  list(search = '', now = Date.now()): PostListItem[] {
    const like = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const rows = this.db
      .prepare(
        `SELECT * FROM posts WHERE maintitle LIKE ? ESCAPE '\\' OR slug LIKE ? ESCAPE '\\' OR keywords LIKE ? ESCAPE '\\'
         ORDER BY updated_at DESC, id DESC`,
      )
      .all(like, like, like) as unknown as Row[]
    return rows.map((r) => ({
      id: r.id,
      title: r.maintitle,
      slug: r.slug ?? '',
      state: state(r, now),
      publishAt: r.status === 'published' ? r.publish_at : null,
      updatedAt: r.updated_at,
    }))
  }

  private row(id: number): Row | null {
    return (this.db.prepare('SELECT * FROM posts WHERE id = ?').get(id) as Row | undefined) ?? null
  }

  get(id: number, now = Date.now()): PostDetail | null {
    const r = this.row(id)
    if (!r) return null
    const image = (JSON.parse(r.images) as { imageUrl: string; altText: string }[])[0]
    return {
      id: r.id,
      title: r.maintitle,
      slug: r.slug ?? '',
      date: r.created_at.slice(0, 10),
      metaTitle: r.meta_title ?? '',
      metaDescription: r.meta_description ?? '',
      keywords: (JSON.parse(r.keywords) as string[]).join(', '),
      imageUrl: image?.imageUrl ?? '',
      imageAlt: image?.altText ?? '',
      // Posts from the import command have HTML only; Markdown passes HTML through, so it edits as the body.
      markdown: r.markdown ?? r.content,
      state: state(r, now),
      publishAt: r.status === 'published' ? r.publish_at : null,
      updatedAt: r.updated_at,
    }
  }

  private assertSlugFree(slug: string, id: number | null): void {
    const taken = this.db.prepare('SELECT id FROM posts WHERE slug = ? AND id IS NOT ?').get(slug, id) as { id: number } | undefined
    const old = this.db.prepare('SELECT post_id FROM post_slug_history WHERE slug = ? AND post_id IS NOT ?').get(slug, id) as
      { post_id: number } | undefined
    if (taken || old)
      throw new PostConflictError(`The slug "${slug}" is used by another post${old ? ' (as a former address)' : ''}. Choose another.`)
  }

  /** The columns the form writes, in the order of FORM_COLUMNS (shared by the INSERT and the UPDATE). */
  private columnValues(form: PostForm): (string | null)[] {
    const { contentTitle, createdAt } = dateFields(form.date)
    const images = JSON.stringify(form.imageUrl ? [{ imageUrl: form.imageUrl, altText: form.imageAlt }] : [])
    const keywords = form.keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
    return [
      form.slug,
      form.title,
      contentTitle,
      renderPostBody(form.markdown),
      form.markdown,
      images,
      form.metaTitle || null,
      form.metaDescription || null,
      JSON.stringify(keywords),
      createdAt,
    ]
  }

  /** A new post is a draft until it is published. */
  create(form: PostForm, actor: string, now = Date.now()): number {
    this.assertSlugFree(form.slug, null)
    const result = this.db
      .prepare(
        `INSERT INTO posts (${FORM_COLUMNS.join(', ')}, updated_at, status, publish_at)
         VALUES (${FORM_COLUMNS.map(() => '?').join(', ')}, ?, 'draft', '')`,
      )
      .run(...this.columnValues(form), new Date(now).toISOString())
    const id = Number(result.lastInsertRowid)
    recordAudit(this.db, actor, 'created post', `#${id} ${form.slug}`, now)
    return id
  }

  /**
   * Saves the form. A published (or scheduled) post whose slug changes keeps its old address as a 301 to the
   * new one, so links and search results that point at it keep working.
   */
  update(id: number, form: PostForm, actor: string | null, now = Date.now()): boolean {
    const existing = this.row(id)
    if (!existing) return false
    this.assertSlugFree(form.slug, id)
    this.db.exec('BEGIN IMMEDIATE')
    try {
      if (existing.slug && existing.slug !== form.slug && existing.status === 'published') {
        this.db.prepare('INSERT OR REPLACE INTO post_slug_history (slug, post_id) VALUES (?, ?)').run(existing.slug, id)
      }
      this.db.prepare('DELETE FROM post_slug_history WHERE slug = ?').run(form.slug)
      this.db
        .prepare(`UPDATE posts SET ${FORM_COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`)
        .run(...this.columnValues(form), new Date(now).toISOString(), id)
      this.db.exec('COMMIT')
    } catch (error) {
      this.db.exec('ROLLBACK')
      throw error
    }
    // Autosaves are not audited one by one; publishing, unpublishing and deleting are.
    if (actor && existing.slug !== form.slug) recordAudit(this.db, actor, 'renamed post', `#${id} ${existing.slug} -> ${form.slug}`, now)
    return true
  }

  /** Publish now (`at` omitted) or at a time; the post appears on the public pages once that time has come. */
  publish(id: number, actor: string, at: string | null, now = Date.now()): boolean {
    const when = at ?? new Date(now).toISOString()
    const result = this.db
      .prepare("UPDATE posts SET status = 'published', publish_at = ?, updated_at = ? WHERE id = ?")
      .run(when, new Date(now).toISOString(), id)
    if (result.changes !== 1) return false
    const slug = this.row(id)?.slug
    recordAudit(
      this.db,
      actor,
      at && Date.parse(at) > now ? 'scheduled post' : 'published post',
      `#${id} ${slug}${at ? ` at ${when}` : ''}`,
      now,
    )
    return true
  }

  unpublish(id: number, actor: string, now = Date.now()): boolean {
    const result = this.db
      .prepare("UPDATE posts SET status = 'draft', publish_at = '', updated_at = ? WHERE id = ?")
      .run(new Date(now).toISOString(), id)
    if (result.changes !== 1) return false
    recordAudit(this.db, actor, 'unpublished post', `#${id} ${this.row(id)?.slug}`, now)
    return true
  }

  delete(id: number, actor: string, now = Date.now()): boolean {
    const existing = this.row(id)
    if (!existing) return false
    this.db.prepare('DELETE FROM posts WHERE id = ?').run(id)
    recordAudit(this.db, actor, 'deleted post', `#${id} ${existing.slug} "${existing.maintitle}"`, now)
    return true
  }

  /** The current slug for a former one, when that post is still visible to the public. */
  redirectFor(oldSlug: string, now = Date.now()): string | null {
    const row = this.db
      .prepare(
        `SELECT p.slug FROM post_slug_history h JOIN posts p ON p.id = h.post_id
         WHERE h.slug = ? AND p.status = 'published' AND p.publish_at <= ?`,
      )
      .get(oldSlug.toLowerCase(), new Date(now).toISOString()) as { slug: string } | undefined
    return row?.slug ?? null
  }
}
