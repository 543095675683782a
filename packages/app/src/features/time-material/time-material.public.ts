import { PUBLIC_API_PATHS, type timeMaterialEndpoints } from '@keel/types';
import type { EndpointRoute } from '../../lib/api';
// Not through lib/api's index: the app's entry holds that index, and this hook serves only
// the public pages (lazy in the app, their own entry outside it).
import { usePublicData } from '../../lib/api/public-data';
import { TIMESHEET_PAGE_SIZE } from './time-material.queries';

/*
 * The reads of the public pages (public entry, no query cache: `usePublicData`).
 * They have no session: a 401 or 404 there means the link does not open the
 * contract, never "sign in again" — failures are only logged and the pages
 * show their own state instead of the SPEC §8 policy.
 */

/** The public endpoints by route: the public entry loads none of their schemas (`publicApiRequest`). */
const PUBLIC_VIEW: EndpointRoute<typeof timeMaterialEndpoints.publicView> = {
  method: 'GET',
  path: PUBLIC_API_PATHS.timeMaterial,
};
const PUBLIC_TIMESHEET: EndpointRoute<typeof timeMaterialEndpoints.publicResourceTimesheet> = {
  method: 'GET',
  path: PUBLIC_API_PATHS.resourceTimesheet,
};

/** The contract a client's link opens; `projectId` null or no token: nothing is read. */
export function usePublicTimeMaterial(projectId: number | null, stakeholderToken: string) {
  return usePublicData(
    PUBLIC_VIEW,
    projectId === null || stakeholderToken === ''
      ? null
      : { params: { projectId }, query: { stakeholderToken } },
  );
}

/** One resource's billable entries, a page at a time (the page shown stays until the next has loaded). */
export function usePublicResourceTimesheet(
  projectId: number | null,
  stakeholderToken: string,
  resourceId: number | null,
  page: number,
) {
  return usePublicData(
    PUBLIC_TIMESHEET,
    projectId === null || resourceId === null || stakeholderToken === ''
      ? null
      : {
          params: { projectId, resourceId },
          query: { stakeholderToken, page, pageSize: TIMESHEET_PAGE_SIZE },
        },
    { keepPrevious: true },
  );
}
