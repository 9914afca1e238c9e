import { createFileRoute } from '@tanstack/react-router'
import { DocumentRoute } from '../../editor/document-route'
import { documentType, warm } from '../../editor/route-params'

/** A document's English and shared facts (`/admin/content/firm/firm`). */
export const Route = createFileRoute('/_staff/content/$type/$key/')({
  loader: ({ context, params }) => warm(context.queryClient, documentType(params.type), params.key),
  component: English,
})

function English() {
  const { type, key } = Route.useParams()
  return <DocumentRoute key={`${type}/${key}`} type={documentType(type)} docKey={key} locale="en" />
}
