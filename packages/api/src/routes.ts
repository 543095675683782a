import type { RouteDefinition } from './lib/route';
import { workspaceRoutes } from './route-table/workspace';
import { projectsRoutes } from './route-table/projects';
import { deliveryRoutes } from './route-table/delivery';
import { administrationRoutes } from './route-table/administration';
import { portfolioRoutes } from './route-table/portfolio';

/**
 * The route table: every route of the API, one line each, in the order
 * Express matches them (a fixed path before the parameter path it would
 * otherwise fall into). The authorization matrix, the security battery and
 * the OpenAPI document enumerate it. Its sections live in `route-table/`,
 * their named permissions in `route-permissions.ts`.
 */
export const routes: readonly RouteDefinition[] = [
  ...workspaceRoutes,
  ...projectsRoutes,
  ...deliveryRoutes,
  ...administrationRoutes,
  ...portfolioRoutes,
];
