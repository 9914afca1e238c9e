import { describe, expect, it } from 'vitest'
import { applyFormat, type MarkdownEdit } from './markdown-format'

/** The edit with its selection drawn as [ and ], as a person would see it. */
const shown = ({ text, start, end }: MarkdownEdit) => `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`

describe('the rich-text toolbar on Markdown', () => {
  it('wraps the selection in bold or italic marks and keeps it selected', () => {
    expect(shown(applyFormat('Apply in person.', 9, 15, 'bold'))).toBe('Apply in **[person]**.')
    expect(shown(applyFormat('Apply in person.', 9, 15, 'italic'))).toBe('Apply in *[person]*.')
  })

  it('with nothing selected, selects a placeholder to type over', () => {
    expect(shown(applyFormat('Note: ', 6, 6, 'bold'))).toBe('Note: **[bold text]**')
  })

  it('makes a link of the selection and selects its address to fill in', () => {
    expect(shown(applyFormat('See the fees page.', 8, 17, 'link'))).toBe('See the [fees page]([https://]).')
  })

  it('turns the line the cursor is on into a heading, and back', () => {
    const heading = applyFormat('Intro\nDocuments\nMore', 8, 8, 'heading')
    expect(heading.text).toBe('Intro\n## Documents\nMore')
    expect(applyFormat(heading.text, 9, 9, 'heading').text).toBe('Intro\nDocuments\nMore')
  })

  it('makes every selected line a list item, or none when all were', () => {
    const text = 'Bring:\npassport\nphotos\nlease'
    const listed = applyFormat(text, 7, 25, 'list')
    expect(listed.text).toBe('Bring:\n- passport\n- photos\n- lease')
    expect(shown(listed)).toBe('Bring:\n[- passport\n- photos\n- lease]')
    expect(applyFormat(listed.text, listed.start, listed.end, 'list').text).toBe(text)
  })

  it('leaves the next line alone when the selection ends at its start', () => {
    expect(applyFormat('one\ntwo\nthree', 0, 4, 'list').text).toBe('- one\ntwo\nthree')
  })
})
