import { withFacts } from '../facts.ts'
import { de } from '../../i18n/dictionaries/de.ts'

/** Fills the {{legal figure}} tokens of this language's copy (src/content/facts.ts). Test fixture: see ../../i18n/dictionaries/de.ts. */
export const fill = <T>(content: T): T => withFacts('de', de.units, content)
