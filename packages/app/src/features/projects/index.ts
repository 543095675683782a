/*
 * The front door of the projects feature: what other features may use. Another
 * feature imports only '../projects' / '../../projects' (lint refuses a deep import);
 * app/ (routes, shell) may still load this feature's pages and route modules
 * directly.
 */
export { parseBrowserState, parseIntList, roadmapHref, toFilterValues } from './browser-url';
export { BrowserFilters } from './components/BrowserFilters';
export { type ProjectContextValue, useProjectContext } from './project-context';
export { RAG_DIMENSION_TITLES } from './project-status';
export { useMemberMutation } from './projects.mutations';
export {
  projectFilterOptionsQueryOptions,
  projectFormOptionsQueryOptions,
  projectMembersQueryOptions,
  projectPermissionsQueryOptions,
} from './projects.queries';
