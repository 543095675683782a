import { STORAGE_KEYS, readStored, writeStored } from './local-storage';

/** The path of a project page, e.g. `/projects/12/tasks/list` -> `/projects/12`. */
export function projectRootOf(path: string): string | null {
  const match = /^\/projects\/(\d+)(?:\/|$)/.exec(path);
  return match ? `/projects/${match[1]}` : null;
}

/**
 * What to remember when the route changes from `previous` to `next` (both
 * path + search): the previous route always (SPEC §2), and, on entering a
 * project from outside it, where "back" should lead.
 */
export function rememberRouteChange(previous: string | null, next: string): void {
  if (previous === null || previous === next) return;
  writeStored(STORAGE_KEYS.previousRoutePath, previous);
  const project = projectRootOf(next.split('?')[0] ?? next);
  if (project !== null && projectRootOf(previous.split('?')[0] ?? previous) !== project) {
    writeStored(STORAGE_KEYS.projectReturnUrl, previous);
  }
}

export function previousRoutePath(): string | null {
  return readStored<string>(STORAGE_KEYS.previousRoutePath);
}

export function projectReturnUrl(): string | null {
  return readStored<string>(STORAGE_KEYS.projectReturnUrl);
}

/** Remembers the child chosen inside a route group, e.g. `/tasks/mine/completed`. */
export function rememberChild(group: string, path: string): void {
  writeStored(STORAGE_KEYS.lastChild(group), path);
}

/**
 * The remembered child of a group, if any and if still allowed; default
 * redirects use it unless the user turned auto-redirect off.
 */
export function rememberedChild(group: string, allowed: readonly string[]): string | null {
  if (readStored<boolean>(STORAGE_KEYS.autoRedirect) === false) return null;
  const stored = readStored<string>(STORAGE_KEYS.lastChild(group));
  return stored !== null && allowed.includes(stored) ? stored : null;
}
