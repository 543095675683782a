import { MESSAGES } from '@keel/types';
import { ApiError, ResponseShapeError } from './api-error';
import { errorMessageOf, fieldErrorsOf } from './error-message';

describe('errorMessageOf (SPEC §8)', () => {
  it('uses a plain-text body as it is', () => {
    expect(errorMessageOf(new ApiError(500, 'Internal Server Error', 'Disk full'))).toBe(
      'Disk full',
    );
  });

  it('joins the values of a JSON body’s errors with a semicolon and a newline', () => {
    const error = new ApiError(400, 'Bad Request', {
      message: 'Invalid request',
      errors: { name: ['Name is required'], email: ['Enter a valid email address', 'Too long'] },
    });
    expect(errorMessageOf(error)).toBe('Name is required;\nEnter a valid email address;\nToo long');
  });

  it('accepts a single message per field as well as a list', () => {
    const error = new ApiError(400, 'Bad Request', { errors: { name: 'Name is required' } });
    expect(errorMessageOf(error)).toBe('Name is required');
  });

  it('falls back to the message field when errors is absent or empty', () => {
    expect(
      errorMessageOf(new ApiError(409, 'Conflict', { message: 'Changed by someone else' })),
    ).toBe('Changed by someone else');
    expect(errorMessageOf(new ApiError(409, 'Conflict', { message: 'Stale', errors: {} }))).toBe(
      'Stale',
    );
  });

  it('uses a JSON string body', () => {
    expect(errorMessageOf(new ApiError(422, 'Unprocessable Entity', 'Quote is archived'))).toBe(
      'Quote is archived',
    );
  });

  it('falls back to the status text when the body says nothing', () => {
    expect(errorMessageOf(new ApiError(502, 'Bad Gateway', undefined))).toBe('Bad Gateway');
    expect(errorMessageOf(new ApiError(500, 'Internal Server Error', { requestId: 'r1' }))).toBe(
      'Internal Server Error',
    );
  });

  it('falls back to the generic text without a status text', () => {
    expect(errorMessageOf(new ApiError(500, '', ''))).toBe(MESSAGES.genericError);
    expect(errorMessageOf(new ApiError(0, '', undefined))).toBe('Ops! Something went wrong.');
  });

  it('gives the generic text for errors that are not API answers', () => {
    expect(errorMessageOf(new ResponseShapeError('bad shape'))).toBe(MESSAGES.genericError);
    expect(errorMessageOf(new TypeError('x is undefined'))).toBe(MESSAGES.genericError);
  });
});

describe('fieldErrorsOf', () => {
  it('keys the first message of each field by the field name', () => {
    const error = new ApiError(400, 'Bad Request', {
      message: 'Invalid request',
      errors: { email: ['Enter a valid email address', 'Too long'], name: 'Name is required' },
    });
    expect(fieldErrorsOf(error)).toEqual({
      email: 'Enter a valid email address',
      name: 'Name is required',
    });
  });

  it('is empty for errors without field errors', () => {
    expect(fieldErrorsOf(new ApiError(500, 'x', 'text'))).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
