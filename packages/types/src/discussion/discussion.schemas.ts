import { z } from 'zod';
import {
  idParams,
  InstantSchema,
  pageOf,
  pageQuery,
  VersionSchema,
} from '../common/common.schemas';
import {
  CommentCreateInputSchema,
  commentSchema,
  postInputFields,
} from '../common/comments.schemas';
import { UserRefSchema } from '../users/users.schemas';

/**
 * Project discussion (DOMAIN.md § Discussion): threads of Markdown posts.
 * Mentions are sent as user ids beside the Markdown (the editor's @ picker
 * fills them); each mentioned user gets an in-app notification.
 */

export const DiscussionCommentSchema = commentSchema('threadId');
export type DiscussionComment = z.infer<typeof DiscussionCommentSchema>;

export const DiscussionThreadSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  body: z.string(),
  author: UserRefSchema.nullable(),
  mentions: z.array(UserRefSchema),
  createdAt: InstantSchema,
  editedAt: InstantSchema.nullable(),
  lastActivityAt: InstantSchema,
  commentCount: z.number().int(),
  mine: z.boolean(),
  version: z.number().int(),
});
export type DiscussionThread = z.infer<typeof DiscussionThreadSchema>;

export const DiscussionThreadDetailSchema = DiscussionThreadSchema.extend({
  comments: z.array(DiscussionCommentSchema),
});
export type DiscussionThreadDetail = z.infer<typeof DiscussionThreadDetailSchema>;

export const DiscussionThreadPageSchema = pageOf(DiscussionThreadSchema);

export const DiscussionThreadListQuerySchema = pageQuery(20);

export const DiscussionThreadCreateInputSchema = z.object({
  title: z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(200),
  ...postInputFields,
});
export type DiscussionThreadCreateInput = z.input<typeof DiscussionThreadCreateInputSchema>;

/**
 * Optimistic concurrency (DOMAIN.md: a stale write gets 409): an edit names
 * the `version` of the post it read; deletes send it as `?version=`.
 */
export const DiscussionThreadUpdateInputSchema = DiscussionThreadCreateInputSchema.extend({
  version: VersionSchema,
});
export type DiscussionThreadUpdateInput = z.input<typeof DiscussionThreadUpdateInputSchema>;

export const DiscussionCommentCreateInputSchema = CommentCreateInputSchema;
export type DiscussionCommentCreateInput = z.input<typeof DiscussionCommentCreateInputSchema>;

export const DiscussionCommentUpdateInputSchema = DiscussionCommentCreateInputSchema.extend({
  version: VersionSchema,
});

export type DiscussionCommentUpdateInput = z.input<typeof DiscussionCommentUpdateInputSchema>;

export const DiscussionThreadParamsSchema = idParams('projectId', 'threadId');
export const DiscussionCommentParamsSchema = idParams('projectId', 'threadId', 'commentId');
