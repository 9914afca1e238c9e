import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Button, ButtonLink } from '../ui/button'
import { Seo } from '../ui/seo'
import { useT } from '../../i18n/i18n'

interface HttpLikeError {
  status?: number
  statusText?: string
}

/** Status and status text when the error carries them (`fallback`, 'Application Error' in English, otherwise). */
export function describeError(error: unknown, fallback = 'Application Error'): { heading: string; detail: string | null } {
  const e = (error ?? {}) as HttpLikeError
  if (typeof e.status === 'number') {
    return { heading: `${e.status}${e.statusText ? ` ${e.statusText}` : ''}`, detail: null }
  }
  return { heading: fallback, detail: error instanceof Error ? error.message : null }
}

/**
 * A code chunk that could not be fetched (a dropped connection, or a deploy that replaced it). Firefox keeps a
 * failed module import for the life of the document, so only loading the page again can recover from it.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '')
  return /dynamically imported module|importing a module script failed|failed to fetch module/i.test(message)
}

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const t = useT()
  const { heading, detail } = describeError(error, t('errors.applicationError'))
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      {/* Kept out of the index, and no canonical: the address did not show what it should. */}
      <Seo title={heading} description={t('errors.errorDescription')} noindex />
      <h1 className="text-4xl font-semibold text-navy-950">{heading}</h1>
      <p className="mt-4 text-lg text-navy-700">{t('errors.errorText')}</p>
      {detail ? <p className="mt-2 text-sm text-navy-600">{detail}</p> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button
          onClick={() => {
            if (isChunkLoadError(error)) {
              window.location.reload()
              return
            }
            reset()
            void router.invalidate()
          }}
        >
          {t('errors.tryAgain')}
        </Button>
        <ButtonLink to="/" variant="secondary">
          {t('errors.goHome')}
        </ButtonLink>
      </div>
    </section>
  )
}
