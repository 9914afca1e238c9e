import { createFileRoute } from '@tanstack/react-router'
import { DocumentRoute } from '../../editor/document-route'
import { documentType, translationLocale, warm } from '../../editor/route-params'

/** A document's translation into one language, side by side with the English (`/admin/content/faq/faq/ar`). */
export const Route = createFileRoute('/_staff/content/$type/$key/$locale')({
  loader: ({ context, params }) => {
    translationLocale(params.locale)
    warm(context.queryClient, documentType(params.type), params.key)
  },
  component: Translation,
})

function Translation() {
  const { type, key, locale } = Route.useParams()
  return <DocumentRoute key={`${type}/${key}/${locale}`} type={documentType(type)} docKey={key} locale={translationLocale(locale)} />
}
