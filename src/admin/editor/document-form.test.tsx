// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod'
import { fields } from '../../content/model'
import { DocumentForm, type DocumentFormProps } from './document-form'
import type { MediaItem, ReferenceOptions } from './editor-context'

// A document type as the content model writes one (ADR 36 3.1-3.2): a branch office's page, using every field
// kind, its neutral fields once and its localized fields per language, its schema's messages in plain words.
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 09:00.')
const isHttps = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:'

const officeSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case words joined by hyphens, such as istanbul-office.')
    .register(fields, { kind: 'text', label: 'Slug (address)', help: 'The page’s address: /offices/<slug>.' }),
  title: z.string().trim().min(1).register(fields, { kind: 'text', label: 'Title', localized: true }),
  // Metadata on the wrapper here, on the inner schema for `photo`: the form finds both.
  summary: z.string().trim().max(240).optional().register(fields, { kind: 'longText', label: 'Summary', localized: true }),
  body: z.string().trim().min(20).register(fields, { kind: 'richText', label: 'Body', localized: true }),
  photo: z.string().register(fields, { kind: 'image', label: 'Photo' }).optional(),
  type: z.enum(['head', 'branch']).register(fields, {
    kind: 'select',
    label: 'Office type',
    options: [
      { value: 'head', label: 'Head office' },
      { value: 'branch', label: 'Branch' },
    ],
  }),
  manager: z
    .string()
    .min(1, 'Choose who runs the office.')
    .register(fields, { kind: 'reference', label: 'Office manager', of: 'team-member' }),
  phone: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'Write the number in international form: +, the country code, then the digits, such as +902125550123.')
    .register(fields, { kind: 'phone', label: 'Phone' }),
  booking: z
    .string()
    .refine(
      (v) => (v.startsWith('/') && !v.startsWith('//')) || isHttps(v),
      'Enter a page of this site starting with /, or an address starting with https://.',
    )
    .register(fields, { kind: 'link', label: 'Booking page' }),
  hours: z
    .object({ days: z.array(z.enum(WEEKDAYS)).min(1, 'Tick at least one day.'), opens: time, closes: time })
    .refine((h) => h.closes > h.opens, { path: ['closes'], message: 'The closing time must be after the opening time.' })
    .register(fields, { kind: 'hours', label: 'Opening hours' }),
  address: z
    .object({
      street: z.string().min(1).register(fields, { kind: 'text', label: 'Street' }),
      city: z.string().min(1).register(fields, { kind: 'text', label: 'City' }),
    })
    .register(fields, { kind: 'object', label: 'Address' }),
  // A list without item keys: its items are plain values.
  languages: z
    .array(z.string().min(1).register(fields, { kind: 'text', label: 'Language' }))
    .register(fields, { kind: 'list', label: 'Languages spoken at the office' }),
  faq: z
    .array(
      z
        .object({
          key: z.string(),
          question: z.string().trim().min(1).register(fields, { kind: 'text', label: 'Question', localized: true }),
          answer: z.string().trim().min(1).register(fields, { kind: 'richText', label: 'Answer', localized: true }),
        })
        .register(fields, { kind: 'object', label: 'Question' }),
    )
    .min(1)
    .register(fields, { kind: 'list', label: 'Questions and answers' }),
})
type Office = z.input<typeof officeSchema>

const english: Office = {
  slug: 'istanbul-office',
  title: 'Our Istanbul office',
  summary: 'Where to find us in Şişli, and when.',
  body: 'We are on the fifth floor.\n\n## Getting here\n\nTake the M2 metro to Gayrettepe.',
  photo: 'entrance',
  type: 'head',
  manager: 'selin-aksoy',
  phone: '+902125550123',
  booking: '/contact-us',
  hours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '20:00' },
  address: { street: 'Büyükdere Caddesi No: 100 Kat: 5', city: '34394 İstanbul' },
  languages: ['English', 'Turkish', 'Arabic'],
  faq: [
    { key: 'parking', question: 'Is there parking?', answer: 'Yes, in the building’s garage: ask at the desk for a visitor card.' },
    { key: 'weekend', question: 'Can I visit at the weekend?', answer: 'By appointment only: write to us a few days ahead.' },
  ],
}

const arabic: Office = {
  ...english,
  title: 'مكتبنا في إسطنبول',
  summary: 'أين تجدوننا في شيشلي، ومتى.',
  body: 'نحن في الطابق الخامس.\n\n## الوصول إلينا\n\nاستقلّوا خط المترو M2 إلى محطة Gayrettepe.',
  faq: [
    { key: 'parking', question: 'هل يوجد موقف للسيارات؟', answer: 'نعم، في مرأب المبنى: اطلبوا بطاقة زائر من الاستقبال.' },
    { key: 'weekend', question: 'هل يمكنني الزيارة في عطلة نهاية الأسبوع؟', answer: 'بموعد مسبق فقط: راسلونا قبل الزيارة ببضعة أيام.' },
  ],
}

const media: MediaItem[] = [
  {
    id: 'entrance',
    url: '/media/offices/entrance.svg',
    name: 'Building entrance',
    alt: { en: 'The entrance of the office building', tr: 'Ofis binasının girişi' },
  },
  { id: 'meeting-room', url: '/media/offices/meeting-room.svg', name: 'Meeting room', alt: {} },
]
const references: ReferenceOptions = {
  'team-member': [
    { value: 'selin-aksoy', label: 'Selin Aksoy' },
    { value: 'emre-kaya', label: 'Emre Kaya' },
  ],
}

function renderForm(props: Partial<DocumentFormProps<typeof officeSchema>> = {}) {
  const onChange = vi.fn<(value: Office) => void>()
  const onSubmit = vi.fn()
  const view = render(
    <DocumentForm
      schema={officeSchema}
      value={english}
      mode={{ part: 'source' }}
      media={media}
      references={references}
      onChange={onChange}
      onSubmit={onSubmit}
      {...props}
    />,
  )
  const lastValue = () => onChange.mock.calls.at(-1)?.[0] as Office
  return { ...view, onChange, onSubmit, lastValue, user: userEvent.setup() }
}

const control = (label: string, within_: HTMLElement = document.body) => within(within_).getByLabelText(label) as HTMLInputElement
const group = (name: string) => screen.getByRole('group', { name })
const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
const keys = (office: Office) => office.faq.map((item) => item.key)

describe('the generated document form', () => {
  it('draws one widget per field kind, each with its label', () => {
    renderForm()
    expect(control('Slug (address)')).toMatchObject({ tagName: 'INPUT', type: 'text', value: 'istanbul-office' })
    expect(screen.getByText('The page’s address: /offices/<slug>.')).toBeTruthy()
    expect(control('Title')).toMatchObject({ tagName: 'INPUT', value: 'Our Istanbul office' })
    expect(control('Summary (optional)').tagName).toBe('TEXTAREA')
    expect(control('Body').tagName).toBe('TEXTAREA')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Body' })
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bold', 'Italic', 'Link', 'Heading', 'List'])
    // Image: chosen from the media list, with its alt text in each language, each in its direction.
    const photo = control('Photo (optional)')
    expect([...photo.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['No image', 'Building entrance', 'Meeting room'])
    expect(control('Alt text (English)').value).toBe('The entrance of the office building')
    expect(control('Alt text (العربية)')).toMatchObject({ dir: 'rtl', lang: 'ar', value: '' })
    expect(screen.getByText(/cannot be published in العربية until the image is described in it/)).toBeTruthy()
    const type = control('Office type')
    expect([...type.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Head office', 'Branch'])
    expect([...control('Office manager').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Selin Aksoy', 'Emre Kaya'])
    expect(control('Phone').type).toBe('tel')
    expect(described(control('Phone')).join()).toContain('Example: +902125550123')
    expect(described(control('Booking page')).join()).toContain('starting with https://')
    const hours = group('Opening hours')
    expect(within(hours).getByRole('checkbox', { name: 'Monday' })).toHaveProperty('checked', true)
    expect(within(hours).getByRole('checkbox', { name: 'Saturday' })).toHaveProperty('checked', false)
    expect(control('Opens', hours)).toMatchObject({ type: 'time', value: '09:00' })
    expect(control('Closes', hours).value).toBe('20:00')
    expect(control('City', group('Address')).value).toBe('34394 İstanbul')
    const faq = group('Questions and answers')
    expect(control('Question', within(faq).getByRole('group', { name: 'Question 2' })).value).toBe('Can I visit at the weekend?')
    expect(within(faq).getByRole('button', { name: 'Add question' })).toBeTruthy()
  })

  it('labels every control and uses real buttons, so it works by keyboard and screen reader', async () => {
    const { container, user, lastValue } = renderForm()
    const controls = [...container.querySelectorAll<HTMLInputElement>('input, select, textarea')]
    expect(controls.length).toBeGreaterThan(25)
    for (const el of controls) expect(el.labels?.length ?? 0, `${el.outerHTML} has no label`).toBeGreaterThan(0)
    expect(container.querySelectorAll('[role="button"], [onclick], div[tabindex="0"]')).toHaveLength(0)
    for (const button of container.querySelectorAll('button')) expect(['button', 'submit']).toContain(button.getAttribute('type'))
    // Adding and moving by keyboard alone.
    screen.getByRole('button', { name: 'Add question' }).focus()
    await user.keyboard('{Enter}')
    expect(lastValue().faq).toHaveLength(3)
    screen.getByRole('button', { name: 'Move up (Question 2)' }).focus()
    await user.keyboard(' ')
    expect(keys(lastValue()).slice(0, 2)).toEqual(['weekend', 'parking'])
  })

  it('says what is wrong next to the field once it is left, in plain words', async () => {
    const { user } = renderForm()
    const expectMessage = (el: HTMLElement, message: string) => {
      expect(el.getAttribute('aria-invalid')).toBe('true')
      expect(described(el)).toContain(message)
      // Next to the field: in the same field block as its control.
      expect(el.parentElement!.textContent).toContain(message)
    }
    await user.clear(control('Phone'))
    await user.type(control('Phone'), '0212 555 01 23')
    await user.tab()
    expectMessage(control('Phone'), 'Write the number in international form: +, the country code, then the digits, such as +902125550123.')

    await user.clear(control('Title'))
    await user.tab()
    expectMessage(control('Title'), 'This cannot be left empty.')

    await user.clear(control('Booking page'))
    await user.type(control('Booking page'), 'www.example.com/book')
    await user.tab()
    expectMessage(control('Booking page'), 'Enter a page of this site starting with /, or an address starting with https://.')

    const closes = control('Closes', group('Opening hours'))
    await user.clear(closes)
    await user.type(closes, '08:30')
    await user.tab()
    expectMessage(closes, 'The closing time must be after the opening time.')

    // Fixed, the message goes.
    await user.clear(control('Phone'))
    await user.type(control('Phone'), '+902125550199')
    expect(control('Phone').getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByText(/international form: \+, the country code, then the digits/)).toBeNull()
  })

  it('says nothing about a field merely passed through, until a save is tried', async () => {
    const { user } = renderForm({ value: { ...english, manager: '' } })
    control('Office manager').focus()
    await user.tab()
    expect(control('Office manager').getAttribute('aria-invalid')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(described(control('Office manager'))).toContain('Choose who runs the office.')
  })

  it('a save with problems lists them at the top, in field order, each leading to its field', async () => {
    const { user, onSubmit } = renderForm()
    await user.clear(control('Title'))
    await user.clear(control('Answer', group('Question 2')))
    await user.click(within(group('Opening hours')).getByRole('checkbox', { name: 'Monday' }))
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(within(group('Opening hours')).getByRole('checkbox', { name: day }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const summary = await screen.findByRole('heading', { name: '3 fields need a change before this can be saved:' })
    expect(document.activeElement).toBe(summary.parentElement)
    const links = within(summary.parentElement!).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual([
      'Title: This cannot be left empty.',
      'Opening hours › Days open: Tick at least one day.',
      'Questions and answers › Question 2 › Answer: This cannot be left empty.',
    ])
    await user.click(links[2])
    expect(document.activeElement).toBe(control('Answer', group('Question 2')))
    // Each field says it too, beside itself, and the days' group is linked to its message.
    expect(described(control('Title'))).toContain('This cannot be left empty.')
    expect(described(group('Days open'))).toContain('Tick at least one day.')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('saves the parsed document when every field is right', async () => {
    const { user, onSubmit } = renderForm()
    await user.type(control('Title'), '  ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    // The schema's output: trimmed.
    expect(onSubmit.mock.calls[0][0]).toEqual({ ...english, title: 'Our Istanbul office' })
  })

  it('shows the server’s refusals like its own, until the field is changed', async () => {
    const { user } = renderForm({
      serverErrors: {
        'faq.weekend.answer': 'This answer links to /weekend-visits, a page that does not exist.',
        slug: 'Another page already has this address.',
      },
    })
    const answer = control('Answer', group('Question 2'))
    expect(described(answer)).toContain('This answer links to /weekend-visits, a page that does not exist.')
    expect(answer.getAttribute('aria-invalid')).toBe('true')
    expect(described(control('Slug (address)'))).toContain('Another page already has this address.')
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Slug (address): Another page already has this address.',
      'Questions and answers › Question 2 › Answer: This answer links to /weekend-visits, a page that does not exist.',
    ])
    await user.type(control('Slug (address)'), '-2')
    expect(described(control('Slug (address)'))).not.toContain('Another page already has this address.')
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('reports the whole document after each change, for autosave, and shows the save state', async () => {
    const { user, lastValue, onChange } = renderForm({ saveState: 'Saved at 10:42' })
    expect(screen.getByRole('status').textContent).toBe('Saved at 10:42')
    expect(onChange).not.toHaveBeenCalled()
    await user.type(control('City', group('Address')), ' / Şişli')
    expect(lastValue()).toEqual({ ...english, address: { ...english.address, city: '34394 İstanbul / Şişli' } })
    await user.selectOptions(control('Office type'), 'Branch')
    expect(lastValue().type).toBe('branch')
    await user.click(within(group('Opening hours')).getByRole('checkbox', { name: 'Saturday' }))
    expect(lastValue().hours.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
  })
})

describe('lists', () => {
  it('add, move and remove items, each keeping its key and its controls', async () => {
    const { user, lastValue } = renderForm()
    const parking = control('Question', group('Question 1'))
    const moveDown = screen.getByRole('button', { name: 'Move down (Question 1)' })
    await user.click(moveDown)
    expect(lastValue().faq.map((item) => [item.key, item.question])).toEqual([
      ['weekend', 'Can I visit at the weekend?'],
      ['parking', 'Is there parking?'],
    ])
    // The same input moved with its item (React kept it by key), so nothing typed or focused is lost.
    expect(control('Question', group('Question 2'))).toBe(parking)
    expect(document.activeElement?.textContent).toBe('Move down (Question 2)')

    await user.click(screen.getByRole('button', { name: 'Add question' }))
    const added = lastValue().faq[2]
    expect(added).toMatchObject({ question: '', answer: '' })
    expect(added.key).toMatch(/^[a-z0-9]{6}$/)
    expect(keys(lastValue())).toEqual(['weekend', 'parking', added.key])
    // The new item's first field has the focus, ready to be typed in.
    expect(document.activeElement).toBe(control('Question', group('Question 3')))
    await user.keyboard('Is the office step-free?')

    await user.click(screen.getByRole('button', { name: 'Remove (Question 1)' }))
    expect(lastValue().faq.map((item) => [item.key, item.question])).toEqual([
      ['parking', 'Is there parking?'],
      [added.key, 'Is the office step-free?'],
    ])
    expect(control('Question', group('Question 1'))).toBe(parking)
    expect(document.activeElement).toBe(group('Questions and answers'))
  })

  it('a list of plain values keeps each item’s control with it too', async () => {
    const { user, lastValue } = renderForm()
    const turkish = control('Language 2')
    await user.click(screen.getByRole('button', { name: 'Move up (Language 2)' }))
    expect(lastValue().languages).toEqual(['Turkish', 'English', 'Arabic'])
    expect(control('Language 1')).toBe(turkish)
    await user.click(screen.getByRole('button', { name: 'Add language' }))
    expect(document.activeElement).toBe(control('Language 4'))
    await user.keyboard('German')
    await user.click(screen.getByRole('button', { name: 'Remove (Language 2)' }))
    expect(lastValue().languages).toEqual(['Turkish', 'Arabic', 'German'])
    expect(control('Language 1')).toBe(turkish)
  })

  it('an item at the top does not move up, and the focus stays on its button', async () => {
    const { user, onChange } = renderForm()
    const up = screen.getByRole('button', { name: 'Move up (Question 1)' })
    expect(up.getAttribute('aria-disabled')).toBe('true')
    await user.click(up)
    expect(onChange).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(up)
  })
})

describe('translation mode', () => {
  const translating = (stale?: ReadonlySet<string>) =>
    renderForm({ value: arabic, mode: { part: 'translation', locale: 'ar', english }, stale, onMediaAltChange: vi.fn() })

  it('puts the English, read-only, beside each Arabic field, which is right to left', () => {
    translating()
    const title = control('Title')
    expect(title).toMatchObject({ value: 'مكتبنا في إسطنبول', dir: 'rtl', lang: 'ar' })
    // The English is text beside it, described to screen readers, not a second field.
    expect(described(title).join()).toContain('Our Istanbul office')
    const source = screen.getByText('Our Istanbul office')
    expect(source.closest('[lang]')).toMatchObject({ lang: 'en', dir: 'ltr' })
    expect(screen.queryByDisplayValue('Our Istanbul office')).toBeNull()
    expect(control('Body')).toMatchObject({ dir: 'rtl', lang: 'ar' })
    const answer = control('Answer', group('Question 1'))
    expect(answer).toMatchObject({ value: 'نعم، في مرأب المبنى: اطلبوا بطاقة زائر من الاستقبال.', dir: 'rtl' })
    expect(described(answer).join()).toContain('Yes, in the building’s garage')
    // The image is the English editor's; its Arabic alt text is the translator's, with the English shown.
    expect(control('Alt text (العربية)')).toMatchObject({ dir: 'rtl', lang: 'ar', readOnly: false })
    expect(screen.queryByLabelText('Alt text (English)')).toBeNull()
    expect(screen.getByText('The entrance of the office building')).toBeTruthy()
  })

  it('leaves the neutral fields and the list’s structure to the English editor', () => {
    translating()
    for (const label of [
      'Slug (address)',
      'Phone',
      'Booking page',
      'Office type',
      'Office manager',
      'Photo (optional)',
      'Street',
      'Language 1',
    ])
      expect(screen.queryByLabelText(label), label).toBeNull()
    expect(screen.queryByRole('group', { name: 'Opening hours' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^(Add|Remove|Move)/ })).toBeNull()
    expect(screen.getAllByRole('group', { name: /^Question \d$/ })).toHaveLength(2)
  })

  it('marks exactly the stale fields, with the English that changed', () => {
    translating(new Set(['title', 'faq.weekend.answer']))
    const row = (el: HTMLElement) => el.closest('[data-stale]')
    const title = row(control('Title'))
    expect(title?.textContent).toContain('The English changed after this translation was made or approved')
    expect(title?.textContent).toContain('Our Istanbul office')
    const answer = row(control('Answer', group('Question 2')))
    expect(answer?.textContent).toContain('By appointment only: write to us a few days ahead.')
    expect(row(control('Answer', group('Question 1')))).toBeNull()
    expect(row(control('Summary (optional)'))).toBeNull()
    expect(screen.getAllByText('stale: English changed')).toHaveLength(2)
  })

  it('checks the translation against the schema too', async () => {
    const { user } = translating()
    await user.clear(control('Question', group('Question 2')))
    await user.tab()
    expect(described(control('Question', group('Question 2')))).toContain('This cannot be left empty.')
  })

  it('sends an alt text edit to the image, not the document', async () => {
    const onMediaAltChange = vi.fn()
    const { user, onChange } = renderForm({ value: arabic, mode: { part: 'translation', locale: 'ar', english }, onMediaAltChange })
    await user.type(control('Alt text (العربية)'), 'مدخل')
    expect(onMediaAltChange).toHaveBeenLastCalledWith('entrance', 'ar', 'مدخل')
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('rich text', () => {
  it('formats the selection from the toolbar and previews through the caller', async () => {
    const renderPreview = vi.fn(async (markdown: string) => `<p>${markdown.length} characters</p>`)
    const { user, lastValue } = renderForm({ renderPreview })
    const body = control('Body') as unknown as HTMLTextAreaElement
    body.focus()
    body.setSelectionRange(7, 19)
    await user.click(within(screen.getByRole('toolbar', { name: 'Formatting: Body' })).getByRole('button', { name: 'Bold' }))
    expect(lastValue().body.startsWith('We are **on the fifth** floor.')).toBe(true)
    expect(document.activeElement).toBe(body)
    await user.click(screen.getAllByRole('button', { name: 'Show preview' })[0])
    await screen.findByText(`${lastValue().body.length} characters`)
    expect(renderPreview).toHaveBeenLastCalledWith(lastValue().body, 'en')
  })
  it('is one tab stop, with the arrow keys between its buttons', async () => {
    const { user, lastValue } = renderForm()
    const body = control('Body') as unknown as HTMLTextAreaElement
    const toolbar = within(screen.getByRole('toolbar', { name: 'Formatting: Body' }))
    expect(toolbar.getAllByRole('button').map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1])
    body.focus()
    body.setSelectionRange(0, 0)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(toolbar.getByRole('button', { name: 'Bold' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(toolbar.getByRole('button', { name: 'Italic' }))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(toolbar.getByRole('button', { name: 'List' }))
    await user.keyboard('{Enter}')
    expect(lastValue().body.startsWith('- We are on the fifth floor.')).toBe(true)
    expect(document.activeElement).toBe(body)
  })
})

describe('schemas the form cannot draw', () => {
  it('names a field that has no entry in the registry', () => {
    const schema = z.object({ title: z.string().register(fields, { kind: 'text', label: 'Title' }), order: z.number() })
    // React logs the error it rethrows; the test only wants the error.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<DocumentForm schema={schema} value={{ title: '', order: 1 }} mode={{ part: 'source' }} />)).toThrow(
      'The field "order" of the document has no entry in the fields registry',
    )
    quiet.mockRestore()
  })
})
