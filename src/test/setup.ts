// Component tests run in happy-dom (per-file `// @vitest-environment happy-dom`); this file is shared by all suites.
import { afterEach } from 'vitest'

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react')
    cleanup()
  }
})
