import { ApiError } from '../api';
import { CONFLICT_MESSAGE, formFailureOf } from './form-errors';

describe('formFailureOf', () => {
  it('puts 400 field errors on their fields without a form message', () => {
    const error = new ApiError(400, 'Bad Request', {
      message: 'Invalid request',
      errors: { email: ['Enter a valid email'], name: ['Name is required'] },
    });
    expect(formFailureOf(error)).toEqual({
      fieldErrors: { email: 'Enter a valid email', name: 'Name is required' },
      conflict: false,
      message: null,
    });
  });

  it('turns a stale-version 409 into the "changed by someone else" message with a reload', () => {
    const error = new ApiError(409, 'Conflict', {
      message: 'This record was changed by someone else; reload and try again',
      current: { id: 4, version: 3 },
    });
    expect(formFailureOf(error)).toEqual({
      fieldErrors: {},
      conflict: true,
      message: CONFLICT_MESSAGE,
    });
  });

  it('shows a rule 409 (last administrator) as the server says it', () => {
    const text =
      'This is the last active administrator. Give another active user the Administrator role first.';
    const failure = formFailureOf(new ApiError(409, 'Conflict', { message: text }));
    expect(failure).toEqual({ fieldErrors: {}, conflict: false, message: text });
  });

  it('shows a lock 409 as the server says it, though its text says "changed"', () => {
    const text = 'Timesheets are locked up to 2026-10-31: 2026-10-30 cannot be changed';
    const failure = formFailureOf(new ApiError(409, 'Conflict', { message: text }));
    expect(failure).toEqual({ fieldErrors: {}, conflict: false, message: text });
  });

  it('is null without an error', () => {
    expect(formFailureOf(null)).toBeNull();
  });
});

describe('formFailureOf on a time entry', () => {
  it('a stale version (the 409 carries the entry as it is now) offers a reload', () => {
    const error = new ApiError(409, 'Conflict', {
      message: 'This record was changed by someone else; reload and try again',
      current: { id: 1 },
    });
    expect(formFailureOf(error)).toEqual({
      fieldErrors: {},
      conflict: true,
      message: CONFLICT_MESSAGE,
    });
  });

  it('a locked day says so in its own words, not as a stale version', () => {
    const message = 'Timesheets are locked up to 2027-03-23: 2027-03-22 cannot be changed';
    expect(formFailureOf(new ApiError(409, 'Conflict', { message }))).toEqual({
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
    expect(formFailureOf(error)).toEqual({
      fieldErrors: { note: 'A note is required' },
      conflict: false,
      message: 'A note is required (timesheet setting notesRequired)',
    });
  });

  it('a taken name (a rule 409 naming its field in the same words) shows once, on the field', () => {
    const message = 'A team with this name already exists';
    const error = new ApiError(409, 'Conflict', { message, errors: { name: [message] } });
    expect(formFailureOf(error)).toEqual({
      fieldErrors: { name: message },
      conflict: false,
      message: null,
    });
  });

  it('a 400 puts its messages on their fields', () => {
    const error = new ApiError(400, 'Bad Request', {
      message: 'Invalid input',
      errors: {
        minutes: ['At most 24 hours a day: 2027-03-02 already has 1380 minutes, 60 more fit'],
      },
    });
    expect(formFailureOf(error)?.fieldErrors).toEqual({
      minutes: 'At most 24 hours a day: 2027-03-02 already has 1380 minutes, 60 more fit',
    });
    expect(formFailureOf(null)).toBeNull();
  });
});
