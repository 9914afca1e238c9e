// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod'
import { teamMemberDocument } from '../../content/documents/team-member'
import { DocumentForm } from './document-form'

/** The team member's Languages field as the editor draws it from the content model's registry. */
const schema = z.object({ languages: teamMemberDocument.shape.languages })
type Value = z.infer<typeof schema>

function renderLanguages(languages: string[]) {
  const onChange = vi.fn<(value: Value) => void>()
  render(
    <DocumentForm
      schema={schema}
      value={{ languages }}
      mode={{ part: 'source' }}
      media={[]}
      references={{}}
      onChange={onChange}
      onSubmit={vi.fn()}
    />,
  )
  return { onChange, user: userEvent.setup() }
}

const languageList = () => screen.getByRole('group', { name: 'Languages' })
const picked = (label: string) =>
  (within(languageList()).getByRole('combobox', { name: label }) as HTMLSelectElement).selectedOptions[0]?.text

describe('a team member’s languages in the editor', () => {
  it('names each language as the back office does and stores its code', async () => {
    const { onChange, user } = renderLanguages(['tr', 'en', 'fr'])
    // Names, not codes: the site's languages by the names src/i18n/locales.ts gives them, the others by their own.
    expect([1, 2, 3].map((n) => picked(`Language ${n}`))).toEqual(['Türkçe', 'English', 'Français'])
    const options = within(within(languageList()).getByRole('combobox', { name: 'Language 1' })).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['English', 'Türkçe', 'العربية', 'Deutsch']))
    expect(options.map((o) => o.textContent)).not.toContain('tr')

    await user.click(within(languageList()).getByRole('button', { name: 'Add language' }))
    await user.selectOptions(within(languageList()).getByRole('combobox', { name: 'Language 4' }), 'العربية')
    expect(onChange.mock.calls.at(-1)?.[0].languages).toEqual(['tr', 'en', 'fr', 'ar'])
  })

  it('keeps a stored code the list does not offer, shown as itself', () => {
    renderLanguages(['tr', 'sq'])
    expect(picked('Language 2')).toBe('sq')
  })
})
