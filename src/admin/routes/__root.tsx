import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { AdminRouterContext } from '../router'

export const Route = createRootRouteWithContext<AdminRouterContext>()({ component: Outlet })
