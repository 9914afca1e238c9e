// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { z } from 'zod'
import { fields } from '../../content/model'
import { createAdminQueryClient } from '../page-query'
import { mediaQuery } from '../media/media-api'
import type { MediaLibraryItem } from '../page-data'
import { DocumentForm } from './document-form'

// Issue 36, point 4: inside the back office the image field picks from the media library itself (the same query as
// the media screen), shows each image's alt text per language and offers an upload, without a nested form.
const memberSchema = z.object({
  name: z.string().min(1).register(fields, { kind: 'text', label: 'Name' }),
  portrait: z.string().register(fields, { kind: 'image', label: 'Portrait' }).optional(),
})

const item = (over: Partial<MediaLibraryItem>): MediaLibraryItem => ({
  id: 1,
  file: '',
  url: '',
  width: 400,
  height: 480,
  focalX: null,
  focalY: null,
  alt: {},
  originalName: '',
  createdAt: '2026-11-29T08:00:00.000Z',
  createdBy: 'seed',
  usedBy: [],
  ...over,
})

const library: MediaLibraryItem[] = [
  item({
    id: 7,
    file: '3f9a0c1b2d4e5f607182-600.webp',
    url: '/media/uploads/3f9a0c1b2d4e5f607182-600.webp',
    originalName: 'leyla-demir.jpg',
    alt: { en: 'Portrait of Leyla Demir', tr: 'Leyla Demir portresi' },
    focalX: 0.5,
    focalY: 0.2,
  }),
  item({
    id: 2,
    file: '/media/team/emre-kaya.svg',
    url: '/media/team/emre-kaya.svg',
    originalName: 'emre-kaya.svg',
    alt: { en: 'Portrait of Emre Kaya' },
  }),
]

function renderMember() {
  const client = createAdminQueryClient()
  client.setQueryData(mediaQuery.queryKey, library)
  const onChange = vi.fn<(value: z.infer<typeof memberSchema>) => void>()
  const view = render(
    <QueryClientProvider client={client}>
      <DocumentForm schema={memberSchema} value={{ name: 'Leyla Demir' }} mode={{ part: 'source' }} onChange={onChange} />
    </QueryClientProvider>,
  )
  return { ...view, onChange, user: userEvent.setup() }
}

describe('the image field on the media library', () => {
  it('offers the library’s images, stores the chosen one’s URL and shows its alt text per language', async () => {
    const { user, onChange, container } = renderMember()
    const portrait = screen.getByLabelText('Portrait (optional)') as HTMLSelectElement
    expect([...portrait.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['No image', 'leyla-demir.jpg', 'emre-kaya.svg'])
    await user.selectOptions(portrait, 'leyla-demir.jpg')
    expect(onChange.mock.calls.at(-1)?.[0].portrait).toBe('/media/uploads/3f9a0c1b2d4e5f607182-600.webp')
    // The chosen image's alt text comes first; the upload's own fields follow.
    expect((screen.getAllByLabelText('Alt text (Türkçe)')[0] as HTMLInputElement).value).toBe('Leyla Demir portresi')
    expect(screen.getAllByLabelText('Alt text (العربية)')[0]).toMatchObject({ dir: 'rtl', value: '' })
    expect(screen.getByText(/cannot be published in العربية until the image is described in it/)).toBeTruthy()
    // The preview keeps the image's focal point in view.
    const preview = container.querySelector<HTMLImageElement>('img[src="/media/uploads/3f9a0c1b2d4e5f607182-600.webp"]')!
    expect(preview.style.objectPosition).toBe('50% 20%')
    // An upload from the field: a group of its own inside the document's form, never a second form.
    const upload = screen.getByRole('group', { name: 'Upload an image' })
    expect(within(upload).getByLabelText('Image file')).toBeTruthy()
    expect(within(upload).getByLabelText('Alt text (العربية)').getAttribute('dir')).toBe('rtl')
    expect(container.querySelectorAll('form form')).toHaveLength(0)
  })
})
