import { PUBLIC_API_PATHS, type reportsEndpoints } from '@keel/types';
import type { EndpointRoute } from '../../lib/api';
// Not through lib/api's index: the app's entry holds that index, and this hook serves only
// the public pages (lazy in the app, their own entry outside it).
import { usePublicData } from '../../lib/api/public-data';

/**
 * The public viewer's read (public entry, no query cache: `usePublicData`). It
 * has no session: a 404 means the link does not open the report, never "sign
 * in again" — failures are only logged and the page shows its own not-found.
 * Not asked again on failure: a mistyped token stays mistyped.
 */
const PUBLIC_REPORT: EndpointRoute<typeof reportsEndpoints.publicView> = {
  method: 'GET',
  path: PUBLIC_API_PATHS.statusReport,
};

/** The published report of a public link; an empty token reads nothing. */
export function usePublicReport(reportToken: string) {
  return usePublicData(PUBLIC_REPORT, reportToken === '' ? null : { params: { reportToken } }, {
    retry: false,
  });
}
