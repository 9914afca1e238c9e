import { z } from 'zod'

// Zod probes `new Function('')` when it builds its first object schema, to decide whether to compile its
// parsers; under the site's Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation.
// The interpreted parsers are as correct and fast enough for a handful of form fields. Each browser entry that
// builds schemas imports this module before any other (the public lead form's chunk, the back office's client).
z.config({ jitless: true })
