import { Link } from '../../components/ui/link'
import { useT } from '../../i18n/i18n'
import { rich } from '../../i18n/rich'
import type { MessageKey } from '../../i18n/translate'

/** A form's privacy sentence, its `{link}` the privacy notice (the lead forms', the booking form's). */
export function PrivacySentence({ text }: { text: MessageKey }) {
  const t = useT()
  return (
    <p className="mt-4 text-xs text-navy-600">
      {rich(t(text), {
        link: (
          <Link to="/privacy-notice" className="underline hover:text-brass-700">
            {t('nav.privacy')}
          </Link>
        ),
      })}
    </p>
  )
}
