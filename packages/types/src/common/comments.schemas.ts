import { z } from 'zod';
import { InstantSchema, MarkdownBodySchema, MentionedUserIdsSchema } from './common.schemas';
import { UserRefSchema } from '../users/users.schemas';

/**
 * A Markdown comment on a record (a reply in a discussion thread, a comment on
 * a task), as its readers see it: `parentKey` names the record it belongs to.
 */
export function commentSchema<const K extends string>(parentKey: K) {
  return z.object({
    id: z.number().int(),
    ...({ [parentKey]: z.number().int() } as Record<K, z.ZodNumber>),
    body: z.string(),
    author: UserRefSchema.nullable(),
    mentions: z.array(UserRefSchema),
    createdAt: InstantSchema,
    editedAt: InstantSchema.nullable(),
    /** The current user wrote it (may edit and delete it). */
    mine: z.boolean(),
    version: z.number().int(),
  });
}

/** What the author of a post writes: its Markdown, and the users it mentions (the @ picker's). */
export const postInputFields = {
  body: MarkdownBodySchema,
  mentionedUserIds: MentionedUserIdsSchema,
};

/** A new comment on a record (a reply in a discussion thread, a comment on a task). */
export const CommentCreateInputSchema = z.object(postInputFields);
