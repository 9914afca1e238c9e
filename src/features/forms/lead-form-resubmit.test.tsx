// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { WithEnglish } from '../../test/with-english'
import { LeadForm } from './lead-form'
import { messages } from '../../lib/forms'

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const labels: Record<string, string> = { firstName: 'Name', lastName: 'Surname', email: 'Email address', message: 'Message' }
const summary = () => document.querySelector('form [aria-live="polite"] .sr-only')?.textContent ?? ''
/** The fields marked invalid, by label, in page order. */
const marked = () => [...document.querySelectorAll('form [aria-invalid="true"]')].map((el) => labels[(el as HTMLInputElement).name])

function expectWrong(fields: string[]) {
  expect(marked()).toEqual(fields)
  expect(summary()).toBe(
    fields.length === 0 ? '' : `Please correct ${fields.length} field${fields.length === 1 ? '' : 's'}: ${fields.join(', ')}.`,
  )
}

describe.each([
  ['contact form', {}],
  ['guide form', { guideName: 'ResidencePermit_Guideline' as const }],
])('%s, sent again and again while the visitor fixes one field at a time', (_, props) => {
  it('names exactly the fields that are wrong now in the summary and under the fields', async () => {
    const user = userEvent.setup()
    const rootRoute = createRootRoute({
      component: () => (
        <WithEnglish>
          <LeadForm {...props} />
        </WithEnglish>
      ),
    })
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/contact-us'] }) })
    render(<RouterProvider router={router} />)
    const send = await screen.findByRole('button', { name: 'Send' })
    const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`))

    await user.click(send)
    await waitFor(() => expectWrong(['Name', 'Surname', 'Email address', 'Message']))

    // Leaving a field without changing it keeps its message (it used to vanish on blur, moving Send under the pointer).
    await user.click(field('Surname'))
    await user.click(field('Message'))
    expectWrong(['Name', 'Surname', 'Email address', 'Message'])

    // The sequence: it said "2 fields: Surname, Message" here, with the name empty and the e-mail invalid.
    await user.type(field('Email address'), 'not-an-email')
    await user.click(send)
    await waitFor(() => expectWrong(['Name', 'Surname', 'Email address', 'Message']))
    expect(screen.getByText(messages.emailInvalid)).toBeTruthy()
    expect(screen.getByText(messages.firstNameRequired)).toBeTruthy()
    await user.click(send)
    await waitFor(() => expectWrong(['Name', 'Surname', 'Email address', 'Message']))

    await user.type(field('Name'), 'Maria')
    // A fixed field is unmarked as it is fixed, and the summary follows.
    await waitFor(() => expectWrong(['Surname', 'Email address', 'Message']))
    await user.click(send)
    await waitFor(() => expectWrong(['Surname', 'Email address', 'Message']))
    expect(screen.queryByText(messages.firstNameRequired)).toBeNull()

    await user.type(field('Surname'), 'K')
    await user.click(send)
    await waitFor(() => expectWrong(['Surname', 'Email address', 'Message']))
    expect(screen.getByText(messages.lastNameShort)).toBeTruthy()

    await user.type(field('Surname'), 'eller')
    await user.clear(field('Email address'))
    await user.type(field('Email address'), 'maria@example.com')
    await user.click(send)
    await waitFor(() => expectWrong(['Message']))
    await waitFor(() => expect(document.activeElement).toBe(field('Message')))

    await user.clear(field('Name'))
    await user.click(send)
    await waitFor(() => expectWrong(['Name', 'Message']))

    fetchMock.mockResolvedValue(new Response('{"success":true}', { status: 200 }))
    await user.type(field('Name'), 'Maria')
    await user.type(field('Message'), 'Advice on a residence permit, please.')
    await user.click(send)
    const notice = await screen.findByRole('status')
    expectWrong([])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // Focus moves to the notice, so it is read out and the next Tab starts from the form.
    await waitFor(() => expect(document.activeElement).toBe(notice))
  })
})
