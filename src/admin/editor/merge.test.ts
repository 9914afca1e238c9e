import { describe, expect, it } from 'vitest'
import { mergeThreeWay, withValueAt } from './merge'
import { istanbulInputToUtc } from './publish-panel'

// A firm's neutral part as two people edit it: the base both opened, then each one's save.
const base = {
  phone: { e164: '+902125550123', display: '+90 212 555 01 23' },
  email: 'office@firm.example',
  hours: { days: ['Monday', 'Friday'], opens: '09:00', closes: '18:00' },
}

describe('mergeThreeWay', () => {
  it('takes each field from the side that changed it, so neither person loses typing', () => {
    const mine = { ...base, phone: { e164: '+902125550199', display: '+90 212 555 01 99' } }
    const theirs = { ...base, email: 'info@firm.example' }
    const { merged, conflicts } = mergeThreeWay(base, mine, theirs)
    expect(conflicts).toEqual([])
    expect(merged).toEqual({ ...base, phone: mine.phone, email: 'info@firm.example' })
  })

  it('reports a field both changed differently, by its path, with both values, and keeps mine until chosen', () => {
    const mine = { ...base, hours: { ...base.hours, closes: '17:00' } }
    const theirs = { ...base, hours: { ...base.hours, closes: '19:00' }, email: 'info@firm.example' }
    const { merged, conflicts } = mergeThreeWay(base, mine, theirs)
    expect(conflicts).toEqual([{ path: 'hours.closes', base: '18:00', mine: '17:00', theirs: '19:00' }])
    expect(merged).toMatchObject({ hours: { closes: '17:00' }, email: 'info@firm.example' })
    expect(withValueAt(merged, 'hours.closes', '19:00')).toMatchObject({ hours: { opens: '09:00', closes: '19:00' } })
  })

  it('treats a list as one value and the same change on both sides as no conflict', () => {
    const mine = { ...base, hours: { ...base.hours, days: ['Monday'] } }
    const theirs = { ...base, hours: { ...base.hours, days: ['Monday'] } }
    expect(mergeThreeWay(base, mine, theirs).conflicts).toEqual([])
    const other = { ...base, hours: { ...base.hours, days: ['Friday'] } }
    expect(mergeThreeWay(base, mine, other).conflicts.map((c) => c.path)).toEqual(['hours.days'])
  })

  it('keeps a field one side added and the other did not touch', () => {
    const mine = { ...base, items: { office: { answer: 'New answer' } } }
    expect(mergeThreeWay(base, mine, base).merged).toEqual(mine)
  })
})

describe('istanbulInputToUtc', () => {
  it('reads a typed date and time as Istanbul time (UTC+3) and gives the UTC instant', () => {
    expect(istanbulInputToUtc('2026-12-01T09:30')).toBe('2026-12-01T06:30:00.000Z')
    expect(istanbulInputToUtc('2026-12-01T01:00')).toBe('2026-11-30T22:00:00.000Z')
    expect(istanbulInputToUtc('')).toBeNull()
  })
})
