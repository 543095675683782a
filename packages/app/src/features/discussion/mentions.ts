import type { UserRef } from '@keel/types';

/**
 * Mentions travel as user ids beside the Markdown (the API notifies them);
 * the text keeps a readable `@Name`. A user picked in the mention list whose
 * `@Name` is missing from the text gets it appended, and only picked users
 * still named in the text are sent.
 */
export function withMentions(
  body: string,
  picked: readonly number[],
  candidates: readonly UserRef[],
): { body: string; mentionedUserIds: number[] } {
  let text = body.trimEnd();
  const ids: number[] = [];
  for (const id of picked) {
    const user = candidates.find((c) => c.id === id);
    if (!user) continue;
    const tag = `@${user.name}`;
    if (!text.includes(tag)) text = text ? `${text} ${tag}` : tag;
    ids.push(id);
  }
  return { body: text, mentionedUserIds: ids };
}
