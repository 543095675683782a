import type { DependencyType } from '@keel/types';

/**
 * The scheduling rules of issue 31, pure (no I/O): dependency constraints in
 * working days, the forward shift of a reschedule, cycle detection and the
 * critical path. Days are day numbers (`dayNumber` of the workload rules:
 * days since 1970-01-01); `isWorkingDay` is the workspace calendar
 * (weekends and workspace holidays off: `workspaceWorkingDays` of the
 * workload module). The property tests beside this file pin them.
 *
 * A task occupies its days from its start to its due date, both included.
 * Reading a start as the beginning of its day and a due date as the end of
 * its day, each type bounds one date of the successor, `lagDays` working
 * days after the predecessor's end (negative: before it):
 *
 * - FS: successor start >= the working day `1 + lag` after the predecessor's due date
 *   (lag 0: the next working day);
 * - SS: successor start >= predecessor start moved by `lag` working days;
 * - FF: successor due >= predecessor due moved by `lag` working days;
 * - SF: successor due >= predecessor start moved by `lag - 1` working days.
 *
 * A constraint reads only the dates it names: a task without them is not bound.
 */

export type IsWorkingDay = (day: number) => boolean;

export interface ScheduledTask {
  id: number;
  start: number | null;
  due: number | null;
  fixedStart: boolean;
}

export interface Dependency {
  id: number;
  predecessorId: number;
  successorId: number;
  type: DependencyType;
  lagDays: number;
}

/** `day` moved by `n` working days (n = 0: `day` itself, even when not a working day). */
export function addWorkingDays(day: number, n: number, isWorkingDay: IsWorkingDay): number {
  let current = day;
  const step = n > 0 ? 1 : -1;
  for (let left = Math.abs(n); left > 0;) {
    current += step;
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

/** The successor's date a dependency bounds and its earliest value; null when a date it reads is missing. */
export function constraintOf(
  dep: Pick<Dependency, 'type' | 'lagDays'>,
  predecessor: Pick<ScheduledTask, 'start' | 'due'>,
  isWorkingDay: IsWorkingDay,
): { field: 'start' | 'due'; earliest: number } | null {
  const from = dep.type === 'FS' || dep.type === 'FF' ? predecessor.due : predecessor.start;
  if (from === null) return null;
  const field = dep.type === 'FS' || dep.type === 'SS' ? 'start' : 'due';
  const offset =
    dep.type === 'FS' ? 1 + dep.lagDays : dep.type === 'SF' ? dep.lagDays - 1 : dep.lagDays;
  return { field, earliest: addWorkingDays(from, offset, isWorkingDay) };
}

/** Does the dependency hold between these two tasks (true when a date it reads is missing)? */
export function holds(
  dep: Dependency,
  predecessor: ScheduledTask,
  successor: ScheduledTask,
  isWorkingDay: IsWorkingDay,
): boolean {
  const bound = constraintOf(dep, predecessor, isWorkingDay);
  if (!bound) return true;
  const value = successor[bound.field];
  return value === null || value >= bound.earliest;
}

/** The fewest working days (>= 0) `day` must move forward to reach `earliest`. */
function shiftNeeded(day: number, earliest: number, isWorkingDay: IsWorkingDay): number {
  let current = day;
  let k = 0;
  while (current < earliest) {
    current = addWorkingDays(current, 1, isWorkingDay);
    k += 1;
  }
  return k;
}

export interface ShiftResult {
  /** The successors moved, with their new dates, in the order they were moved. */
  moved: Array<{ id: number; start: number | null; due: number | null }>;
  /** Dependencies left broken because their successor's start is fixed (the shift stops there). */
  stopped: Dependency[];
}

/**
 * The forward shift of a reschedule: `tasks` holds every task of the
 * project, the rescheduled one (`rootId`) already at its new dates. Each
 * task reachable from it through the dependencies, in topological order,
 * moves forward by the fewest working days (start and due alike, so its
 * length in working days stays) that make its constraints from the tasks
 * that changed hold; a task with a fixed start does not move and the shift
 * does not go on through it. Nothing moves earlier. The graph is acyclic
 * (every insert is checked: `createsCycle`).
 */
export function shiftSuccessors(
  tasks: ReadonlyMap<number, ScheduledTask>,
  deps: readonly Dependency[],
  rootId: number,
  isWorkingDay: IsWorkingDay,
): ShiftResult {
  const outgoing = new Map<number, Dependency[]>();
  for (const dep of deps) push(outgoing, dep.predecessorId, dep);
  // The tasks reachable from the root, and how many of their predecessors among them wait.
  const reachable = new Set<number>([rootId]);
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    for (const dep of outgoing.get(id) ?? [])
      if (!reachable.has(dep.successorId)) {
        reachable.add(dep.successorId);
        stack.push(dep.successorId);
      }
  }
  const waiting = new Map<number, number>();
  const incoming = new Map<number, Dependency[]>();
  for (const dep of deps)
    if (reachable.has(dep.predecessorId) && reachable.has(dep.successorId)) {
      waiting.set(dep.successorId, (waiting.get(dep.successorId) ?? 0) + 1);
      push(incoming, dep.successorId, dep);
    }

  const current = new Map<number, ScheduledTask>();
  const at = (id: number) => current.get(id) ?? (tasks.get(id) as ScheduledTask);
  const changed = new Set<number>([rootId]);
  const result: ShiftResult = { moved: [], stopped: [] };
  // A queue read by position: each task is taken once, in order, without moving the array.
  const ready = [rootId];
  for (let next = 0; next < ready.length; next += 1) {
    const id = ready[next] as number;
    if (id !== rootId) settle(id);
    for (const dep of outgoing.get(id) ?? []) {
      const left = (waiting.get(dep.successorId) ?? 0) - 1;
      waiting.set(dep.successorId, left);
      if (left === 0) ready.push(dep.successorId);
    }
  }
  return result;

  function settle(id: number): void {
    const task = at(id);
    let k = 0;
    const breaking: Dependency[] = [];
    for (const dep of incoming.get(id) ?? []) {
      if (!changed.has(dep.predecessorId)) continue;
      const bound = constraintOf(dep, at(dep.predecessorId), isWorkingDay);
      const value = bound && task[bound.field];
      if (!bound || value === null || value === undefined || value >= bound.earliest) continue;
      breaking.push(dep);
      k = Math.max(k, shiftNeeded(value, bound.earliest, isWorkingDay));
    }
    if (k === 0) return;
    if (task.fixedStart) {
      result.stopped.push(...breaking);
      return;
    }
    const moved = {
      ...task,
      start: task.start === null ? null : addWorkingDays(task.start, k, isWorkingDay),
      due: task.due === null ? null : addWorkingDays(task.due, k, isWorkingDay),
    };
    current.set(id, moved);
    changed.add(id);
    result.moved.push({ id, start: moved.start, due: moved.due });
  }
}

/** Would a dependency from `predecessorId` to `successorId` close a cycle (itself included)? */
export function createsCycle(
  deps: ReadonlyArray<Pick<Dependency, 'predecessorId' | 'successorId'>>,
  predecessorId: number,
  successorId: number,
): boolean {
  if (predecessorId === successorId) return true;
  const outgoing = new Map<number, number[]>();
  for (const dep of deps) push(outgoing, dep.predecessorId, dep.successorId);
  // Does the successor already reach the predecessor?
  const seen = new Set<number>([successorId]);
  const stack = [successorId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (id === predecessorId) return true;
    for (const next of outgoing.get(id) ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
  }
  return false;
}

/**
 * How far a dependency places its successor's start after its predecessor's
 * start, in working days, for tasks of `dPred` and `dSucc` working days (the
 * constraints above, read on durations instead of dates).
 */
export function dependencyOffset(
  dep: Pick<Dependency, 'type' | 'lagDays'>,
  dPred: number,
  dSucc: number,
): number {
  switch (dep.type) {
    case 'FS':
      return dPred + dep.lagDays;
    case 'SS':
      return dep.lagDays;
    case 'FF':
      return dPred + dep.lagDays - dSucc;
    case 'SF':
      return dep.lagDays - dSucc;
  }
}

/**
 * The critical path: the longest path through the dependency graph to the
 * project's end, each task lasting `durations` working days, each
 * dependency placing its successor `dependencyOffset` after its predecessor
 * (a path may start at any task, at 0). `length` is the longest path's end;
 * `critical` the tasks on a path that long (none when it is 0). Two passes
 * in topological order: the latest start a path can give each task (`S`),
 * and the longest path from its start on (`T`); a task is critical when
 * S + T is the longest.
 */
export function criticalPath(
  durations: ReadonlyMap<number, number>,
  deps: readonly Dependency[],
): { length: number; critical: Set<number> } {
  // Tasks by position and typed arrays instead of maps keyed by id: a
  // timeline of 2,000 tasks and 3,000 dependencies is read on every visit.
  const ids = [...durations.keys()];
  const at = new Map<number, number>();
  ids.forEach((id, index) => at.set(id, index));
  const d = Float64Array.from(ids, (id) => durations.get(id) ?? 0);
  const links = deps.flatMap((dep) => {
    const from = at.get(dep.predecessorId);
    const to = at.get(dep.successorId);
    return from === undefined || to === undefined ? [] : [{ dep, from, to }];
  });
  const incoming = adjacency(ids.length, links, (link) => link.to);
  const outgoing = adjacency(ids.length, links, (link) => link.from);
  // Kahn's order by position (topologicalOrder's, without its maps).
  const waiting = Int32Array.from(incoming, (list) => list.length);
  const ready = ids.flatMap((_, task) => (waiting[task] === 0 ? [task] : []));
  const order: number[] = [];
  while (ready.length > 0) {
    const task = ready.pop()!;
    order.push(task);
    for (const { to } of outgoing[task]!) if ((waiting[to]! -= 1) === 0) ready.push(to);
  }
  const S = new Float64Array(ids.length);
  for (const task of order)
    for (const { dep, from } of incoming[task]!)
      S[task] = Math.max(S[task]!, S[from]! + dependencyOffset(dep, d[from]!, d[task]!));
  const T = new Float64Array(ids.length);
  for (let i = order.length - 1; i >= 0; i -= 1) {
    const task = order[i]!;
    let t = d[task]!;
    for (const { dep, to } of outgoing[task]!)
      t = Math.max(t, dependencyOffset(dep, d[task]!, d[to]!) + T[to]!);
    T[task] = t;
  }
  let length = 0;
  for (const task of order) length = Math.max(length, S[task]! + T[task]!);
  const critical = new Set<number>();
  if (length > 0)
    for (const task of order) if (S[task]! + T[task]! === length) critical.add(ids[task]!);
  return { length, critical };
}

/** For each task (by position), the links whose `end` it is. */
function adjacency<L>(size: number, links: readonly L[], end: (link: L) => number): L[][] {
  const lists: L[][] = Array.from({ length: size }, () => []);
  for (const link of links) lists[end(link)]!.push(link);
  return lists;
}

/** The ids in an order where every predecessor comes before its successors (Kahn). */
export function topologicalOrder(ids: readonly number[], deps: readonly Dependency[]): number[] {
  const known = new Set(ids);
  const waiting = new Map<number, number>(ids.map((id) => [id, 0]));
  const outgoing = new Map<number, number[]>();
  for (const dep of deps) {
    if (!known.has(dep.predecessorId) || !known.has(dep.successorId)) continue;
    waiting.set(dep.successorId, (waiting.get(dep.successorId) ?? 0) + 1);
    push(outgoing, dep.predecessorId, dep.successorId);
  }
  const ready = ids.filter((id) => waiting.get(id) === 0);
  const order: number[] = [];
  while (ready.length > 0) {
    const id = ready.pop() as number;
    order.push(id);
    for (const next of outgoing.get(id) ?? []) {
      const left = (waiting.get(next) ?? 0) - 1;
      waiting.set(next, left);
      if (left === 0) ready.push(next);
    }
  }
  return order;
}

/** Appends `value` to the list of `key` (an adjacency list). */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Working days from `start` to `due`, both included (0 when `due` is before `start`). */
export function workingDaysFrom(start: number, due: number, isWorkingDay: IsWorkingDay): number {
  let count = 0;
  for (let day = start; day <= due; day++) if (isWorkingDay(day)) count += 1;
  return count;
}
