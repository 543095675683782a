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

  it('is null without an error', () => {
    expect(formFailureOf(null)).toBeNull();
  });
});
