import {
  useQueryClient,
  type QueryClient,
  type QueryFilters,
  type QueryKey,
} from '@tanstack/react-query';

/*
 * Cross-feature refreshes by name (ISSUE 28). A mutation whose write changes
 * what ANOTHER feature shows does not invalidate that feature's query keys: it
 * announces what happened, e.g. `await announce(queryClient, { name: 'time
 * entry written' })`, and awaits the refresh (CONTRIBUTING: mutations await
 * their invalidation). Its own feature's keys that the event's entry does not
 * name it still invalidates itself.
 *
 * Which queries each event refreshes is written in ONE map, `app/refresh-map.ts`,
 * in the composition root: lib/ may not import features, and the map must name
 * the keys of several features, which only app/ may import. We chose one map
 * over each feature registering its own keys through its front door because a
 * front door runs only once something imports it (routes load lazily), so a
 * registration could be missing exactly when a page elsewhere announces; and
 * because one file answers "what does this write refresh?" at a glance.
 * The map is installed at start (main.tsx, test setup) and loaded on the first
 * announcement, so the entry chunk does not carry every feature's keys.
 */

/** The named events: what was written, with what the refresh needs to know. */
export type RefreshEvent =
  /** A time entry was created, changed, moved or deleted (any user, any task). */
  | { name: 'time entry written' }
  /** A task of the project was created, changed, moved or deleted. */
  | { name: 'task changed'; projectId: number }
  /**
   * Tasks of the project were given new dates outside the tasks feature (the
   * timeline's move, resize or shift of successors): every task page may show one.
   */
  | { name: 'tasks rescheduled'; projectId: number }
  /** A dependency between two tasks of the project was added or removed. */
  | { name: 'task dependencies changed'; projectId: number }
  /** A milestone of the project was written; `renamedOrDeleted` when tasks show a stale name. */
  | { name: 'milestone changed'; projectId: number; renamedOrDeleted: boolean }
  /** A project changed (budget, version): one project, or any (`projectId` absent). */
  | { name: 'project changed'; projectId?: number }
  /** A user's account, roles, teams or profile changed (perhaps the signed-in user's). */
  | { name: 'user changed' }
  /** A role (its flags) changed: its users' permissions with it. */
  | { name: 'role changed' }
  /** A team (its members, lead) changed. */
  | { name: 'team changed' }
  /**
   * An invoice of the project was drafted, changed, issued, paid, voided or
   * deleted: what it bills (time, milestones) may be locked or released.
   */
  | { name: 'invoice changed'; projectId: number }
  /** A global contact was created, changed or deleted: pickers that offer contacts show it. */
  | { name: 'contact changed' };

export type RefreshEventName = RefreshEvent['name'];

/** For each event, the query filters it refreshes. */
export type RefreshMap = {
  [Name in RefreshEventName]: (
    event: Extract<RefreshEvent, { name: Name }>,
  ) => readonly QueryFilters[];
};

let loadMap: (() => Promise<RefreshMap>) | null = null;
let loaded: Promise<RefreshMap> | null = null;

/** Installs the map (once, at start): a loader, so it may come in its own chunk. */
export function installRefreshMap(load: () => Promise<RefreshMap | { refreshMap: RefreshMap }>) {
  loadMap = async () => {
    const module = await load();
    return 'refreshMap' in module ? (module.refreshMap as RefreshMap) : (module as RefreshMap);
  };
  loaded = null;
}

/** Announces a write: refreshes every query the map names for it, and resolves when they have. */
export async function announce(queryClient: QueryClient, event: RefreshEvent): Promise<void> {
  if (!loadMap) throw new Error('No refresh map installed (installRefreshMap at start).');
  loaded ??= loadMap();
  const map = await loaded;
  const filters = (map[event.name] as (event: RefreshEvent) => readonly QueryFilters[])(event);
  await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
}

/** A mutation's refresh by announcement: `onSuccess` awaits `announce` of this event. */
export function useAnnounce(event: RefreshEvent) {
  const queryClient = useQueryClient();
  return () => announce(queryClient, event);
}

/** A mutation's refresh of its own feature's keys: invalidates each, resolving when all have. */
export function useInvalidate(...queryKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
