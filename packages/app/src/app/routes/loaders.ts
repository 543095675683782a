import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@keel/types';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { access, type AccessUser } from '../../lib/session/access';
import { intParam } from '../../lib/routing/params';
import { safeRedirectUrl } from '../../features/auth/redirect-url';
import type * as GuardsNamespace from './guards';
import type { Guard } from './guards';
import { sessionKeys } from '../../lib/session/session.keys';

type GuardsModule = typeof GuardsNamespace;
/**
 * Asks for a page's data. A promise it returns is awaited before the page
 * renders: what the page needs to lay itself out (e.g. the browser's filters),
 * so that nothing moves when it arrives.
 */
type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => void | Promise<unknown>;

/**
 * Loaders bound to the client. The guards module (and with it the API
 * contract and zod) loads with the first route that needs it, so the sign-in
 * page stays within its size budget.
 */
export function createLoaders(queryClient: QueryClient) {
  let guards: Promise<GuardsModule> | undefined;
  const load = () => (guards ??= import('./guards'));
  const requireUser = async (args: LoaderFunctionArgs) =>
    (await load()).requireUser(queryClient, args);
  return {
    optionalUser: async () => (await load()).optionalUser(queryClient),
    requireUser,
    requireAccess: (guard: Guard) => async (args: LoaderFunctionArgs) =>
      (await load()).requireAccess(queryClient, guard, args),
    /**
     * Access, then the page's data asked for at once, while the page's code
     * still loads (`prefetch` is a chunk of its own, fetched alongside).
     */
    requireAccessWithData:
      (guard: Guard, prefetch: () => Promise<{ default: Prefetch }>) =>
      async (args: LoaderFunctionArgs) => {
        // Only an optimisation: without it the page asks for its data itself.
        const prefetcher = prefetch().catch(() => undefined);
        const result = await (await load()).requireAccess(queryClient, guard, args);
        await (await prefetcher)?.default(queryClient, args);
        return result;
      },
    requireIntParams:
      (...names: string[]) =>
      async (args: LoaderFunctionArgs) => {
        await requireUser(args);
        names.forEach((name) => intParam(args.params, name));
        return null;
      },
    redirectBy: (target: (user: AccessUser) => string) => async (args: LoaderFunctionArgs) =>
      (await load()).redirectBy(queryClient, target, args),
    defaultChild:
      (group: string, children: (user: AccessUser) => readonly string[]) =>
      async (args: LoaderFunctionArgs) =>
        (await load()).defaultChild(queryClient, group, children, args),
    quoteSegment: async (args: LoaderFunctionArgs) => {
      const guards = await load();
      await guards.requireAccess(queryClient, access.quoteList, args);
      return guards.quoteSegment(queryClient, args);
    },
    customView: async (args: LoaderFunctionArgs) => {
      const guards = await load();
      await guards.requireAccess(queryClient, access.allTasks, args);
      return guards.customView(queryClient, args);
    },
    /** A signed-in user who opens the login page goes on (only when already known). */
    leaveLoginIfSignedIn: ({ request }: LoaderFunctionArgs) => {
      const user = queryClient.getQueryData<CurrentUser | null>(sessionKeys.current());
      if (!user) return null;
      return replace(safeRedirectUrl(new URL(request.url).searchParams.get('redirectUrl')) ?? '/');
    },
  };
}

/** The loaders the section route files attach to their routes. */
export type Loaders = ReturnType<typeof createLoaders>;
