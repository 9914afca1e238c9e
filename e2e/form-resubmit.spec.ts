import { expect, test, type Locator } from '@playwright/test'
import { open, storedSubmissions, uniqueName } from './support/app'

/**
 * Issue 21: after each failed send, the summary read out by the form's live region and the messages under the
 * fields name exactly the fields that are wrong now (it once said "2 fields: Surname, Message" with the name empty
 * and the e-mail invalid). Focus goes to the first wrong field after a failed send and to the notice after a
 * successful one. Both forms, with JavaScript.
 */

const forms = [
  { path: '/contact-us', name: 'Contact form' },
  { path: '/guides/turkish-residence-permit-checklist', name: 'Document Request Form' },
] as const

const labels = ['Name', 'Surname', 'Email address', 'Message'] as const
type Label = (typeof labels)[number]

const box = (form: Locator, label: Label) => form.getByRole('textbox', { name: label, exact: true })

/** The fields marked invalid and the live region's summary are the same list: `wrong`. */
async function expectWrong(form: Locator, wrong: Label[]) {
  const summary = form.locator('[aria-live="polite"] .sr-only')
  if (wrong.length === 0) await expect(summary).toHaveCount(0)
  else await expect(summary).toHaveText(`Please correct ${wrong.length} field${wrong.length === 1 ? '' : 's'}: ${wrong.join(', ')}.`)
  for (const label of labels) {
    if (wrong.includes(label)) await expect(box(form, label)).toHaveAttribute('aria-invalid', 'true')
    else await expect(box(form, label)).not.toHaveAttribute('aria-invalid', 'true')
  }
}

async function send(form: Locator) {
  await form.getByRole('button', { name: 'Send' }).click()
}

for (const f of forms) {
  test(`${f.name}: sent again and again while fixing one field at a time, it names exactly the wrong fields`, async ({ page }) => {
    // Seven sends with their checks: longer than one journey.
    test.slow()
    await open(page, f.path, (p) => p.getByRole('form', { name: f.name }))
    const form = page.getByRole('form', { name: f.name })

    await send(form)
    await expectWrong(form, ['Name', 'Surname', 'Email address', 'Message'])
    await expect(box(form, 'Name')).toBeFocused()

    // The sequence.
    await box(form, 'Email address').fill('not-an-email')
    await send(form)
    await expectWrong(form, ['Name', 'Surname', 'Email address', 'Message'])
    await expect(box(form, 'Email address')).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(box(form, 'Name')).toHaveAccessibleDescription('Name is required')
    await send(form)
    await expectWrong(form, ['Name', 'Surname', 'Email address', 'Message'])

    const visitor = uniqueName('Fixing')
    await box(form, 'Name').fill(visitor)
    await send(form)
    await expectWrong(form, ['Surname', 'Email address', 'Message'])
    await expect(box(form, 'Surname')).toBeFocused()

    await box(form, 'Surname').fill('T')
    await box(form, 'Email address').fill(`${visitor.toLowerCase()}@example.com`)
    await send(form)
    await expectWrong(form, ['Surname', 'Message'])
    await expect(box(form, 'Surname')).toHaveAccessibleDescription('Surname must be at least 2 characters')

    await box(form, 'Surname').fill('Testmann')
    await box(form, 'Name').fill('')
    await send(form)
    await expectWrong(form, ['Name', 'Message'])
    await expect(box(form, 'Name')).toBeFocused()

    await box(form, 'Name').fill(visitor)
    await box(form, 'Message').fill('Fixed one field at a time.')
    await send(form)
    const notice = form.getByRole('status')
    await expect(notice).toContainText('Your message has been sent successfully!')
    await expectWrong(form, [])
    // Focus is on the notice (announced), not dropped to the body.
    await expect(notice).toBeFocused()
    expect(await storedSubmissions(visitor)).toHaveLength(1)
  })
}
