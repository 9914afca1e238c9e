import { z } from 'zod'

// Zod probes `new Function('')` to decide whether to compile its parsers; under the site's Content-Security-
// Policy (no 'unsafe-eval') that probe is reported as a violation. The interpreted parsers are as correct and
// fast enough for a handful of form fields.
z.config({ jitless: true })
