import type { AdminPageProps } from '../lib/admin-pages'
import { AdminLayout } from './layout'
import { SignInPage } from './pages/sign-in'
import { SetupPage } from './pages/setup'
import { PostsPage } from './pages/posts'
import { PostEditor } from './pages/post-editor'
import { LeadsPage, LeadPage } from './pages/leads'
import { KvkkPage } from './pages/kvkk'
import { AuditPage } from './pages/audit'
import { AccountsPage } from './pages/accounts'
import { ForgotPasswordPage, ResetPasswordPage } from './pages/password-reset'
import { DashboardPage } from './pages/dashboard'
import { TranslationReviewPage, TranslationsPage } from './pages/translations'

export function AdminApp(props: AdminPageProps) {
  switch (props.page) {
    case 'sign-in':
      return (
        <AdminLayout user={null}>
          <SignInPage />
        </AdminLayout>
      )
    case 'setup':
      return (
        <AdminLayout user={null}>
          <SetupPage token={props.token} email={props.email} secret={props.secret} qrSvg={props.qrSvg} />
        </AdminLayout>
      )
    case 'setup-invalid':
      return (
        <AdminLayout user={null}>
          <h1 className="font-serif text-3xl font-semibold">Set-up link not valid</h1>
          <p className="mt-4">This set-up link has expired or was used already. Ask the person who manages the site for a new one.</p>
        </AdminLayout>
      )
    case 'dashboard':
      return (
        <AdminLayout user={props.user} permissions={props.permissions} current="/admin/dashboard">
          <DashboardPage summary={props.summary} />
        </AdminLayout>
      )
    case 'posts':
      return (
        <AdminLayout user={props.user} permissions={props.permissions} current="/admin/posts">
          <PostsPage posts={props.posts} search={props.search} filter={props.filter} mayCreate={props.permissions.includes('posts')} />
        </AdminLayout>
      )
    case 'post':
      return (
        <AdminLayout user={props.user} permissions={props.permissions} current="/admin/posts">
          <PostEditor
            initial={props.post}
            mayApproveTranslations={props.mayApproveTranslations}
            mayManagePosts={props.permissions.includes('posts')}
          />
        </AdminLayout>
      )
    case 'leads':
      return (
        <AdminLayout user={props.user} permissions={props.permissions} current="/admin/leads">
          <LeadsPage {...props} />
        </AdminLayout>
      )
    case 'lead':
      return (
        <AdminLayout user={props.user} permissions={props.permissions} current="/admin/leads">
          <LeadPage lead={props.lead} />
        </AdminLayout>
      )
    case 'kvkk':
      return (
        <AdminLayout user={props.user} permissions={props.permissions} current="/admin/kvkk">
          <KvkkPage findings={props.findings} erasures={props.erasures} backupRetentionDays={props.backupRetentionDays} />
        </AdminLayout>
      )
    case 'audit':
      return (
        <AdminLayout user={props.user} permissions={props.permissions} current="/admin/audit">
          <AuditPage entries={props.entries} />
        </AdminLayout>
      )
    case 'forgot-password':
      return (
        <AdminLayout user={null}>
          <ForgotPasswordPage />
        </AdminLayout>
      )
    case 'reset-password':
      return (
        <AdminLayout user={null}>
          <ResetPasswordPage token={props.token} email={props.email} />
        </AdminLayout>
      )
    case 'reset-invalid':
      return (
        <AdminLayout user={null}>
          <h1 className="font-serif text-3xl font-semibold">Reset link not valid</h1>
          <p className="mt-4">
            This reset link has expired or was used already.{' '}
            <a className="underline" href="/admin/forgot-password">
              Ask for a new one
            </a>
            .
          </p>
        </AdminLayout>
      )
    case 'accounts':
      return (
        <AdminLayout user={props.user} permissions={props.permissions} current="/admin/accounts">
          <AccountsPage accounts={props.accounts} signInLocks={props.signInLocks} self={props.user} />
        </AdminLayout>
      )
    case 'translations':
      return (
        <AdminLayout user={props.user} permissions={props.permissions} current="/admin/translations">
          <TranslationsPage units={props.units} posts={props.posts} mayApprove={props.mayApprove} />
        </AdminLayout>
      )
    case 'translation':
      return (
        <AdminLayout user={props.user} permissions={props.permissions} current="/admin/translations">
          <TranslationReviewPage unit={props.unit} comparison={props.comparison} mayApprove={props.mayApprove} />
        </AdminLayout>
      )
    case 'forbidden':
      return (
        <AdminLayout user={props.user} permissions={props.permissions}>
          <h1 className="font-serif text-3xl font-semibold">Not for your account</h1>
          <p className="mt-4">{props.message}</p>
          <p className="mt-2">
            <a className="underline" href="/admin/posts">
              Go to the posts
            </a>
          </p>
        </AdminLayout>
      )
    case 'not-found':
      return (
        <AdminLayout user={props.user} permissions={props.permissions}>
          <h1 className="font-serif text-3xl font-semibold">Not found</h1>
          <p className="mt-4">
            There is nothing at this address.{' '}
            <a className="underline" href="/admin/posts">
              Go to the posts
            </a>
            .
          </p>
        </AdminLayout>
      )
  }
}
