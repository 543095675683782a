/**
 * Every value Keel keeps in the browser, under keys prefixed `keel.` so they
 * never collide with other apps on the same origin. Values are JSON; a
 * missing, unreadable or blocked storage reads as `null`.
 */
export const STORAGE_KEYS = {
  theme: 'keel.theme',
  /** The path before the current one (SPEC §2: "the previous route is stored"). */
  previousRoutePath: 'keel.previousRoutePath',
  /** Where "back" leads from a project: the path before entering it. */
  projectReturnUrl: 'keel.projectReturnUrl',
  /** Whether default redirects use the last chosen child (on unless turned off). */
  autoRedirect: 'keel.autoRedirect',
  /** Last chosen child of a route group, e.g. `keel.lastChild.tasks/mine`. */
  lastChild: (group: string) => `keel.lastChild.${group}`,
} as const;

export function readStored<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: remembering is a convenience, never a failure.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStored.
  }
}
