import { describe, expect, it } from 'vitest';
import { buildSearchText, searchTokens } from '../../lib/search-text';
import { migrateToLatest } from '../database';
import { temporaryDatabase } from '../temporary-database';
import { migrateUpToBefore } from './migration-test-database';

const { database } = temporaryDatabase();

describe('migration 20250501000000_search_tokens', () => {
  it('gives the projects and quotes of an existing database their word-start tokens', async () => {
    // A database as the previous release left it: every migration before the tokens.
    const knex = database();
    await migrateUpToBefore(knex, '20250501000000');
    const now = Date.now();
    const projectText = buildSearchText(['Blue Portal pilot', 'OLD-1', null, 'Acme Corp']);
    const quoteText = buildSearchText(['Portal upgrade', 'Q-OLD-1', 'Portside Ltd']);
    await knex('quote_meta_types').insert({ id: 1, page_title: 'Standard', icon: 'file' });
    await knex('quotes').insert({
      number: 'Q-OLD-1',
      name: 'Portal upgrade',
      client: 'Portside Ltd',
      meta_type_id: 1,
      search_text: quoteText,
      created_at: now,
      updated_at: now,
    });
    await knex('projects').insert({
      code: 'OLD-1',
      name: 'Blue Portal pilot',
      client: 'Acme Corp',
      status: 'active',
      search_text: projectText,
      created_at: now,
      updated_at: now,
    });

    await migrateToLatest(knex);

    const sorted = (tokens: Array<{ kind: number; token: string }>) =>
      [...tokens].sort((a, b) => a.kind - b.kind || (a.token < b.token ? -1 : 1));
    const projectTokens = await knex('project_search_tokens').select('kind', 'token');
    expect(sorted(projectTokens)).toEqual(sorted(searchTokens(projectText)));
    expect(projectTokens.map((t) => t.token)).toContain('portal pilot');
    const quoteTokens = await knex('quote_search_tokens').select('kind', 'token');
    expect(sorted(quoteTokens)).toEqual(sorted(searchTokens(quoteText)));
    expect(quoteTokens.map((t) => t.token)).toContain('portside ltd');
  });
});
