import { keepOnOneLine, splitLtrRuns } from '../../lib/bidi'
import { localeConfig } from '../../i18n/locales'
import { useLocale } from '../../i18n/i18n'
import { Ltr } from './ltr'

/**
 * Plain text from the content (a guide's chapter title, an FAQ answer) in the page's language. In a right-to-left
 * language its left-to-right runs (src/lib/bidi.ts) are isolated, so a Latin name, "34394 İstanbul" or an hours
 * range keep their order; a run of one word ("e-İkamet", "09:00–20:00") is also kept on one line, where a browser
 * would otherwise break it after its hyphen or dash. Left-to-right languages get the text as it is.
 */
export function BidiText({ children }: { children: string }) {
  const locale = useLocale()
  if (localeConfig[locale].dir !== 'rtl') return children
  return splitLtrRuns(children).map((part, i) =>
    part.ltr ? (
      <Ltr key={i} className={keepOnOneLine(part.text) ? 'whitespace-nowrap' : undefined}>
        {part.text}
      </Ltr>
    ) : (
      part.text
    ),
  )
}
