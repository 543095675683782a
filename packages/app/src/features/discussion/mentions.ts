import type { UserRef } from '@keel/types';
import { mentionedIn } from '@keel/ui';

/**
 * Mentions travel as user ids beside the Markdown (the API notifies them);
 * the text keeps a readable `@Name`, which the composer's @ list inserts.
 * The text decides: the candidates it names by `@Name` are mentioned, and a
 * name two candidates share goes to the one chosen in the list (or already
 * mentioned by the post being edited), never to a guess. Deleting `@Name`
 * from the text drops the mention.
 */
export function withMentions(
  body: string,
  chosen: readonly number[],
  candidates: readonly UserRef[],
): { body: string; mentionedUserIds: number[] } {
  const text = body.trimEnd();
  return { body: text, mentionedUserIds: mentionedIn(text, candidates, chosen) };
}
