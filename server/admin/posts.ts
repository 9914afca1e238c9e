import { marked } from 'marked'
import { auditNote, type Post, type PostContent, type Store } from '../db/store.ts'
import { sanitizePostHtml } from '../blog/sanitize.ts'
import { istanbulToIso, isoToIstanbul, postState, type PostForm, type PostState } from '../../src/lib/admin.ts'
import type { PostDetail, PostListFilter, PostListItem, TranslationLink } from '../../src/admin/page-data.ts'
import type { Locale } from '../../src/i18n/locales.ts'

/** The same Markdown renderer and sanitiser as the public article (and the import command). */
export function renderPostBody(markdown: string): string {
  return sanitizePostHtml(marked.parse(markdown, { async: false }) as string)
}

export class PostConflictError extends Error {}
/** A change the post's place in its translation group does not allow (a translation's language, say). */
export class PostLanguageError extends Error {}

/** The words a reader sees: a reviewed translation whose words change is no longer what the lawyer approved. */
function readerText(p: Pick<PostForm, 'title' | 'metaTitle' | 'metaDescription' | 'imageAlt' | 'markdown'>): string {
  return [p.title, p.metaTitle, p.metaDescription, p.imageAlt, p.markdown].map((t) => t.replace(/\s+/g, ' ').trim()).join('\n')
}

function state(post: Post, now: number): PostState {
  return postState(post.status, post.visibleFrom, now)
}

/**
 * The publication instant for the editor's date: the stored one while the date (in Istanbul) is unchanged, so saving
 * never moves a post published at 13:38 to another hour; a new date keeps the time of day (12:00 for a new post).
 */
function publishedAtFor(date: string, existing: string | null): string {
  const local = existing ? isoToIstanbul(existing) : null
  if (existing && local!.slice(0, 10) === date) return existing
  return istanbulToIso(`${date}T${local?.slice(11, 16) ?? '12:00'}`) ?? `${date}T09:00:00.000Z`
}

/**
 * The editor's form as a post: the date as the public pages store it (MM-DD-YYYY text) and the publication instant,
 * the language (the existing post's when the form names none) and the translation status it keeps.
 */
function fromForm(form: PostForm, existing: Post | null = null): PostContent {
  const [y, m, d] = form.date.split('-')
  const existingPublishedAt = existing?.publishedAt ?? null
  return {
    language: form.language ?? existing?.language ?? 'en',
    translationStatus: existing?.translationStatus ?? undefined,
    slug: form.slug,
    title: form.title,
    dateLabel: `${m}-${d}-${y}`,
    // Sanitised before the Store, as every post body is (the storage layer keeps what it is given).
    body: renderPostBody(form.markdown),
    markdown: form.markdown,
    images: form.imageUrl ? [{ imageUrl: form.imageUrl, altText: form.imageAlt }] : [],
    metaTitle: form.metaTitle || null,
    description: form.metaDescription || null,
    keywords: form.keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    publishedAt: publishedAtFor(form.date, existingPublishedAt),
  }
}

/** The back office's posts: the editor's form in, the list and the editor's fields out, every change audited. */
export class AdminPosts {
  private readonly store: Store
  private readonly posts: Store['posts']

  constructor(store: Store) {
    this.store = store
    this.posts = store.posts
  }

  /**
   * The posts matching a search, optionally of one language and of one translation status (or stale): each
   * translation with its English post and whether that changed since, each English post with its translations.
   */
  async list(search = '', filter: PostListFilter = { language: '', translation: '' }, now = Date.now()): Promise<PostListItem[]> {
    const translations = await this.store.translations.listPostTranslations()
    const byId = new Map(translations.map((t) => [t.id, t]))
    const bySource = new Map<number, TranslationLink[]>()
    for (const t of translations) {
      const links = bySource.get(t.sourceId) ?? []
      links.push({ id: t.id, language: t.language, title: t.title, status: t.status, stale: t.stale })
      bySource.set(t.sourceId, links)
    }
    const items = (await this.posts.search(search)).map((p): PostListItem => {
      const translation = byId.get(p.id)
      return {
        id: p.id,
        title: p.title,
        slug: p.slug ?? '',
        state: state(p, now),
        // The one publication time: what the blog shows and the feed says (equal to when it became visible).
        publishAt: p.status === 'published' ? p.publishedAt : null,
        updatedAt: p.updatedAt,
        language: p.language,
        translationStatus: translation?.status ?? null,
        source: translation ? { id: translation.sourceId, title: translation.sourceTitle } : null,
        stale: translation?.stale ?? false,
        translations: bySource.get(p.id) ?? [],
      }
    })
    return items.filter(
      (p) =>
        (!filter.language || p.language === filter.language) &&
        (!filter.translation || (filter.translation === 'stale' ? p.stale : p.translationStatus === filter.translation)),
    )
  }

  async get(id: number, now = Date.now()): Promise<PostDetail | null> {
    const p = await this.posts.byId(id)
    if (!p) return null
    const image = p.images[0]
    return {
      id: p.id,
      title: p.title,
      slug: p.slug ?? '',
      date: isoToIstanbul(p.publishedAt).slice(0, 10),
      metaTitle: p.metaTitle ?? '',
      metaDescription: p.description ?? '',
      keywords: p.keywords.join(', '),
      imageUrl: image?.imageUrl ?? '',
      imageAlt: image?.altText ?? '',
      // Posts from the import command have HTML only; Markdown passes HTML through, so it edits as the body.
      markdown: p.markdown ?? p.body,
      state: state(p, now),
      publishAt: p.status === 'published' ? p.publishedAt : null,
      updatedAt: p.updatedAt,
      // Every writer stores a site language (post files and the form are checked against the list).
      language: p.language as Locale,
      translation: await this.translationInfo(p.id),
      translations: p.language === 'en' ? await this.store.translations.translationsOf(p.id) : [],
    }
  }

  private async translationInfo(id: number): Promise<PostDetail['translation']> {
    const t = await this.store.translations.postTranslationState(id)
    if (!t) return null
    return {
      sourceId: t.sourceId,
      sourceTitle: t.sourceTitle,
      sourceHash: t.sourceHash,
      status: t.status,
      stale: t.stale,
      reviewer: t.reviewer,
      reviewedAt: t.reviewedAt,
      note: t.note,
    }
  }

  /**
   * A translation keeps the language it was made into, and an English post with translations stays English (its
   * translations are made from English); any other post may change language.
   */
  private async assertLanguage(existing: Post, language: string | undefined): Promise<void> {
    if (!language || language === existing.language) return
    if (existing.translationOf !== null)
      throw new PostLanguageError(
        'A translation keeps the language it was made into. Translate the English post again for another language.',
      )
    if ((await this.store.translations.translationsOf(existing.id)).length > 0)
      throw new PostLanguageError('This post has translations, which are made from English: it stays English.')
  }

  private async assertSlugFree(slug: string, id: number | null): Promise<void> {
    const owner = await this.posts.slugOwner(slug, id)
    if (owner)
      throw new PostConflictError(
        `The slug "${slug}" is used by another post${owner === 'former' ? ' (as a former address)' : ''}. Choose another.`,
      )
  }

  /** A new post is a draft until it is published. */
  async create(form: PostForm, actor: string, now = Date.now()): Promise<number> {
    await this.assertSlugFree(form.slug, null)
    // A new post in another language than English is a draft of its own, not a translation (use "Translate").
    const written = await this.posts.write(null, fromForm(form), new Date(now).toISOString(), {
      audit: (id) => auditNote(actor, 'created post', `#${id} ${form.slug}`, now),
    })
    return written!.id
  }

  /**
   * Saves the form. A published (or scheduled) post whose slug changes keeps its old address as a 301 to the
   * new one, so links and search results that point at it keep working. A reviewed translation whose words change
   * becomes a draft again (audited, autosave or not): the lawyer approved other words. `actor` null: an autosave by
   * someone not named.
   */
  async update(id: number, form: PostForm, actor: string | null, now = Date.now(), opts: { autosave?: boolean } = {}): Promise<boolean> {
    const autosave = opts.autosave === true || actor === null
    const existing = await this.posts.byId(id)
    if (!existing) return false
    await this.assertSlugFree(form.slug, id)
    await this.assertLanguage(existing, form.language)
    const before = (await this.get(id, now))!
    const written = await this.posts.write(id, fromForm(form, existing), new Date(now).toISOString(), {
      reopenReviewedTranslation:
        readerText(before) !== readerText(form)
          ? auditNote(actor ?? 'autosave', 'translation back to draft (text edited)', `#${id} (${existing.language}): draft`, now)
          : undefined,
      // Autosaves are not audited one by one; publishing, unpublishing and deleting are.
      audit:
        !autosave && actor && existing.slug !== form.slug
          ? () => auditNote(actor, 'renamed post', `#${id} ${existing.slug} -> ${form.slug}`, now)
          : undefined,
    })
    return written !== null
  }

  /** Publish now (`at` omitted) or at a time; the post appears on the public pages once that time has come. */
  async publish(id: number, actor: string, at: string | null, now = Date.now()): Promise<boolean> {
    const when = at ?? new Date(now).toISOString()
    const slug = (await this.posts.byId(id))?.slug
    const action = at && Date.parse(at) > now ? 'scheduled post' : 'published post'
    return this.posts.publish(
      id,
      when,
      new Date(now).toISOString(),
      auditNote(actor, action, `#${id} ${slug}${at ? ` at ${when}` : ''}`, now),
    )
  }

  async unpublish(id: number, actor: string, now = Date.now()): Promise<boolean> {
    const slug = (await this.posts.byId(id))?.slug
    return this.posts.unpublish(id, new Date(now).toISOString(), auditNote(actor, 'unpublished post', `#${id} ${slug}`, now))
  }

  async delete(id: number, actor: string, now = Date.now()): Promise<boolean> {
    const existing = await this.posts.byId(id)
    if (!existing) return false
    return this.posts.delete(id, auditNote(actor, 'deleted post', `#${id} ${existing.slug} "${existing.title}"`, now))
  }
}
