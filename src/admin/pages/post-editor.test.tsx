// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PostEditor } from './post-editor'
import { nextPath } from './sign-in'
import type { PostDetail } from '../page-data'

const saved: PostDetail = {
  id: 7,
  title: 'Company Tax Basics',
  slug: 'company-tax-basics',
  date: '2026-11-02',
  metaTitle: '',
  metaDescription: '',
  keywords: '',
  imageUrl: '',
  imageAlt: '',
  markdown: 'Body',
  state: 'draft',
  publishAt: null,
  updatedAt: '2026-11-02T09:00:00.000Z',
  language: 'en',
  translation: null,
  translations: [],
}

// The browser's boundary: the server's JSON answers (the server side is tested in server/admin/admin.test.ts).
let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/admin/api/preview') {
      const { markdown } = JSON.parse(String(init.body)) as { markdown: string }
      return new Response(JSON.stringify({ ok: true, html: `<p>${markdown}</p>` }))
    }
    const body = JSON.parse(String(init.body)) as Partial<PostDetail>
    return new Response(JSON.stringify({ ok: true, post: { ...saved, ...body } }), { status: init.method === 'POST' ? 201 : 200 })
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const saves = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/admin/api/posts'))

describe('post editor', () => {
  it('derives the slug from the title until the slug is edited by hand', async () => {
    const user = userEvent.setup()
    render(<PostEditor initial={null} />)
    await user.type(screen.getByLabelText('Title'), 'Şirket Vergisi: Basics!')
    expect(screen.getByLabelText('Slug (address)')).toHaveProperty('value', 'sirket-vergisi-basics')
    await user.clear(screen.getByLabelText('Slug (address)'))
    await user.type(screen.getByLabelText('Slug (address)'), 'tax')
    await user.type(screen.getByLabelText('Title'), ' more')
    expect(screen.getByLabelText('Slug (address)')).toHaveProperty('value', 'tax')
  })

  it('shows a length hint for the meta description', async () => {
    const user = userEvent.setup()
    render(<PostEditor initial={saved} />)
    expect(screen.getByText(/aim for 70–160/)).toBeTruthy()
    await user.click(screen.getByLabelText('Meta description (optional)'))
    await user.paste('x'.repeat(170))
    expect(screen.getByText('170 characters: search engines will cut it after about 160.')).toBeTruthy()
  })

  it('shows field messages instead of saving an invalid form', async () => {
    const user = userEvent.setup()
    render(<PostEditor initial={null} />)
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(screen.getByText('Enter a title of at least 3 characters.')).toBeTruthy()
    expect(screen.getByText('Check the highlighted fields.')).toBeTruthy()
    expect(saves()).toHaveLength(0)
  })

  it('warns before leaving with unsaved changes, and not once they are saved', async () => {
    const user = userEvent.setup()
    render(<PostEditor initial={{ ...saved, state: 'published', publishAt: '2026-11-02T09:00:00.000Z' }} />)
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(leave()).toBe(false)
    await user.type(screen.getByLabelText('Keywords (comma-separated)'), 'tax')
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    expect(leave()).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('All changes saved')
    expect(leave()).toBe(false)
  })

  it('saves a draft by itself a moment after the last change, but never a published post', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<PostEditor initial={saved} />)
    await user.type(screen.getByLabelText('Keywords (comma-separated)'), 'tax')
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 4000 })
    expect(saves()[0][0]).toBe('/admin/api/posts/7?autosave=1')
    await screen.findByText('Draft saved automatically.')
    unmount()
    fetchMock.mockClear()
    render(<PostEditor initial={{ ...saved, state: 'published', publishAt: '2026-11-02T09:00:00.000Z' }} />)
    await user.type(screen.getByLabelText('Keywords (comma-separated)'), 'tax')
    await new Promise((r) => setTimeout(r, 2500))
    expect(saves()).toHaveLength(0)
  })
})

describe('post editor: translations', () => {
  const SEEN = 'aaaaaaaaaaaaaaaa'
  const translation: PostDetail = {
    ...saved,
    id: 9,
    title: 'Şirket Vergisi',
    slug: 'tr-company-tax-basics',
    language: 'tr',
    translation: {
      sourceId: 7,
      sourceTitle: 'Company Tax Basics',
      sourceHash: SEEN,
      status: 'draft',
      stale: false,
      reviewer: null,
      reviewedAt: null,
      note: '',
    },
  }

  it('fixes a translation’s language and offers approval only to an approver', () => {
    const { unmount } = render(<PostEditor initial={translation} />)
    expect(screen.getByLabelText('Language')).toHaveProperty('disabled', true)
    expect(screen.getByText('A translation keeps the language it was made into.')).toBeTruthy()
    expect(screen.getByLabelText('Title').getAttribute('lang')).toBe('tr')
    expect(screen.getByRole('button', { name: 'Mark in review' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send back' })).toBeNull()
    unmount()
    render(<PostEditor initial={translation} mayApproveTranslations />)
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send back' })).toBeTruthy()
  })

  it('approves with the English the page showed, even after a save, and shows the refusal', async () => {
    const user = userEvent.setup()
    const calls: { url: string; body: unknown }[] = []
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
      calls.push({ url, body })
      if (url === '/admin/api/preview') return new Response(JSON.stringify({ ok: true, html: '' }))
      if (url.endsWith('/translation/approve'))
        return new Response(JSON.stringify({ ok: false, error: 'The English post changed after you opened this page.' }), { status: 409 })
      // A save answers with the English as it is now: changed meanwhile.
      return new Response(
        JSON.stringify({
          ok: true,
          post: { ...translation, ...body, translation: { ...translation.translation, sourceHash: 'bbbbbbbbbbbbbbbb' } },
        }),
      )
    })
    render(<PostEditor initial={translation} mayApproveTranslations />)
    await user.type(screen.getByLabelText('Keywords (comma-separated)'), 'vergi')
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('The English post changed after you opened this page.')).toBeTruthy()
    const urls = calls.map((c) => c.url).filter((u) => u !== '/admin/api/preview')
    // Unsaved changes are saved first, then approved.
    expect(urls).toEqual(['/admin/api/posts/9', '/admin/api/posts/9/translation/approve'])
    expect(calls.find((c) => c.url.endsWith('/approve'))!.body).toEqual({ sourceHash: SEEN })
  })

  it('an English post offers "Translate" into the languages it lacks', async () => {
    const user = userEvent.setup()
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/translations')
        ? new Response(JSON.stringify({ ok: true, id: 12, url: '/admin/posts/12' }), { status: 201 })
        : new Response(JSON.stringify({ ok: true, html: '' })),
    )
    render(
      <PostEditor
        initial={{ ...saved, translations: [{ id: 9, language: 'tr', title: 'Şirket Vergisi', status: 'machine', stale: true }] }}
      />,
    )
    expect(screen.getByRole('link', { name: 'Türkçe: Şirket Vergisi' })).toHaveProperty('href', expect.stringContaining('/admin/posts/9'))
    expect(screen.getByText('stale: English changed')).toBeTruthy()
    const into = screen.getByLabelText('Translate into')
    expect([...into.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['العربية'])
    await user.click(screen.getByRole('button', { name: 'Translate' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/posts/12'))
    expect(JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u).endsWith('/translations'))![1].body))).toEqual({ language: 'ar' })
  })
})

describe('sign-in redirect', () => {
  it('goes back only to a back-office page', () => {
    expect(nextPath('?next=%2Fadmin%2Fleads%2F3')).toBe('/admin/leads/3')
    expect(nextPath('?next=https%3A%2F%2Fevil.example')).toBe('/admin/posts')
    expect(nextPath('?next=%2F%2Fevil.example')).toBe('/admin/posts')
    expect(nextPath('?next=%2Fadmin%2Fapi%2Fposts')).toBe('/admin/posts')
    expect(nextPath('')).toBe('/admin/posts')
  })
})

describe('sign-in form', () => {
  it('checks the fields before calling the server, then shows the server answer', async () => {
    const { SignInPage } = await import('./sign-in')
    const user = userEvent.setup()
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ ok: false, error: 'The e-mail, password or code is not right.' }), { status: 401 }),
    )
    render(<SignInPage />)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText('E-mail'), 'someone@firm.example')
    await user.type(screen.getByLabelText('Password'), 'a password')
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('The e-mail, password or code is not right.')).toBeTruthy()
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({
      email: 'someone@firm.example',
      password: 'a password',
      code: '123456',
    })
  })
})
