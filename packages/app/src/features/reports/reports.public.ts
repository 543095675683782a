import { PUBLIC_API_PATHS, type reportsEndpoints } from '@keel/types';
import { usePublicData, type EndpointRoute } from '../../lib/api';

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
