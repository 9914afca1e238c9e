// A bare page that hydrates with React DOM and nothing else: the first of the two floors scripts/js-floor.ts builds.
import { hydrateRoot } from 'react-dom/client'

hydrateRoot(document, <p>A bare page</p>)
