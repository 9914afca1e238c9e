// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConflictPanel } from './conflict-panel'
import { mergeThreeWay } from './merge'
import { keepBackup } from './draft-backup'
import { restoredParts } from './use-autosave'

const base = { quote: 'They helped us.', author: 'Anna L., Germany', matter: 'Citizenship' }
const mine = { ...base, quote: 'They helped us at every step.', author: 'Anna L., Switzerland' }
const theirs = { ...base, matter: 'Residence permit', author: 'Anna L., Austria' }

describe('ConflictPanel', () => {
  it('offers only the fields both changed, and saves the merge with the side chosen for each', async () => {
    const { merged, conflicts } = mergeThreeWay(base, mine, theirs)
    const onResolve = vi.fn()
    render(
      <ConflictPanel
        conflict={{
          part: 'en',
          other: { data: theirs, rev: 4, updatedAt: '2026-11-29T08:00:00.000Z', updatedBy: 'ayse@firm.example' },
          base,
          mine,
          merged,
          conflicts,
          error: 'ayse@firm.example saved this part after you opened it.',
        }}
        onResolve={onResolve}
        labelOf={(path) => (path === 'author' ? 'Author' : path)}
      />,
    )
    const panel = screen.getByRole('alert')
    expect(panel.textContent).toContain('ayse@firm.example saved English while you were editing')
    const groups = within(panel).getAllByRole('group')
    expect(groups).toHaveLength(1)
    const author = within(panel).getByRole('group', { name: 'Author' })
    expect(author.textContent).toContain('Anna L., Switzerland')
    expect(author.textContent).toContain('Anna L., Austria')
    await userEvent.click(within(author).getByRole('radio', { name: /Take ayse@firm.example's/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Use this merge and save' }))
    expect(onResolve).toHaveBeenCalledWith({ quote: mine.quote, author: 'Anna L., Austria', matter: 'Residence permit' })
  })
})

describe('restoredParts', () => {
  it('gives back typing kept in the browser for the rev the server still has', () => {
    keepBackup(7, 'en', { rev: 3, base, data: mine })
    const start = restoredParts(7, { en: { rev: 3, data: base }, neutral: { rev: 1, data: { order: 1 } } })
    expect(start.restored).toEqual(['en'])
    expect(start.data).toEqual({ en: mine, neutral: { order: 1 } })
    expect(start.conflicts).toEqual([])
  })

  it('merges typing kept on an older rev with what was saved since, naming the fields both changed', () => {
    keepBackup(8, 'en', { rev: 3, base, data: mine })
    const start = restoredParts(8, { en: { rev: 5, data: theirs } })
    expect(start.data.en).toEqual({ quote: mine.quote, author: mine.author, matter: 'Residence permit' })
    expect(start.conflicts.map((c) => c.path)).toEqual(['en: author'])
  })
})
