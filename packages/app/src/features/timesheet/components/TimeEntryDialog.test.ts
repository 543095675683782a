import { ApiError } from '../../../lib/api';
import { CONFLICT_MESSAGE } from '../../../lib/management/form-errors';
import { entryFailureOf } from './TimeEntryDialog';

describe('what the time-entry dialog shows after a failed save', () => {
  it('a stale version (the 409 carries the entry as it is now) offers a reload', () => {
    const error = new ApiError(409, 'Conflict', {
      message: 'This record was changed by someone else; reload and try again',
      current: { id: 1 },
    });
    expect(entryFailureOf(error)).toEqual({
      fieldErrors: {},
      conflict: true,
      message: CONFLICT_MESSAGE,
    });
  });

  it('a locked day says so in its own words, not as a stale version', () => {
    const message = 'Timesheets are locked up to 2027-03-23: 2027-03-22 cannot be changed';
    expect(entryFailureOf(new ApiError(409, 'Conflict', { message }))).toEqual({
      fieldErrors: {},
      conflict: false,
      message,
    });
  });

  it("a project setting's refusal names the setting and marks its field", () => {
    const error = new ApiError(409, 'Conflict', {
      message: 'A note is required (timesheet setting notesRequired)',
      errors: { note: ['A note is required'] },
    });
    expect(entryFailureOf(error)).toEqual({
      fieldErrors: { note: 'A note is required' },
      conflict: false,
      message: 'A note is required (timesheet setting notesRequired)',
    });
  });

  it('a 400 puts its messages on their fields', () => {
    const error = new ApiError(400, 'Bad Request', {
      message: 'Invalid input',
      errors: {
        minutes: ['At most 24 hours a day: 2027-03-02 already has 1380 minutes, 60 more fit'],
      },
    });
    expect(entryFailureOf(error)?.fieldErrors).toEqual({
      minutes: 'At most 24 hours a day: 2027-03-02 already has 1380 minutes, 60 more fit',
    });
    expect(entryFailureOf(null)).toBeNull();
  });
});
