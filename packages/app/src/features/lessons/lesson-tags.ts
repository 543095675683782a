import { MAX_LESSON_TAG_LENGTH, MAX_LESSON_TAGS, normalizeLessonTag } from '@keel/types';

/** The tags after typing `text` into the tag input: its comma-separated parts added, as the API stores them. */
export function addTags(
  current: readonly string[],
  text: string,
): { tags: string[]; error: string | null } {
  const parts = text
    .split(',')
    .map(normalizeLessonTag)
    .filter((tag) => tag.length > 0);
  const tooLong = parts.find((tag) => tag.length > MAX_LESSON_TAG_LENGTH);
  if (tooLong !== undefined)
    return {
      tags: [...current],
      error: `A tag has at most ${MAX_LESSON_TAG_LENGTH} characters`,
    };
  const tags = [...current];
  for (const tag of parts) if (!tags.includes(tag)) tags.push(tag);
  if (tags.length > MAX_LESSON_TAGS)
    return { tags: [...current], error: `At most ${MAX_LESSON_TAGS} tags` };
  return { tags, error: null };
}
