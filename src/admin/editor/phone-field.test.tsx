// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { documentSchemas } from '../../content/documents/index'
import { DocumentForm } from './document-form'
import { partNodes } from './schema-fields'

// The firm's phone is one field of kind `phone` holding two parts (ADR 36 3.1: E.164 and as pages write it).
const phoneSchema = documentSchemas.firm.pick({ phone: true })

describe('the phone field', () => {
  it("edits the firm's number and its display form, each in its own labelled control", () => {
    render(
      <DocumentForm
        schema={phoneSchema}
        value={{ phone: { e164: '+902125550123', display: '+90 212 555 01 23' } }}
        mode={{ part: 'source' }}
      />,
    )
    const number = screen.getByLabelText('International number') as HTMLInputElement
    expect(number).toMatchObject({ type: 'tel', value: '+902125550123', dir: 'ltr' })
    expect((screen.getByLabelText('Number as pages show it') as HTMLInputElement).value).toBe('+90 212 555 01 23')
    expect(screen.queryByDisplayValue('[object Object]')).toBeNull()
  })

  it('names the parts of a field the registry does not describe', () => {
    expect(partNodes(documentSchemas.firm.shape.phone).map((node) => node.meta.label)).toEqual([
      'International number',
      'Number as pages show it',
    ])
  })
})
