import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../lib/management/list-params';
import {
  QUOTE_LIST_DEFAULTS,
  parseStatusFilter,
  quoteListQuery,
  quoteListTitle,
  newQuoteInput,
  newTemplateInput,
  revisionLabel,
  statusFilterParam,
} from './quote-lists';

const paramsOf = (query: string) =>
  parseListParams(new URLSearchParams(query), QUOTE_LIST_DEFAULTS);

describe('the status filter in the URL', () => {
  it('keeps known statuses once each, in status order', () => {
    expect(parseStatusFilter('sent,draft,sent')).toEqual(['draft', 'sent']);
  });

  it('drops unknown or empty parts', () => {
    expect(parseStatusFilter('paid,,ACCEPTED,expired')).toEqual(['expired']);
    expect(parseStatusFilter('')).toEqual([]);
  });

  it('writes a selection back as one parameter, empty for every status', () => {
    expect(statusFilterParam(new Set(['rejected', 'accepted']))).toBe('accepted,rejected');
    expect(statusFilterParam([])).toBe('');
  });
});

describe('quoteListQuery', () => {
  it('asks the standard list for active quotes of every type, newest change first', () => {
    expect(quoteListQuery({ kind: 'standard' }, paramsOf(''))).toEqual({
      archived: false,
      mine: false,
      ownerId: null,
      metaType: null,
      search: '',
      statuses: [],
      sort: 'updatedAt',
      direction: 'desc',
      page: 1,
      pageSize: 25,
    });
  });

  it('selects by mode: a meta type, the own quotes or the archive', () => {
    const params = paramsOf('');
    expect(
      quoteListQuery({ kind: 'type', metaTypeId: 2, title: 'Change requests' }, params),
    ).toMatchObject({ metaType: 2, archived: false, mine: false });
    expect(quoteListQuery({ kind: 'mine' }, params)).toMatchObject({ mine: true, archived: false });
    expect(quoteListQuery({ kind: 'archive' }, params)).toMatchObject({
      archived: true,
      mine: false,
      metaType: null,
    });
  });

  it('carries search, statuses, sort and paging from the URL', () => {
    expect(
      quoteListQuery(
        { kind: 'standard' },
        paramsOf(
          'search=%20acme%20&status=sent,accepted&sort=number&direction=asc&page=3&pageSize=50',
        ),
      ),
    ).toMatchObject({
      search: 'acme',
      statuses: ['sent', 'accepted'],
      sort: 'number',
      direction: 'asc',
      page: 3,
      pageSize: 50,
    });
  });

  it('narrows to one owner, except on My quotes, ignoring a malformed id', () => {
    expect(quoteListQuery({ kind: 'standard' }, paramsOf('ownerId=4')).ownerId).toBe(4);
    expect(quoteListQuery({ kind: 'archive' }, paramsOf('ownerId=4')).ownerId).toBe(4);
    expect(quoteListQuery({ kind: 'mine' }, paramsOf('ownerId=4')).ownerId).toBeNull();
    expect(quoteListQuery({ kind: 'standard' }, paramsOf('ownerId=-1')).ownerId).toBeNull();
  });

  it('falls back to the default order for a column the API cannot sort by', () => {
    expect(
      quoteListQuery({ kind: 'standard' }, paramsOf('sort=total&direction=asc')),
    ).toMatchObject({ sort: 'updatedAt', direction: 'desc' });
  });
});

describe('quoteListTitle', () => {
  it('names each list, a meta type by its page title', () => {
    expect(quoteListTitle({ kind: 'standard' })).toBe('Quotes');
    expect(quoteListTitle({ kind: 'mine' })).toBe('My Quotes');
    expect(quoteListTitle({ kind: 'archive' })).toBe('Archive');
    expect(quoteListTitle({ kind: 'type', metaTypeId: 3, title: 'Support retainers' })).toBe(
      'Support retainers',
    );
  });
});

describe('revisionLabel', () => {
  it('says when a quote has no revision yet', () => {
    expect(revisionLabel({ currentRevision: null, acceptedRevision: null })).toBe('None yet');
  });

  it('shows the latest revision, and the accepted one when it is older', () => {
    expect(revisionLabel({ currentRevision: 2, acceptedRevision: null })).toBe('Rev. 2');
    expect(revisionLabel({ currentRevision: 2, acceptedRevision: 2 })).toBe('Rev. 2');
    expect(revisionLabel({ currentRevision: 3, acceptedRevision: 2 })).toBe('Rev. 3 (accepted 2)');
  });
});

describe('the new-quote form body', () => {
  const profiles = [
    { id: 1, currency: 'EUR' },
    { id: 2, currency: 'GBP' },
  ];
  const blank = {
    name: '  Website refresh ',
    client: ' Acme ',
    metaTypeId: 1,
    templateId: null,
    rateProfileId: null,
    pricingConfigId: null,
  };

  it('sends a blank quote with trimmed text and no pickers left unchosen', () => {
    expect(newQuoteInput(blank, profiles)).toEqual({
      name: 'Website refresh',
      client: 'Acme',
      metaTypeId: 1,
    });
    expect(newQuoteInput({ ...blank, client: '  ' }, profiles).client).toBeNull();
  });

  it('starts from a template by copyFromId, overriding only what was chosen', () => {
    expect(newQuoteInput({ ...blank, templateId: 7, pricingConfigId: 4 }, profiles)).toEqual({
      name: 'Website refresh',
      client: 'Acme',
      metaTypeId: 1,
      copyFromId: 7,
      pricingConfigId: 4,
    });
  });

  it('prices in the chosen rate profile’s currency', () => {
    expect(newQuoteInput({ ...blank, rateProfileId: 2 }, profiles)).toMatchObject({
      rateProfileId: 2,
      currency: 'GBP',
    });
  });

  it('sends a template without client or source', () => {
    expect(newTemplateInput({ ...blank, templateId: 7, rateProfileId: 1 }, profiles)).toEqual({
      name: 'Website refresh',
      metaTypeId: 1,
      rateProfileId: 1,
      currency: 'EUR',
    });
  });
});
