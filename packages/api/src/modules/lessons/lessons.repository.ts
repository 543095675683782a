import type {
  Lesson,
  LessonCategory,
  LessonFacets,
  LessonImpact,
  LessonProjectRef,
} from '@keel/types';
import type { Knex } from 'knex';
import { insertReturningId } from '../../lib/insert-row.repository';
import { countRows } from '../../db/row-count';
import { iso } from '../../lib/dates';
import { pageOfItems } from '../../lib/lists';
import { buildSearchText, escapeLike } from '../../lib/search-text';
import { userRefColumns, userRefOf, type UserRefRow } from '../../lib/user-ref';

import type { VersionedTable } from '../../lib/versioned-save';

export const LESSON_NOT_FOUND = 'Lesson not found';

/** The project's lessons as version-checked saves see them: only the route's project's. */
export function lessonsOf(projectId: number): VersionedTable {
  return {
    table: 'lessons',
    notFound: LESSON_NOT_FOUND,
    live: (query) => query.where({ project_id: projectId }),
  };
}

/**
 * Lessons and their tags (README.md beside this file). The only file of the
 * module that speaks SQL; the library's scope arrives as a `LessonReader`
 * the service derived from the policy.
 */

/** Whose lessons a library reader may see: every project's, those of their projects as an internal member, or none. */
export type LessonReader =
  { projects: 'all' } | { projects: 'members'; userId: number } | { projects: 'none' };

/** Project roles whose holders read the project's lessons (never stakeholders). */
const LESSON_READER_ROLES = ['manager', 'member', 'viewer'];

export interface LessonValues {
  title: string;
  category: LessonCategory;
  whatHappened: string;
  recommendation: string;
  impact: LessonImpact;
  tags: string[];
}

interface LessonRow extends UserRefRow<'a'> {
  id: number;
  project_id: number;
  p_code: string;
  p_name: string;
  title: string;
  category: LessonCategory;
  what_happened: string;
  recommendation: string;
  impact: LessonImpact;
  created_at: number | string;
  updated_at: number | string;
  version: number;
}

function searchTextOf(values: LessonValues): string {
  return buildSearchText([
    values.title,
    values.whatHappened,
    values.recommendation,
    values.tags.join(' '),
  ]);
}

function selectLessons(knex: Knex): Knex.QueryBuilder {
  return knex('lessons as l')
    .join('projects as p', 'p.id', 'l.project_id')
    .leftJoin('users as a', 'a.id', 'l.author_id')
    .select(
      'l.id',
      'l.project_id',
      'p.code as p_code',
      'p.name as p_name',
      'l.title',
      'l.category',
      'l.what_happened',
      'l.recommendation',
      'l.impact',
      'l.created_at',
      'l.updated_at',
      'l.version',
      ...userRefColumns('a'),
    );
}

/** The rows with their tags (one query for the page's tags), alphabetical. */
async function withTags(knex: Knex, rows: LessonRow[]): Promise<Lesson[]> {
  const ids = rows.map((row) => row.id);
  const tags = new Map<number, string[]>();
  if (ids.length > 0) {
    const tagRows = await knex('lesson_tags')
      .whereIn('lesson_id', ids)
      .orderBy(['lesson_id', 'tag'])
      .select<Array<{ lesson_id: number; tag: string }>>('lesson_id', 'tag');
    for (const row of tagRows) {
      const list = tags.get(Number(row.lesson_id)) ?? [];
      list.push(row.tag);
      tags.set(Number(row.lesson_id), list);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    project: { id: row.project_id, code: row.p_code, name: row.p_name },
    title: row.title,
    category: row.category,
    whatHappened: row.what_happened,
    recommendation: row.recommendation,
    impact: row.impact,
    tags: tags.get(row.id) ?? [],
    author: userRefOf(row, 'a'),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: Number(row.version),
  }));
}

export async function findLesson(
  knex: Knex,
  projectId: number,
  id: number,
): Promise<Lesson | null> {
  const row = (await selectLessons(knex)
    .where({ 'l.id': id, 'l.project_id': projectId })
    .first()) as LessonRow | undefined;
  if (!row) return null;
  const [lesson] = await withTags(knex, [row]);
  return lesson ?? null;
}

/** A project's lessons, newest first. */
export async function listProjectLessons(
  knex: Knex,
  projectId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: Lesson[]; total: number }> {
  const filtered = knex('lessons as l').where('l.project_id', projectId);
  const ordered = selectLessons(knex)
    .where('l.project_id', projectId)
    .orderBy([
      { column: 'l.created_at', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ]);
  return pageOfItems(knex, filtered, ordered, page, (rows: LessonRow[]) => withTags(knex, rows));
}

/**
 * Narrows `lessons as l` joined with `projects as p` to the lessons the reader
 * may see: live projects only, and for a member only the projects where their
 * role reads lessons (manager, member, viewer; never stakeholder).
 */
function scopeToReader(query: Knex.QueryBuilder, reader: LessonReader): Knex.QueryBuilder {
  query.whereNull('p.deleted_at');
  if (reader.projects === 'none') return query.whereRaw('1 = 0');
  if (reader.projects === 'members')
    query.whereExists((m) =>
      m
        .select(1)
        .from('project_members as pm')
        .whereRaw('pm.project_id = l.project_id')
        .where('pm.user_id', reader.userId)
        .whereIn('pm.role', LESSON_READER_ROLES),
    );
  return query;
}

function visibleLessons(knex: Knex, reader: LessonReader): Knex.QueryBuilder {
  return scopeToReader(knex('lessons as l').join('projects as p', 'p.id', 'l.project_id'), reader);
}

export interface LibraryCriteria {
  /** Normalised (`normalizeSearchText`); matched anywhere in `search_text`. */
  search?: string;
  category?: LessonCategory;
  impact?: LessonImpact;
  tag?: string;
  projectId?: number;
  page: number;
  pageSize: number;
}

function applyCriteria(query: Knex.QueryBuilder, criteria: LibraryCriteria): void {
  if (criteria.search)
    query.whereRaw(`l.search_text LIKE ? ESCAPE '\\'`, [`%${escapeLike(criteria.search)}%`]);
  if (criteria.category) query.where('l.category', criteria.category);
  if (criteria.impact) query.where('l.impact', criteria.impact);
  if (criteria.projectId !== undefined) query.where('l.project_id', criteria.projectId);
  if (criteria.tag !== undefined) {
    const tag = criteria.tag;
    query.whereExists((t) =>
      t.select(1).from('lesson_tags as lt').whereRaw('lt.lesson_id = l.id').where('lt.tag', tag),
    );
  }
}

/** One page of the library, newest first, scoped to the reader in SQL. */
export async function listLibrary(
  knex: Knex,
  reader: LessonReader,
  criteria: LibraryCriteria,
): Promise<{ items: Lesson[]; total: number }> {
  const filtered = visibleLessons(knex, reader);
  applyCriteria(filtered, criteria);
  const ordered = scopeToReader(selectLessons(knex), reader).orderBy([
    { column: 'l.created_at', order: 'desc' },
    { column: 'l.id', order: 'desc' },
  ]);
  applyCriteria(ordered, criteria);
  return pageOfItems(knex, filtered, ordered, criteria, (rows: LessonRow[]) =>
    withTags(knex, rows),
  );
}

/** The facets of the library over every lesson the reader may see, counted in SQL. */
export async function libraryFacets(
  knex: Knex,
  reader: LessonReader,
  maxTags: number,
): Promise<LessonFacets> {
  const [categories, impacts, tags, projects] = await Promise.all([
    visibleLessons(knex, reader)
      .groupBy('l.category')
      .select<Array<{ category: LessonCategory; count: number | string }>>(
        'l.category as category',
        knex.raw('COUNT(*) as count'),
      ),
    visibleLessons(knex, reader)
      .groupBy('l.impact')
      .select<Array<{ impact: LessonImpact; count: number | string }>>(
        'l.impact as impact',
        knex.raw('COUNT(*) as count'),
      ),
    visibleLessons(knex, reader)
      .join('lesson_tags as lt', 'lt.lesson_id', 'l.id')
      .groupBy('lt.tag')
      .select<Array<{ tag: string; count: number | string }>>(
        'lt.tag as tag',
        knex.raw('COUNT(*) as count'),
      )
      .orderByRaw('COUNT(*) DESC, lt.tag ASC')
      .limit(maxTags),
    visibleLessons(knex, reader)
      .groupBy('p.id', 'p.code', 'p.name')
      .select<Array<LessonProjectRef & { count: number | string }>>(
        'p.id as id',
        'p.code as code',
        'p.name as name',
        knex.raw('COUNT(*) as count'),
      )
      .orderBy('p.name'),
  ]);
  return {
    categories: categories.map((r) => ({ category: r.category, count: Number(r.count) })),
    impacts: impacts.map((r) => ({ impact: r.impact, count: Number(r.count) })),
    tags: tags.map((r) => ({ tag: r.tag, count: Number(r.count) })),
    projects: projects.map((r) => ({
      id: Number(r.id),
      code: r.code,
      name: r.name,
      count: Number(r.count),
    })),
  };
}

async function writeTags(knex: Knex, lessonId: number, tags: readonly string[]): Promise<void> {
  await knex('lesson_tags').where({ lesson_id: lessonId }).delete();
  if (tags.length > 0)
    await knex('lesson_tags').insert(tags.map((tag) => ({ lesson_id: lessonId, tag })));
}

export async function insertLesson(
  knex: Knex,
  projectId: number,
  values: LessonValues,
  authorId: number | null,
  now: number,
): Promise<number> {
  const id = await insertReturningId(knex, 'lessons', {
    project_id: projectId,
    title: values.title,
    category: values.category,
    what_happened: values.whatHappened,
    recommendation: values.recommendation,
    impact: values.impact,
    author_id: authorId,
    search_text: searchTextOf(values),
    version: 1,
    created_at: now,
    updated_at: now,
  });
  await writeTags(knex, id, values.tags);
  return id;
}

/** Writes the fields (the version was claimed and `updated_at` set by the claim). */
export async function updateLessonRow(knex: Knex, id: number, values: LessonValues): Promise<void> {
  await knex('lessons')
    .where({ id })
    .update({
      title: values.title,
      category: values.category,
      what_happened: values.whatHappened,
      recommendation: values.recommendation,
      impact: values.impact,
      search_text: searchTextOf(values),
    });
  await writeTags(knex, id, values.tags);
}

export async function deleteLessonRow(knex: Knex, id: number): Promise<void> {
  await knex('lesson_tags').where({ lesson_id: id }).delete();
  await knex('lessons').where({ id }).delete();
}

/** How many lessons a project has (the demo seeds a project once). */
export async function countProjectLessons(knex: Knex, projectId: number): Promise<number> {
  return countRows(knex, knex('lessons').where({ project_id: projectId }));
}
