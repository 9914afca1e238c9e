import { createFileRoute } from '@tanstack/react-router'
import { AdminLayout } from '../layout'
import { SignInPage } from '../pages/sign-in'
import { useDocumentTitle } from '../page-view'

export const Route = createFileRoute('/sign-in')({ component: SignIn })

function SignIn() {
  useDocumentTitle('Sign in')
  return (
    <AdminLayout user={null}>
      <SignInPage />
    </AdminLayout>
  )
}
