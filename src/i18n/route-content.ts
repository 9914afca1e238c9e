import { notFound } from '@tanstack/react-router'

/**
 * For a route's loader: the copy its ContentSource read (src/lib/content-source.ts), or the not-found page where
 * there is none (the language has no such copy, or no document has that slug).
 */
export async function found<T>(read: Promise<T | null>): Promise<T> {
  const value = await read
  if (value === null) throw notFound()
  return value
}
