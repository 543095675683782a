import type { UserRef } from '@keel/types';

/** A joined user (manager, author, decider...) as a reference; null when none is set. */
export function userRef(
  id: number | null,
  name: string | null,
  initials: string | null,
  color: string | null,
): UserRef | null {
  return id === null
    ? null
    : { id, name: name ?? '', initials: initials ?? '', color: color ?? '' };
}
