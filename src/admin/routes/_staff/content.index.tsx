import { createFileRoute } from '@tanstack/react-router'
import { ContentIndex } from '../../editor/content-lists'
import { warm } from '../../editor/route-params'

export const Route = createFileRoute('/_staff/content/')({
  loader: ({ context }) => warm(context.queryClient),
  component: ContentIndex,
})
