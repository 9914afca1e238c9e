import { createFileRoute } from '@tanstack/react-router'
import { ContentList } from '../../editor/content-lists'
import { documentType, warm } from '../../editor/route-params'

export const Route = createFileRoute('/_staff/content/$type/')({
  loader: ({ context, params }) => warm(context.queryClient, documentType(params.type)),
  component: TypeList,
})

function TypeList() {
  const { type } = Route.useParams()
  return <ContentList key={type} type={documentType(type)} />
}
