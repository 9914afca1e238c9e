// @vitest-environment happy-dom
import { expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { WithEnglish } from '../../test/with-english'
import { LeadForm } from './lead-form'
import { messages, type ServerFormResult } from '../../lib/forms'

// Its own file: LeadForm reads the server's result from the DOM only during the page's first hydration.

async function loadedRouter(formResult: ServerFormResult | null = null) {
  const rootRoute = createRootRoute({
    component: () => (
      <WithEnglish>
        <LeadForm />
      </WithEnglish>
    ),
  })
  // The server's result is in the router's context, as src/router.tsx puts it there when the server renders.
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/contact-us'] }),
    context: { formResult },
  })
  await router.load()
  return router
}

it('hydrates the server’s answer to a post in place: same form element, its errors, the kept and the newly typed text', async () => {
  const result: ServerFormResult = {
    status: 'invalid',
    values: { firstName: 'Jo', email: 'jo@example' },
    errors: { lastName: messages.lastNameRequired, email: messages.emailInvalid, message: messages.messageRequired },
  }
  const html = renderToString(<RouterProvider router={await loadedRouter(result)} />)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const held = container.querySelector('form')!
  const surname = held.elements.namedItem('lastName') as HTMLInputElement
  // Typed before any code ran.
  surname.value = 'Keller'

  const recoverable: unknown[] = []
  const router = await loadedRouter()
  await act(async () => {
    // No result in context here, as in the browser: the form must find the server's in its own markup.
    hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => recoverable.push(error) })
  })
  // Hydrated: LeadForm's effect has stamped the page's load time into the same form's hidden field.
  await waitFor(() => expect((held.elements.namedItem('formStartedAt') as HTMLInputElement).value).not.toBe(''), { timeout: 5000 })

  expect(recoverable).toEqual([])
  expect(container.querySelector('form')).toBe(held)
  expect(held.elements.namedItem('lastName')).toBe(surname)
  expect(surname.value).toBe('Keller')
  expect((held.elements.namedItem('firstName') as HTMLInputElement).value).toBe('Jo')
  expect(held.textContent).toContain(messages.messageRequired)
  expect(held.querySelector('[aria-live="polite"]')?.textContent).toBe('Please correct 3 fields: Surname, Email address, Message.')
})
