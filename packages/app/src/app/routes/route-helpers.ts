/* Builders the section route files share. */

export type PageModule = { default: React.ComponentType };

/** Route modules are lazy: each page is its own chunk (SPEC §9 size budget). */
export function page(load: () => Promise<PageModule>) {
  return async () => ({ Component: (await load()).default });
}

/** The paths whose flag is true, in order (a group's default children). */
export function onlyAllowed(candidates: [string, boolean][]): string[] {
  return candidates.filter(([, allowed]) => allowed).map(([path]) => path);
}
