import { createFileRoute } from '@tanstack/react-router'
import { AdminLayout } from '../layout'
import { ForgotPasswordPage } from '../pages/password-reset'
import { useDocumentTitle } from '../page-view'

export const Route = createFileRoute('/forgot-password')({ component: ForgotPassword })

function ForgotPassword() {
  useDocumentTitle('Reset your password')
  return (
    <AdminLayout user={null}>
      <ForgotPasswordPage />
    </AdminLayout>
  )
}
