import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Button, ButtonLink } from '../ui/button'
import { Seo } from '../ui/seo'

interface HttpLikeError {
  status?: number
  statusText?: string
}

/** Status and status text when the error carries them ('Application Error' otherwise). */
export function describeError(error: unknown): { heading: string; detail: string | null } {
  const e = (error ?? {}) as HttpLikeError
  if (typeof e.status === 'number') {
    return { heading: `${e.status}${e.statusText ? ` ${e.statusText}` : ''}`, detail: null }
  }
  return { heading: 'Application Error', detail: error instanceof Error ? error.message : null }
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
  const { heading, detail } = describeError(error)
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      {/* Kept out of the index, and no canonical: the address did not show what it should. */}
      <Seo title={heading} description="Something went wrong while showing this page." noindex />
      <h1 className="text-4xl font-semibold text-navy-950">{heading}</h1>
      <p className="mt-4 text-lg text-navy-700">Something went wrong while showing this page. Please try again.</p>
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
          Try again
        </Button>
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  )
}
