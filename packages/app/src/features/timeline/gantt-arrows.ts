import type { DependencyType } from '@keel/types';

/*
 * Dependency arrows: from the end of the predecessor the type names to the end
 * of the successor it binds (FS: finish -> start, SS: start -> start, FF:
 * finish -> finish, SF: start -> finish), routed in right angles so they never
 * cross a bar's label.
 */

/** A bar on screen: its left and right pixel and the middle of its row. */
export interface BarBox {
  x0: number;
  x1: number;
  y: number;
}

/** Pixels an arrow leaves a bar and enters one horizontally. */
const STUB = 8;

export function arrowPath(from: BarBox, to: BarBox, type: DependencyType, rowHeight: number) {
  const fromEnd = type === 'FS' || type === 'FF';
  const toStart = type === 'FS' || type === 'SS';
  const sx = fromEnd ? from.x1 : from.x0;
  const ex = toStart ? to.x0 : to.x1;
  const out = sx + (fromEnd ? STUB : -STUB);
  const into = ex + (toStart ? -STUB : STUB);
  // Straight down then across when the way is clear; else around, between the rows.
  if (fromEnd && toStart && out <= into) return `M${sx} ${from.y}H${out}V${to.y}H${ex}`;
  if (!fromEnd && !toStart && out >= into) return `M${sx} ${from.y}H${out}V${to.y}H${ex}`;
  const between = from.y + (to.y >= from.y ? rowHeight / 2 : -rowHeight / 2);
  return `M${sx} ${from.y}H${out}V${between}H${into}V${to.y}H${ex}`;
}

/**
 * The dependencies to draw for the rows on screen: those with an end in them
 * or passing over them (only those, so 2,000 tasks draw a screenful).
 */
export function arrowsInView<D extends { predecessorId: number; successorId: number }>(
  dependencies: readonly D[],
  rowOf: ReadonlyMap<number, number>,
  firstRow: number,
  lastRow: number,
): D[] {
  return dependencies.filter((d) => {
    const a = rowOf.get(d.predecessorId);
    const b = rowOf.get(d.successorId);
    if (a === undefined || b === undefined) return false;
    return Math.min(a, b) <= lastRow && Math.max(a, b) >= firstRow;
  });
}
