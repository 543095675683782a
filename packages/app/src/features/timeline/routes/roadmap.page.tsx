import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EmptyState, Link, PageHeader, QueryStates, Skeleton, Stack, Text } from '@keel/ui';
import { todayUtc } from '../../../lib/format';
import { projectFilterOptionsQueryOptions } from '../../projects';
import { parseRange, RANGE_PARAMS, withRange } from '../roadmap/roadmap-range';
import { roadmapQuery, roadmapQueryOptions } from '../roadmap/roadmap.queries';
import { RoadmapControls } from '../roadmap/components/RoadmapControls';
import { RoadmapBars } from '../roadmap/components/RoadmapBars';
import { RoadmapTable } from '../roadmap/components/RoadmapTable';
import { page } from '../../../lib/styles/layout.css';

/** The browser over the same projects: the roadmap's URL less its range. */
function browserHref(params: URLSearchParams): string {
  const browser = new URLSearchParams(params);
  for (const key of RANGE_PARAMS) browser.delete(key);
  const query = browser.toString();
  return query ? `/projects/browser?${query}` : '/projects/browser';
}

/**
 * `/projects/roadmap`: the projects the user may read, filtered as the
 * project browser's URL filters them, as bars over a range with their
 * milestones and RAG, or as a table of the same. The range, zoom and view
 * live in the URL beside the browser's filters, so a roadmap is a link.
 */
export default function RoadmapPage() {
  const [params, setParams] = useSearchParams();
  const today = todayUtc();
  const range = parseRange(params, today);
  const definitions = useQuery(projectFilterOptionsQueryOptions());
  const roadmap = useQuery({
    ...roadmapQueryOptions(roadmapQuery(params, definitions.data ?? [], range)),
    enabled: definitions.isSuccess,
  });
  const filtered = [...params.keys()].some(
    (key) => !(RANGE_PARAMS as readonly string[]).includes(key),
  );

  return (
    <div className={page}>
      <PageHeader
        title="Roadmap"
        subtitle={roadmap.data ? `${roadmap.data.projects.length} projects` : '\u00a0'}
        actions={
          <Link href={browserHref(params)}>{filtered ? 'Filters in the browser' : 'Browser'}</Link>
        }
        filters={
          <RoadmapControls
            range={range}
            onChange={(next) => setParams(withRange(params, next), { replace: true })}
          />
        }
      />
      <QueryStates
        query={roadmap}
        also={[definitions]}
        what="The roadmap"
        loading={<Skeleton lines={8} label="Loading the roadmap" />}
        isEmpty={(data) => data.projects.length === 0}
        empty={
          <EmptyState
            icon="folder"
            title="No projects in this range"
            description={
              filtered
                ? 'No project you may see meets the range and the browser filters. Try a wider range or fewer filters.'
                : 'No project you may see meets this range. Try a wider range.'
            }
          />
        }
      >
        {(data) => (
          <Stack gap="small">
            {filtered ? (
              <Text tone="muted" size="small">
                Filtered as in the project browser.
              </Text>
            ) : null}
            {range.view === 'table' ? (
              <RoadmapTable projects={data.projects} />
            ) : (
              <RoadmapBars projects={data.projects} range={range} today={today} />
            )}
          </Stack>
        )}
      </QueryStates>
    </div>
  );
}
