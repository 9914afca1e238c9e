import { withFacts } from '../facts.ts'
import { ar } from '../../i18n/dictionaries/ar.ts'

/** Fills the {{legal figure}} tokens of this language's copy (src/content/facts.ts). */
export const fill = <T>(content: T): T => withFacts('ar', ar.units, content)
