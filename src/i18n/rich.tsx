import { Fragment, type ReactNode } from 'react'

/**
 * A translated sentence with elements inside it: `rich(t('forms.privacyContact'), { link: <Link …/> })`. The
 * `{name}` slots a translation moves around keep their elements, so a sentence is never cut into pieces that
 * another language would have to order differently.
 */
export function rich(template: string, parts: Record<string, ReactNode>): ReactNode {
  const pieces = template.split(/\{(\w+)\}/g)
  return pieces.map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment> : piece))
}
