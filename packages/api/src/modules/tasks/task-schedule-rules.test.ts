import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  createsCycle,
  criticalPath,
  dependencyOffset,
  holds,
  shiftSuccessors,
  type Dependency,
  type ScheduledTask,
} from './task-schedule-rules';

/** Day 0 (1970-01-01) was a Thursday: weekends are days 2 and 3 mod 7; a few holidays on top. */
const HOLIDAYS = new Set([20, 45, 46]);
const isWorkingDay = (day: number) => {
  const w = (((day + 3) % 7) + 7) % 7; // 0 = Monday
  return w < 5 && !HOLIDAYS.has(day);
};
const TYPES = ['FS', 'SS', 'FF', 'SF'] as const;

/** A random DAG over n tasks: edges only from lower to higher index (then shuffled ids). */
const dagArb = (maxTasks: number) =>
  fc.integer({ min: 2, max: maxTasks }).chain((n) =>
    fc
      .record({
        edges: fc.uniqueArray(
          fc
            .tuple(
              fc.nat(n - 1),
              fc.nat(n - 1),
              fc.constantFrom(...TYPES),
              fc.integer({ min: -3, max: 4 }),
            )
            .filter(([a, b]) => a < b),
          { selector: ([a, b]) => `${a}-${b}`, maxLength: n * 2 },
        ),
        durations: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: n, maxLength: n }),
      })
      .map(({ edges, durations }) => ({
        n,
        durations,
        deps: edges.map(([a, b, type, lagDays], i): Dependency => ({
          id: i + 1,
          predecessorId: a + 1,
          successorId: b + 1,
          type,
          lagDays,
        })),
      })),
  );

describe('addWorkingDays', () => {
  it('skips weekends and holidays both ways and is undone by its opposite on working days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: -30, max: 30 }), (day, n) => {
        const moved = addWorkingDays(day, n, isWorkingDay);
        if (n !== 0) expect(isWorkingDay(moved)).toBe(true);
        if (n > 0) expect(moved).toBeGreaterThan(day);
        if (n < 0) expect(moved).toBeLessThan(day);
        if (isWorkingDay(day)) expect(addWorkingDays(moved, -n, isWorkingDay)).toBe(day);
      }),
    );
  });

  it('FS with no lag starts on the next working day (Friday -> Monday)', () => {
    const friday = 1; // 1970-01-02
    expect(addWorkingDays(friday, 1, isWorkingDay)).toBe(4);
  });
});

describe('createsCycle', () => {
  it('no cycle is ever stored: inserting edges one by one, refusing those createsCycle flags, leaves a DAG', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 })), {
          maxLength: 40,
        }),
        (attempts) => {
          const stored: Array<{ predecessorId: number; successorId: number }> = [];
          for (const [a, b] of attempts)
            if (!createsCycle(stored, a, b)) stored.push({ predecessorId: a, successorId: b });
          // Acyclic: repeatedly removing tasks without a stored predecessor removes them all.
          let left = new Set(stored.flatMap((e) => [e.predecessorId, e.successorId]));
          let edges = stored;
          while (left.size > 0) {
            const sources = [...left].filter((id) => !edges.some((e) => e.successorId === id));
            expect(sources.length).toBeGreaterThan(0);
            left = new Set([...left].filter((id) => !sources.includes(id)));
            edges = edges.filter((e) => !sources.includes(e.predecessorId));
          }
        },
      ),
    );
  });
});

describe('shiftSuccessors', () => {
  /** Tasks laid out so that every constraint holds: each placed at the latest of its bounds. */
  function consistent(n: number, durations: number[], deps: Dependency[], fixed: boolean[]) {
    const tasks = new Map<number, ScheduledTask>();
    for (let id = 1; id <= n; id++) {
      let start = 100;
      while (!isWorkingDay(start)) start++;
      const place = (s: number) => ({
        id,
        start: s,
        due: addWorkingDays(s, Math.max(0, (durations[id - 1] ?? 1) - 1), isWorkingDay),
        fixedStart: fixed[id - 1] ?? false,
      });
      let task = place(start);
      for (let guard = 0; guard < 200; guard++) {
        const broken = deps.filter(
          (d) => d.successorId === id && !holds(d, tasks.get(d.predecessorId)!, task, isWorkingDay),
        );
        if (broken.length === 0) break;
        task = place(addWorkingDays(task.start, 1, isWorkingDay));
      }
      tasks.set(id, task);
    }
    return tasks;
  }

  it('after a shift every constraint holds (but the root’s own) and nothing moved earlier', () => {
    fc.assert(
      fc.property(
        dagArb(8),
        fc.integer({ min: -10, max: 40 }),
        fc.nat(7),
        ({ n, durations, deps }, delta, rootIndex) => {
          const fixed = Array.from({ length: n }, () => false);
          const before = consistent(n, durations, deps, fixed);
          const rootId = (rootIndex % n) + 1;
          const root = before.get(rootId)!;
          const tasks = new Map(before);
          tasks.set(rootId, {
            ...root,
            start: root.start! + delta,
            due: root.due! + delta,
          });
          const { moved, stopped } = shiftSuccessors(tasks, deps, rootId, isWorkingDay);
          expect(stopped).toEqual([]);
          const after = new Map(tasks);
          for (const m of moved) {
            const old = before.get(m.id)!;
            expect(m.start!).toBeGreaterThanOrEqual(old.start!);
            expect(m.due!).toBeGreaterThanOrEqual(old.due!);
            after.set(m.id, { ...old, start: m.start, due: m.due });
          }
          expect(moved.some((m) => m.id === rootId)).toBe(false);
          for (const dep of deps) {
            if (dep.successorId === rootId) continue;
            expect(
              holds(dep, after.get(dep.predecessorId)!, after.get(dep.successorId)!, isWorkingDay),
            ).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a fixed start stops the shift: the fixed task and what only it drives stay, its broken constraints are reported', () => {
    fc.assert(
      fc.property(dagArb(7), fc.integer({ min: 1, max: 30 }), ({ n, durations, deps }, delta) => {
        const fixed = Array.from({ length: n }, (_, i) => i === n - 1);
        const before = consistent(n, durations, deps, fixed);
        const tasks = new Map(before);
        const root = before.get(1)!;
        tasks.set(1, { ...root, start: root.start! + delta, due: root.due! + delta });
        const { moved, stopped } = shiftSuccessors(tasks, deps, 1, isWorkingDay);
        expect(moved.some((m) => m.id === n)).toBe(false);
        for (const dep of stopped) expect(dep.successorId).toBe(n);
      }),
    );
  });

  it('moves a chain across a weekend, keeping each length in working days', () => {
    // Monday 5 to Friday 9 (days 4..8 are Mon..Fri of 1970-01-05), then B FS right after.
    const tasks = new Map<number, ScheduledTask>([
      [1, { id: 1, start: 4, due: 8, fixedStart: false }],
      [2, { id: 2, start: 11, due: 12, fixedStart: false }],
    ]);
    const deps: Dependency[] = [
      { id: 1, predecessorId: 1, successorId: 2, type: 'FS', lagDays: 0 },
    ];
    tasks.set(1, { id: 1, start: 5, due: 11, fixedStart: false }); // Tue .. next Mon
    const { moved } = shiftSuccessors(tasks, deps, 1, isWorkingDay);
    expect(moved).toEqual([{ id: 2, start: 12, due: 13 }]);
  });
});

describe('criticalPath', () => {
  /** Every path (a task, then edges onward), its end offset; the tasks of the longest. */
  function bruteForce(n: number, durations: number[], deps: Dependency[]) {
    const d = (id: number) => durations[id - 1] ?? 0;
    let best = 0;
    let onBest = new Set<number>();
    const walk = (id: number, start: number, path: number[]) => {
      const end = start + d(id);
      if (end > best) {
        best = end;
        onBest = new Set(path);
      } else if (end === best) for (const p of path) onBest.add(p);
      for (const dep of deps.filter((x) => x.predecessorId === id))
        walk(dep.successorId, start + dependencyOffset(dep, d(id), d(dep.successorId)), [
          ...path,
          dep.successorId,
        ]);
    };
    for (let id = 1; id <= n; id++) walk(id, 0, [id]);
    return { length: best, critical: best > 0 ? onBest : new Set<number>() };
  }

  it('equals a brute-force longest path on small random graphs', () => {
    fc.assert(
      fc.property(dagArb(7), ({ n, durations, deps }) => {
        const map = new Map(durations.map((duration, i) => [i + 1, duration]));
        const fast = criticalPath(map, deps);
        const slow = bruteForce(n, durations, deps);
        expect(fast.length).toBe(slow.length);
        expect([...fast.critical].sort()).toEqual([...slow.critical].sort());
      }),
      { numRuns: 500 },
    );
  });
});
