/* Builders the section route files share. */

export type PageModule = { default: React.ComponentType };

/** Route modules are lazy: each page is its own chunk (SPEC §9 size budget). */
export function page(load: () => Promise<PageModule>) {
  return async () => ({ Component: (await load()).default });
}
