import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { timelineEndpoints, type FilterDefinition } from '@keel/types';
import { endpointQueryOptions } from '../../../lib/api';
import { parseBrowserState, toFilterValues } from '../../projects';
import { RANGE_PARAMS, type RoadmapRange } from './roadmap-range';

/** The query `GET /projects/timeline` takes: the browser's search and filters, and the range. */
export type RoadmapQuery = Record<string, string>;

export const roadmapKeys = {
  all: ['roadmap'] as const,
  view: (query: RoadmapQuery) => [...roadmapKeys.all, query] as const,
};

/**
 * The request of a roadmap URL: its browser filters read as the project
 * browser reads them (only filters the server defines, a stale single choice
 * left out, so an old link never fails), as its CSV export sends them.
 */
export function roadmapQuery(
  params: URLSearchParams,
  definitions: readonly FilterDefinition[],
  range: Pick<RoadmapRange, 'from' | 'to'>,
): RoadmapQuery {
  const browserParams = new URLSearchParams(params);
  for (const key of RANGE_PARAMS) browserParams.delete(key);
  const state = parseBrowserState(browserParams);
  const query: RoadmapQuery = { from: range.from, to: range.to };
  if (state.search) query.search = state.search;
  for (const filter of toFilterValues(state, definitions)) {
    const values = filter.intArrayValue ?? (filter.intValue != null ? [filter.intValue] : []);
    if (values.length > 0) query[filter.filterName] = values.join(',');
  }
  return query;
}

/** The projects the user may read, as bars with their milestones and RAG. */
export function roadmapQueryOptions(query: RoadmapQuery) {
  return queryOptions({
    ...endpointQueryOptions(roadmapKeys.view(query), timelineEndpoints.roadmap, { query }),
    // Moving the range keeps the bars shown until the new ones are in.
    placeholderData: keepPreviousData,
  });
}
