import { useState } from 'react';
import { type TimeTarget } from '../time-targets';
import { keptLinesStorageKey } from '../week-grid';

function readKeptLines(key: string): TimeTarget[] {
  try {
    const raw = window.sessionStorage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? (value as TimeTarget[]) : [];
  } catch {
    return [];
  }
}

function writeKeptLines(key: string, lines: readonly TimeTarget[]): void {
  try {
    if (lines.length === 0) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(lines));
  } catch {
    // Private mode or a full quota: remembering lines is a convenience.
  }
}

/** The lines kept in the browser for one user's week (sessionStorage; see week-grid.ts). */
export function useKeptLines(userId: number, weekStart: string) {
  const key = keptLinesStorageKey(userId, weekStart);
  const [state, setState] = useState(() => ({ key, lines: readKeptLines(key) }));
  const lines = state.key === key ? state.lines : readKeptLines(key);
  const update = (next: TimeTarget[]) => {
    writeKeptLines(key, next);
    setState({ key, lines: next });
  };
  return [lines, update] as const;
}
