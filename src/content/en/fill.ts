import { withFacts } from '../facts.ts'
import { en } from '../../i18n/dictionaries/en.ts'

/** Fills the {{legal figure}} tokens of this language's copy (src/content/facts.ts). */
export const fill = <T>(content: T): T => withFacts('en', en.units, content)
