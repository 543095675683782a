import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '@keel/ui';

/**
 * What a list with a search or filters shows without rows: while they narrow it, that nothing
 * matches (`noMatch`) and how to widen it (`change`); otherwise that it is empty, what it
 * holds and, if given, the action that adds to it.
 */
export function ListEmptyState({
  filtered,
  noMatch,
  change,
  title,
  description,
  action,
  icon,
}: {
  filtered: boolean;
  noMatch: string;
  change: string;
  title: string;
  description: string;
  action?: ReactNode;
  icon?: EmptyStateProps['icon'];
}) {
  return filtered ? (
    <EmptyState icon={icon} title={noMatch} description={change} />
  ) : (
    <EmptyState icon={icon} title={title} description={description} action={action} />
  );
}
