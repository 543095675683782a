import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoint';
import { LoginInputSchema, SignupInputSchema } from './auth/auth.schemas';
import { SearchQuerySchema } from './search/search.schemas';
import {
  CustomTaskViewListSchema,
  ProjectsBrowserColumnsSchema,
  UserSettingsSchema,
} from './users/users.schemas';
import { GLOBAL_PERMISSION_FLAGS, isGlobalPermissionFlag } from './permissions/permissions';
import { IdSchema } from './common/common.schemas';

describe('buildPath', () => {
  it('fills and encodes placeholders', () => {
    expect(buildPath('/api/auth/invitations/{token}', { token: 'a/b' })).toBe(
      '/api/auth/invitations/a%2Fb',
    );
  });

  it('names a missing placeholder', () => {
    expect(() => buildPath('/api/projects/{projectId}')).toThrow(/projectId/);
  });
});

describe('SearchQuerySchema', () => {
  it('requires search and defaults resultType to 0 (all)', () => {
    expect(SearchQuerySchema.parse({ search: ' café ' })).toEqual({
      search: 'café',
      resultType: 0,
    });
    const missing = SearchQuerySchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['search']);
    expect(missing.error?.issues[0]?.message).toBe('search is required');
  });

  it('parses resultType from the query string and allows only 0, 1 and 2', () => {
    expect(SearchQuerySchema.parse({ search: 'x', resultType: '2' }).resultType).toBe(2);
    expect(SearchQuerySchema.safeParse({ search: 'x', resultType: '3' }).success).toBe(false);
  });
});

describe('auth inputs', () => {
  it('lowercases and trims the email', () => {
    expect(LoginInputSchema.parse({ email: ' Ada@Example.COM ', password: 'x' }).email).toBe(
      'ada@example.com',
    );
  });

  it('needs a password of at least 10 characters to sign up', () => {
    const result = SignupInputSchema.safeParse({
      email: 'a@b.co',
      token: 't',
      name: 'A',
      password: 'short',
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['password']);
  });
});

describe('custom task views', () => {
  it('fills in the defaults of SPEC §3', () => {
    expect(CustomTaskViewListSchema.parse([{ id: 'a' }])).toEqual([
      { id: 'a', name: 'Custom View', groupBy: 'projectFull', showProjectName: true, filters: [] },
    ]);
  });

  it('refuses duplicate ids, naming the second one', () => {
    const result = CustomTaskViewListSchema.safeParse([{ id: 'a' }, { id: 'a' }]);
    expect(result.error?.issues[0]?.path).toEqual([1, 'id']);
  });

  it('gives empty settings their defaults', () => {
    expect(UserSettingsSchema.parse({})).toEqual({
      tasksPageCustomViews: [],
      tasksTableCustomViews: [],
      theme: 'system',
      projectsBrowserColumns: { customFieldIds: [] },
    });
  });
});

describe('project browser columns', () => {
  it('takes positive integer custom field ids', () => {
    expect(ProjectsBrowserColumnsSchema.parse({ customFieldIds: [3, 1] })).toEqual({
      customFieldIds: [3, 1],
    });
    const bad = ProjectsBrowserColumnsSchema.safeParse({ customFieldIds: [1, 'x', 0, 2.5] });
    expect(bad.error?.issues.map((issue) => issue.path)).toEqual([
      ['customFieldIds', 1],
      ['customFieldIds', 2],
      ['customFieldIds', 3],
    ]);
    expect(ProjectsBrowserColumnsSchema.safeParse({}).error?.issues[0]?.path).toEqual([
      'customFieldIds',
    ]);
  });

  it('refuses a duplicate id, naming the second one', () => {
    const result = ProjectsBrowserColumnsSchema.safeParse({ customFieldIds: [4, 5, 4] });
    expect(result.error?.issues).toMatchObject([
      { path: ['customFieldIds', 2], message: 'Duplicate custom field id 4' },
    ]);
  });
});

describe('permission flags and ids', () => {
  it('has no duplicate flags and recognises them', () => {
    expect(new Set(GLOBAL_PERMISSION_FLAGS).size).toBe(GLOBAL_PERMISSION_FLAGS.length);
    expect(isGlobalPermissionFlag('readQuotes')).toBe(true);
    expect(isGlobalPermissionFlag('readEverything')).toBe(false);
  });

  it('parses route ids as positive integers', () => {
    expect(IdSchema.parse('42')).toBe(42);
    expect(IdSchema.safeParse('4.2').success).toBe(false);
    expect(IdSchema.safeParse('0').success).toBe(false);
  });
});
