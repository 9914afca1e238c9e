import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { callApi, type ApiResult } from '../api'
import type { MediaLibraryItem, MediaUse } from '../page-data'
import type { Locale } from '../../i18n/locales'
import { languageName } from '../ui'

/**
 * The media library's calls (server/admin/media-library.ts) for the media screen and the editor's image field: one
 * query for the list, shared by both, so an image uploaded or described in one shows in the other.
 */

export const mediaQuery = queryOptions({
  queryKey: ['media-library'],
  queryFn: async (): Promise<MediaLibraryItem[]> => {
    const result = await callApi<{ media: MediaLibraryItem[] }>('GET', '/admin/api/media')
    if (!result.ok) throw new Error(result.error ?? 'The media library could not be read. Reload the page to try again.')
    return result.data.media
  },
})

type Answer = ApiResult<{ media?: MediaLibraryItem; usedBy?: MediaUse[]; existing?: boolean }>

/** Uploads a file with its alt text per language; the list is read again. */
export async function uploadMedia(client: QueryClient, file: File, alt: Partial<Record<Locale, string>>): Promise<Answer> {
  const body = new FormData()
  body.append('file', file)
  for (const [locale, text] of Object.entries(alt)) if (text?.trim()) body.append(`alt.${locale}`, text.trim())
  const result: Answer = await callApi('POST', '/admin/api/media', body)
  if (result.ok) await client.invalidateQueries({ queryKey: mediaQuery.queryKey })
  return result
}

/** Changes an image's alt text (the languages given) or focal point. */
export async function patchMedia(
  client: QueryClient,
  id: number,
  change: { alt?: Partial<Record<Locale, string>>; focalX?: number | null; focalY?: number | null },
): Promise<Answer> {
  const result: Answer = await callApi('PATCH', `/admin/api/media/${id}`, change)
  const media = result.data.media
  if (result.ok && media) client.setQueryData(mediaQuery.queryKey, (list) => list?.map((m) => (m.id === id ? media : m)))
  return result
}

export async function deleteMedia(client: QueryClient, id: number): Promise<Answer> {
  const result: Answer = await callApi('DELETE', `/admin/api/media/${id}`)
  if (result.ok) client.setQueryData(mediaQuery.queryKey, (list) => list?.filter((m) => m.id !== id))
  return result
}

// The public team cards use it too (src/lib/focal-position.ts), so it lives outside the back office.
export { focalPosition } from '../../lib/focal-position'

/** "service/labor-law (shared facts)", "post/renting-in-istanbul (Turkish)": where an image is used, in words. */
export function usageLabel(use: MediaUse): string {
  const parts = use.parts.map((p) => (p === 'neutral' ? 'every language' : languageName(p))).join(', ')
  return `${use.type === 'post' ? 'Post' : use.type} “${use.key}”${parts ? ` (${parts})` : ''}`
}
