// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { WithEnglish } from '../../test/with-english'
import { LeadForm } from './lead-form'
import { messages, type ServerFormResult } from '../../lib/forms'
import { site } from '../../config/site'

function renderForm(props: Parameters<typeof LeadForm>[0] = {}, serverResult: ServerFormResult | null = null) {
  const rootRoute = createRootRoute({
    component: () => (
      <WithEnglish>
        <LeadForm {...props} />
      </WithEnglish>
    ),
  })
  // The server's result reaches the form as the app's router gives it: in the router's context (src/router.tsx).
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/contact-us'] }),
    context: { formResult: serverResult },
  })
  return render(<RouterProvider router={router} />)
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Name/), 'Maria')
  await user.type(screen.getByLabelText(/^Surname/), 'Keller')
  await user.type(screen.getByLabelText(/^Email address/), 'maria@example.com')
  await user.type(screen.getByLabelText(/^Message/), 'I would like advice on buying a flat.')
}

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('LeadForm', () => {
  it('shows the spec’s message under each empty field, ties it to the field and focuses the first one', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    // Send pressed before the form's code arrived: it is fetched, then checks the fields of the same form.
    await waitFor(() => expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true'))
    const name = screen.getByLabelText(/^Name/)
    for (const text of [messages.firstNameRequired, messages.lastNameRequired, messages.emailRequired, messages.messageRequired]) {
      expect(screen.getByText(text)).toBeTruthy()
    }
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(messages.firstNameRequired)
    await waitFor(() => expect(document.activeElement).toBe(name))
    // Screen readers hear which fields need attention from the form's live region.
    expect(document.querySelector('form [aria-live="polite"]')?.textContent).toBe(
      'Please correct 4 fields: Name, Surname, Email address, Message.',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('takes a value a tool set on the field before firing an input event (React skips onChange then)', async () => {
    renderForm()
    const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement
    // As a dictation tool or WebDriver BiDi types: the value is set through the property, then an input event.
    name.value = 'Maria'
    name.dispatchEvent(new Event('input', { bubbles: true }))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.getByText(messages.lastNameRequired)).toBeTruthy())
    expect(screen.queryByText(messages.firstNameRequired)).toBeNull()
    expect(name.value).toBe('Maria')
  })

  it('reads Sending... and is disabled while sending, then shows the green notice and clears the form', async () => {
    let answer!: (r: Response) => void
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const sending = await screen.findByRole('button', { name: 'Sending...' })
    expect((sending as HTMLButtonElement).disabled).toBe(true)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/email/Form/ContactUs')
    expect(JSON.parse(String(init.body))).toMatchObject({ firstName: 'Maria', lastName: 'Keller', email: 'maria@example.com' })
    answer(new Response(JSON.stringify({ success: true }), { status: 200 }))
    expect((await screen.findByRole('status')).textContent).toBe(messages.sent)
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('')
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
  })

  it('shows the red notice and keeps the values when sending fails', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 503 }))
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe(messages.failed)
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Maria')
    expect((screen.getByLabelText(/^Email address/) as HTMLInputElement).value).toBe('maria@example.com')
  })

  it('treats a network failure like a failed send', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe(messages.failed)
    expect((screen.getByLabelText(/^Surname/) as HTMLInputElement).value).toBe('Keller')
  })

  it('sends one idempotency key per filled form: the same after a failed answer, a new one for a changed or the next form', async () => {
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    const send = () => user.click(screen.getByRole('button', { name: 'Send' }))
    const keys = () => fetchMock.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'))
    const answers = [502, 502, 502, 200, 200]
    for (const status of answers)
      fetchMock.mockResolvedValueOnce(new Response(status === 200 ? '{"success":true}' : 'Bad Gateway', { status }))

    await send()
    await screen.findByRole('alert')
    await send()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    // Changed after the failure: another post.
    await user.type(screen.getByLabelText(/^Message/), ' And a garden.')
    await send()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    await send()
    await screen.findByRole('status')
    // The next form, filled the same way, is a new message.
    await fillValid(user)
    await send()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5))

    const [k1, k2, k3, k4, k5] = keys()
    expect(k1).toMatch(/^"[0-9a-f]{32}"$/)
    expect(k2).toBe(k1)
    expect(k3).not.toBe(k1)
    expect(k4).toBe(k3)
    expect(k5).not.toBe(k4)
    expect(k5).not.toBe(k1)
  })

  it('sends guidelineName on a guide page, to the guide endpoint', async () => {
    fetchMock.mockResolvedValue(new Response('{"success":true}', { status: 200 }))
    const user = userEvent.setup()
    renderForm({ guideName: 'ResidencePermit_Guideline' })
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const notice = await screen.findByRole('status')
    // The spec's sentence, then where the guide went and what to do if it does not arrive.
    expect(notice.textContent).toMatch(new RegExp(`^${messages.sent}The guide is on its way to maria@example\\.com as a PDF attachment\\.`))
    expect(notice.textContent).toContain('check your spam folder')
    expect(within(notice).getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/email/Form/DownloadGuidline')
    expect(JSON.parse(String(init.body)).guidelineName).toBe('ResidencePermit_Guideline')
  })

  it('shows what the server decided for a visitor without JavaScript: errors with kept values', async () => {
    renderForm(
      {},
      { status: 'invalid', values: { firstName: 'Jo', email: 'jo@example.com' }, errors: { message: messages.messageRequired } },
    )
    expect(await screen.findByText(messages.messageRequired)).toBeTruthy()
    expect((screen.getByLabelText(/^Email address/) as HTMLInputElement).value).toBe('jo@example.com')
  })

  it('links to the privacy notice and has no pre-ticked boxes', async () => {
    renderForm()
    expect((await screen.findByRole('link', { name: 'Privacy Notice' })).getAttribute('href')).toBe('/privacy-notice')
    expect(document.querySelectorAll('input[type=checkbox]:checked')).toHaveLength(0)
  })
})
