import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Callout } from '../Callout/Callout';
import { Skeleton } from '../Skeleton/Skeleton';

/** What QueryStates reads of a query (a TanStack `useQuery` result fits as it is). */
export interface QueryStatus<T> {
  /** The data once loaded; `undefined` while loading. */
  data: T | undefined;
  /** Whether the last load failed. */
  isError: boolean;
  /** Loads again (the notice's Try again). */
  refetch: () => unknown;
}

export interface QueryStatesProps<T> {
  /** The query whose data the list shows. */
  query: QueryStatus<T>;
  /**
   * Further queries the list needs: a failure of any shows the notice, and Try again reloads
   * them all. @default []
   */
  also?: readonly Pick<QueryStatus<unknown>, 'isError' | 'refetch'>[];
  /** What could not be loaded, as the notice begins: "The lessons" -> "The lessons could not be loaded." */
  what: string;
  /**
   * What shows in place of the notice when loading failed (a page that says it differently).
   * @default the critical notice with Try again
   */
  failed?: ReactNode;
  /**
   * What shows while loading. Omitted, a list rendered as a node (a table showing its own
   * loading) shows at once, and a list rendered from the data shows six skeleton lines.
   * @default undefined
   */
  loading?: ReactNode;
  /** Whether the loaded data holds nothing to show. @default () => false */
  isEmpty?: (data: T) => boolean;
  /** The empty state shown when `isEmpty` says so (or, without children, whenever not failed). */
  empty?: ReactNode;
  /**
   * The list: a node, or a function of the loaded data. Omitted, QueryStates is the empty state
   * of a table that lists its own rows: the notice when failed, otherwise `empty`.
   */
  children?: ReactNode | ((data: T) => ReactNode);
}

/**
 * The one branch of a list page: failed -> a critical notice with Try again (it must not claim
 * the list is empty), loading -> a placeholder, empty -> the empty state, else the list.
 */
export function QueryStates<T>({
  query,
  also = [],
  what,
  failed,
  loading,
  isEmpty,
  empty,
  children,
}: QueryStatesProps<T>) {
  const queries = [query, ...also];
  if (queries.some((q) => q.isError))
    return (
      <>
        {failed ?? (
          <LoadFailed
            what={what}
            onRetry={() => void Promise.all(queries.map((q) => q.refetch()))}
          />
        )}
      </>
    );
  if (children === undefined) return <>{empty}</>;
  const data = query.data;
  if (data === undefined) {
    if (loading !== undefined) return <>{loading}</>;
    return typeof children === 'function' ? <Skeleton lines={6} /> : <>{children}</>;
  }
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{typeof children === 'function' ? children(data) : children}</>;
}

export interface LoadFailedProps {
  /** What could not be loaded: "The lessons". */
  what: string;
  /** Loads again. */
  onRetry: () => void;
}

/**
 * What a list shows in place of its rows when they could not be loaded: the error policy has
 * already said why; the list must not claim to be empty, and offers to try again.
 */
export function LoadFailed({ what, onRetry }: LoadFailedProps) {
  return (
    <Callout
      tone="critical"
      announce="none"
      action={
        <Button size="small" onPress={onRetry}>
          Try again
        </Button>
      }
    >
      {what} could not be loaded.
    </Callout>
  );
}
