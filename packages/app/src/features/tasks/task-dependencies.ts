import type { DependencyType, TaskDependency } from '@keel/types';

/** Each dependency type in words (SPEC: never a bare code). */
export const DEPENDENCY_TYPE_NAMES: Record<DependencyType, string> = {
  FS: 'Finish to start',
  SS: 'Start to start',
  FF: 'Finish to finish',
  SF: 'Start to finish',
};

/** What each type asks of the successor, for the type field's options. */
export const DEPENDENCY_TYPE_HINTS: Record<DependencyType, string> = {
  FS: 'This task starts after the other finishes',
  SS: 'This task starts when the other starts',
  FF: 'This task finishes when the other finishes',
  SF: 'This task finishes when the other starts',
};

/** A lag in working days, in words: a negative lag is a lead. */
export function lagInWords(lagDays: number): string {
  if (lagDays === 0) return 'no lag';
  const days = Math.abs(lagDays);
  const unit = days === 1 ? 'working day' : 'working days';
  return `${lagDays > 0 ? 'lag' : 'lead'} of ${days} ${unit}`;
}

/** A task's dependencies split by its end: what it waits on, and what waits on it. */
export function dependencySides(taskId: number, dependencies: readonly TaskDependency[]) {
  return {
    predecessors: dependencies.filter((d) => d.successorId === taskId),
    successors: dependencies.filter((d) => d.predecessorId === taskId),
  };
}

/** Tasks not to offer as a new predecessor: the task itself and those already linked to it. */
export function linkedTaskIds(
  taskId: number,
  dependencies: readonly TaskDependency[],
): Set<number> {
  const ids = new Set([taskId]);
  for (const d of dependencies) {
    ids.add(d.predecessorId);
    ids.add(d.successorId);
  }
  return ids;
}
