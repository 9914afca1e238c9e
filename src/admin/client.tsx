// First, before any module below builds a zod schema: zod probes for eval when it builds its first object schema.
import '../lib/zod-config'
import { hydrateRoot } from 'react-dom/client'
import type { AdminPageProps } from '../lib/admin-pages'
import { AdminApp } from './app'
import { setCsrfToken } from './api'
import './admin.css'

const props = JSON.parse(document.getElementById('admin-props')!.textContent!) as AdminPageProps
setCsrfToken(props.csrf)
hydrateRoot(document.getElementById('admin-root')!, <AdminApp {...props} />)
