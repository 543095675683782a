import type { ReactNode } from 'react';
import { EmptyState, QueryStates, Skeleton, type QueryStatus } from '@keel/ui';

/**
 * The records of a quotes settings page (rate profiles, pricing configs): skeleton lines while
 * they and the page's options load, the failure notice if either fails, the empty state when
 * there are none, else `children` of them.
 */
export function SettingsList<T>({
  query,
  options,
  what,
  empty,
  children,
}: {
  query: QueryStatus<T[]>;
  options: Pick<QueryStatus<unknown>, 'isError' | 'refetch'>;
  /** What the records are, capitalised ("Rate profiles"). */
  what: string;
  empty: { title: string; description: string; action: ReactNode };
  children: (records: T[]) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      also={[options]}
      what={what}
      loading={<Skeleton lines={6} label={`Loading ${what.toLowerCase()}`} />}
      isEmpty={(records) => records.length === 0}
      empty={<EmptyState {...empty} />}
    >
      {children}
    </QueryStates>
  );
}
