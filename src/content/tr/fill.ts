import { withFacts } from '../facts.ts'
import { tr } from '../../i18n/dictionaries/tr.ts'

/** Fills the {{legal figure}} tokens of this language's copy (src/content/facts.ts). */
export const fill = <T>(content: T): T => withFacts('tr', tr.units, content)
