/**
 * The `redirectUrl` of the login page, if it is safe to follow: a path on
 * this origin starting with a single `/` (never `//host` or `/\host`, which
 * browsers treat as another origin), and not a sign-in page itself.
 */
export function safeRedirectUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes could be normalised into another origin.
  if ([...value].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20)) return null;
  try {
    const base = 'http://keel.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    if (url.pathname.startsWith('/auth/')) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
