import {
  draftOf,
  excerpt,
  HIDDEN_FROM_STAKEHOLDERS,
  isDirty,
  isIsoDate,
  moveItem,
  riskOptions,
  updateInputOf,
  withSelection,
} from './report-model';
import { reportFixture, riskFixture } from './reports.fixtures';

describe('The top risks order', () => {
  it('keeps the chosen order, appends new picks last and drops removed ones', () => {
    expect(withSelection([3, 1, 2], [1, 2, 3])).toEqual([3, 1, 2]);
    expect(withSelection([3, 1], [1, 3, 9, 4])).toEqual([3, 1, 9, 4]);
    expect(withSelection([3, 1, 2], [2, 3])).toEqual([3, 2]);
    expect(withSelection([], [])).toEqual([]);
  });

  it('moves an item up or down and leaves the ends alone', () => {
    expect(moveItem([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 8, 1)).toEqual([1, 2, 3]);
  });
});

describe('The risk picker options', () => {
  const register = [
    riskFixture({ id: 1, title: 'Vendor delay', severity: 20, status: 'mitigating' }),
    riskFixture({ id: 2, title: 'Old issue', kind: 'issue', status: 'closed' }),
    riskFixture({ id: 3, title: 'Key person leaves', sharedWithStakeholders: false }),
  ];

  it('lists the items that are not closed with severity, status and the hidden mark', () => {
    const options = riskOptions(register, []);
    expect(options.map((o) => o.id)).toEqual([1, 3]);
    expect(options[0]).toEqual({
      id: 1,
      name: 'Vendor delay (severity 20)',
      description: 'Risk · Mitigating',
    });
    expect(options[1]!.description).toBe(`Risk · Open · ${HIDDEN_FROM_STAKEHOLDERS}`);
  });

  it('keeps a closed item the draft already names, so it can be removed', () => {
    expect(riskOptions(register, [2]).map((o) => o.id)).toEqual([1, 2, 3]);
  });
});

describe('A draft and its PUT body', () => {
  it('starts from the stored report, without items deleted from the register', () => {
    const draft = draftOf(reportFixture());
    expect(draft.topRiskIds).toEqual([11]);
    expect(draft.rag.schedule).toEqual({ status: 'red', comment: 'Vendor slipped' });
    expect(isDirty(draft, draftOf(reportFixture()))).toBe(false);
    expect(isDirty({ ...draft, summary: 'Changed' }, draft)).toBe(true);
  });

  it('sends every field with the version read', () => {
    const body = updateInputOf({ ...draftOf(reportFixture()), topRiskIds: [12, 11] }, 3);
    expect(body).toMatchObject({
      periodStart: '2026-03-01',
      periodEnd: '2026-03-14',
      summary: 'All **good**',
      topRiskIds: [12, 11],
      version: 3,
    });
    expect(body.rag?.overall).toEqual({ status: 'amber', comment: 'Two weeks late' });
  });
});

describe('Portfolio helpers', () => {
  it('turns Markdown into a one-line excerpt cut at a word', () => {
    expect(excerpt('# Done\n\n- **Shipped** the [beta](https://x.test)\n- `api` live')).toBe(
      'Done Shipped the beta api live',
    );
    expect(excerpt('word '.repeat(50), 20)).toBe('word word word word…');
    expect(excerpt('')).toBe('');
  });

  it('accepts only real calendar days from the URL', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-31')).toBe(false);
    expect(isIsoDate('yesterday')).toBe(false);
  });
});
