import { z } from 'zod';
import {
  InstantSchema,
  pageOf,
  pageQuery,
  SearchTextSchema,
  VersionSchema,
} from '../common/common.schemas';
import { UserRefSchema } from '../users/users.schemas';

/**
 * Lessons learned (issue 15 § 3, DOMAIN.md § Scope, lessons, reports, risks,
 * contacts): what happened on a project and what to do next time. A lesson
 * belongs to one project and is read through it (the project's `readLessons`,
 * written with `manageLessons`); the library (`GET /api/lessons`) lists every
 * lesson of the projects whose lessons the user may read. Stakeholders and
 * external users never read lessons.
 */

/**
 * The categories of a professional-services firm's lessons, in the order the
 * filters offer them: how the work was planned and estimated, its scope, the
 * communication with the client and inside the team, the technical work and
 * its quality, the commercial side, and anything else.
 */
export const LESSON_CATEGORIES = [
  'planning',
  'estimation',
  'scope',
  'communication',
  'client',
  'technical',
  'quality',
  'team',
  'commercial',
  'other',
] as const;
export const LessonCategorySchema = z.enum(LESSON_CATEGORIES, {
  error: `category must be one of ${LESSON_CATEGORIES.join(', ')}`,
});
export type LessonCategory = z.infer<typeof LessonCategorySchema>;

/** Labels of the categories, as the pages and filters show them. */
export const LESSON_CATEGORY_LABELS: Record<LessonCategory, string> = {
  planning: 'Planning',
  estimation: 'Estimation',
  scope: 'Scope',
  communication: 'Communication',
  client: 'Client',
  technical: 'Technical',
  quality: 'Quality',
  team: 'Team',
  commercial: 'Commercial',
  other: 'Other',
};

/** Positive: something to repeat; negative: something to avoid. */
export const LESSON_IMPACTS = ['positive', 'negative'] as const;
export const LessonImpactSchema = z.enum(LESSON_IMPACTS, {
  error: 'impact must be positive or negative',
});
export type LessonImpact = z.infer<typeof LessonImpactSchema>;

/** At most this many tags on a lesson. */
export const MAX_LESSON_TAGS = 10;
/** Longest tag (characters). */
export const MAX_LESSON_TAG_LENGTH = 40;

/** A tag as stored: trimmed, lowercased, inner runs of space as one space. */
export function normalizeLessonTag(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Tags as sent: each trimmed and lowercased, empty ones dropped, duplicates
 * dropped (first kept); at most 10, each at most 40 characters.
 */
export const LessonTagsSchema = z
  .array(z.string({ error: 'tags must be a list of text' }).max(200, 'a tag is too long'), {
    error: 'tags must be a list of text',
  })
  .max(50, `tags: at most ${MAX_LESSON_TAGS}`)
  .default([])
  .transform((tags) => [...new Set(tags.map(normalizeLessonTag).filter((t) => t.length > 0))])
  .pipe(
    z
      .array(
        z
          .string()
          .max(MAX_LESSON_TAG_LENGTH, `a tag has at most ${MAX_LESSON_TAG_LENGTH} characters`)
          .refine((tag) => !/[\p{Cc}]/u.test(tag), 'a tag cannot contain control characters'),
      )
      .max(MAX_LESSON_TAGS, `tags: at most ${MAX_LESSON_TAGS}`),
  );

/** The project a lesson belongs to (the library names it and links to it). */
export const LessonProjectRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type LessonProjectRef = z.infer<typeof LessonProjectRefSchema>;

export const LessonSchema = z.object({
  id: z.number().int(),
  project: LessonProjectRefSchema,
  title: z.string(),
  category: LessonCategorySchema,
  /** Markdown. */
  whatHappened: z.string(),
  /** Markdown. */
  recommendation: z.string(),
  impact: LessonImpactSchema,
  /** Lowercase, alphabetical. */
  tags: z.array(z.string()),
  /** Who wrote it (null once that user is gone). */
  author: UserRefSchema.nullable(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
  version: z.number().int(),
});
export type Lesson = z.infer<typeof LessonSchema>;

const Markdown = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(20_000, `${name} has at most 20,000 characters`)
    .default('');

const LessonFieldsSchema = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(200, 'title has at most 200 characters'),
  category: LessonCategorySchema,
  whatHappened: Markdown('whatHappened'),
  recommendation: Markdown('recommendation'),
  impact: LessonImpactSchema,
  tags: LessonTagsSchema,
});

export const LessonCreateInputSchema = LessonFieldsSchema;
export type LessonCreateInput = z.input<typeof LessonCreateInputSchema>;

/** Updates send every field with the version read (409 when the lesson changed since). */
export const LessonUpdateInputSchema = LessonFieldsSchema.extend({ version: VersionSchema });
export type LessonUpdateInput = z.input<typeof LessonUpdateInputSchema>;

/** A project's lessons, newest first. */
export const LessonListQuerySchema = pageQuery(50);
export type LessonListQuery = z.input<typeof LessonListQuerySchema>;
export const LessonPageSchema = pageOf(LessonSchema);
export type LessonPage = z.infer<typeof LessonPageSchema>;

/** The library's filters; every one narrows the page (facets ignore them). */
export const LessonLibraryQuerySchema = pageQuery(20).extend({
  search: SearchTextSchema.describe(
    'Free-text search in the title, what happened, the recommendation and the tags (case- and accent-insensitive, infix)',
  ),
  category: LessonCategorySchema.optional().describe('Only lessons of this category'),
  impact: LessonImpactSchema.optional().describe('Only positive or only negative lessons'),
  tag: z
    .string()
    .max(MAX_LESSON_TAG_LENGTH, `tag has at most ${MAX_LESSON_TAG_LENGTH} characters`)
    .transform(normalizeLessonTag)
    .optional()
    .describe('Only lessons carrying this tag (compared lowercased)'),
  projectId: z.coerce
    .number({ error: 'projectId must be a project id' })
    .int('projectId must be a project id')
    .positive('projectId must be a project id')
    .max(2_147_483_647, 'projectId must be a project id')
    .optional()
    .describe('Only the lessons of this project'),
});
export type LessonLibraryQuery = z.input<typeof LessonLibraryQuerySchema>;

/** Most tags the library's facets list (the most used first). */
export const MAX_LESSON_TAG_FACETS = 50;

/**
 * What the library's filters can offer, counted in SQL over every lesson the
 * user may read (whatever the query's own filters, so picking one never
 * empties the others): each category and impact used, the most used tags
 * (at most 50) and the projects that have lessons.
 */
export const LessonFacetsSchema = z.object({
  categories: z.array(z.object({ category: LessonCategorySchema, count: z.number().int() })),
  impacts: z.array(z.object({ impact: LessonImpactSchema, count: z.number().int() })),
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  projects: z.array(LessonProjectRefSchema.extend({ count: z.number().int() })),
});
export type LessonFacets = z.infer<typeof LessonFacetsSchema>;

export const LessonLibraryPageSchema = pageOf(LessonSchema).extend({
  facets: LessonFacetsSchema,
});
export type LessonLibraryPage = z.infer<typeof LessonLibraryPageSchema>;
