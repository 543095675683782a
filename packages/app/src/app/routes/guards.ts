import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@keel/types';
import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { quoteTypesQueryOptions } from '../../features/quotes/quote-types.queries';
import { loginPathFor } from '../../lib/api';
import { rememberedChild } from '../../lib/storage/route-memory';
import { intParam } from '../../lib/routing/params';
import { currentUserQueryOptions, type AccessUser } from '../../lib/session';

/**
 * The route loaders that need the API: they ask for the current user (loaders
 * run in parallel, so each asks; react-query answers from one request) and
 * decide redirects. This module and the API contract it pulls in load with
 * the first signed-in route, never with the sign-in page.
 */

export type Guard = (user: CurrentUser, args: LoaderFunctionArgs) => boolean;

function locationOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search + url.hash;
}

async function signedInUser(queryClient: QueryClient, args: LoaderFunctionArgs) {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (!user) throw redirect(loginPathFor(locationOf(args.request)));
  return user;
}

/** The current user or null, without redirecting (public pages inside the shell). */
export function optionalUser(queryClient: QueryClient) {
  return queryClient.ensureQueryData(currentUserQueryOptions());
}

/** Sign-in required (SPEC §2 access rules). */
export async function requireUser(queryClient: QueryClient, args: LoaderFunctionArgs) {
  await signedInUser(queryClient, args);
  return null;
}

/** Sign-in plus a permission (SPEC §6); otherwise the route becomes `/unauthorized`. */
export async function requireAccess(
  queryClient: QueryClient,
  guard: Guard,
  args: LoaderFunctionArgs,
) {
  const user = await signedInUser(queryClient, args);
  if (!guard(user, args)) throw replace('/unauthorized');
  return null;
}

/** A redirect decided by the user's permissions (home, `/projects`). */
export async function redirectBy(
  queryClient: QueryClient,
  target: (user: AccessUser) => string,
  args: LoaderFunctionArgs,
) {
  return replace(target(await signedInUser(queryClient, args)));
}

/**
 * The default child of a route group: the remembered one when still allowed,
 * else the first the user may open (SPEC §2 default children).
 */
export async function defaultChild(
  queryClient: QueryClient,
  group: string,
  children: (user: AccessUser) => readonly string[],
  args: LoaderFunctionArgs,
) {
  const allowed = children(await signedInUser(queryClient, args));
  return replace(rememberedChild(group, allowed) ?? allowed[0] ?? '/not-found');
}

/** `/quotes/type-{metaType}` (a known meta type) or `/quotes/{quoteId}`. */
export async function quoteSegment(queryClient: QueryClient, args: LoaderFunctionArgs) {
  const segment = args.params.quoteSegment ?? '';
  const typeMatch = /^type-(\d+)$/.exec(segment);
  if (typeMatch) {
    const id = Number(typeMatch[1]);
    const types = await queryClient.ensureQueryData(quoteTypesQueryOptions());
    const type = types.find((t) => t.id === id);
    if (!type) throw replace('/not-found');
    return { kind: 'type' as const, id, title: type.pageTitle };
  }
  return { kind: 'quote' as const, id: intParam(args.params, 'quoteSegment'), title: 'Quote' };
}

/** `/tasks/all/view/{customViewId}`: one of the user's saved views. */
export async function customView(queryClient: QueryClient, args: LoaderFunctionArgs) {
  const user = await signedInUser(queryClient, args);
  const view = user.settings.tasksPageCustomViews.find((v) => v.id === args.params.customViewId);
  if (!view) throw replace('/not-found');
  return { name: view.name };
}
