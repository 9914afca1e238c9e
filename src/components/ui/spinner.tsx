function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-3 text-navy-600">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-navy-200 border-t-brass-600 motion-reduce:animate-none"
      />
      <span className="text-sm">{label}…</span>
    </span>
  )
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  )
}
