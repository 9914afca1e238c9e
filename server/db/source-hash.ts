import { createHash } from 'node:crypto'

/**
 * The hash of the English text a translation was made from (issue 22's staleness rule): whitespace is
 * normalised, so re-indenting the source does not make every translation stale, but any change of words does.
 * Sixteen hex digits (64 bits) name a version of one text; collisions between two versions of the same page are
 * not a practical concern.
 */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text.replace(/\s+/g, ' ').trim(), 'utf8').digest('hex').slice(0, 16)
}

/** The English text of a post that its translations are made from: title, description and body. */
export function postSourceText(post: { title: string; description?: string | null; body: string }): string {
  return [post.title, post.description ?? '', post.body].join('\n')
}
