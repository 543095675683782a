import { describe, expect, it } from 'vitest';
import {
  ProjectCreateInputSchema,
  ProjectQueryBodySchema,
  ProjectSummaryQuerySchema,
  ProjectUpdateInputSchema,
} from './projects.schemas';
import { CustomFieldCreateInputSchema } from '../custom-fields/custom-fields.schemas';
import { DiscussionThreadCreateInputSchema } from '../discussion/discussion.schemas';

const pathsOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[] }> };
}) => result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('ProjectCreateInputSchema', () => {
  it('fills the defaults of a new project and turns empty texts into null', () => {
    expect(ProjectCreateInputSchema.parse({ name: ' Atlas ', client: '' })).toMatchObject({
      name: 'Atlas',
      client: null,
      status: 'draft',
      billingType: 'timeAndMaterial',
      currency: 'EUR',
      description: '',
      tags: [],
    });
  });

  it('names the end date when it comes before the start date, and a bad code', () => {
    expect(
      pathsOf(
        ProjectCreateInputSchema.safeParse({
          name: 'x',
          startDate: '2026-02-01',
          endDate: '2026-01-01',
          code: 'lower-case',
        }),
      ).sort(),
    ).toEqual(['code', 'endDate']);
  });
});

describe('ProjectUpdateInputSchema', () => {
  it('needs only the version; every other field is optional', () => {
    expect(ProjectUpdateInputSchema.parse({ version: 3, archived: true })).toEqual({
      version: 3,
      archived: true,
    });
    expect(pathsOf(ProjectUpdateInputSchema.safeParse({ archived: true }))).toEqual(['version']);
  });
});

describe('ProjectQueryBodySchema', () => {
  it('defaults to the first page of 50 sorted by code', () => {
    expect(ProjectQueryBodySchema.parse({})).toEqual({
      filters: [],
      sort: { field: 'code', direction: 'asc' },
      page: 1,
      pageSize: 50,
    });
  });
});

describe('ProjectSummaryQuerySchema', () => {
  it('reads allProjects as a boolean flag', () => {
    expect(ProjectSummaryQuerySchema.parse({ allProjects: 'true' })).toEqual({ allProjects: true });
    expect(ProjectSummaryQuerySchema.parse({})).toEqual({ allProjects: false });
    expect(pathsOf(ProjectSummaryQuerySchema.safeParse({ allProjects: 'yes' }))).toEqual([
      'allProjects',
    ]);
  });
});

describe('CustomFieldCreateInputSchema and DiscussionThreadCreateInputSchema', () => {
  it('requires options of a select field and a title and body of a thread', () => {
    expect(
      pathsOf(CustomFieldCreateInputSchema.safeParse({ name: 'Tier', type: 'select' })),
    ).toEqual(['options']);
    expect(pathsOf(DiscussionThreadCreateInputSchema.safeParse({ body: ' ' })).sort()).toEqual([
      'body',
      'title',
    ]);
  });
});
