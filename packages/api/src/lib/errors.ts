/**
 * The one error family of the API. Services throw these; the error handler
 * renders each into the single error body shape `{message, errors?, requestId?}`.
 */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(errors: FieldErrors, message = 'The request is not valid') {
    super(400, message, errors);
  }

  /** A single field's problem, e.g. `ValidationError.field('token', 'This invitation has expired')`. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] }, message);
  }
}

/** Throws a 400 listing every field's problem when there is any (the message names the first). */
export function throwIfAny(errors: FieldErrors): void {
  const first = Object.entries(errors)[0];
  if (first) throw new ValidationError(errors, `${first[0]}: ${first[1][0]}`);
}

/** The base of an error that always answers `status`, with `fallback` when no message is given. */
function answering(status: number, fallback: string) {
  return class extends AppError {
    constructor(message = fallback) {
      super(status, message);
    }
  };
}

export class UnauthorizedError extends answering(401, 'Sign in to continue') {}

export class ForbiddenError extends answering(403, 'You do not have permission to do this') {}

export class NotFoundError extends answering(404, 'Not found') {}

/** `value` when it was found, else a 404 with `message` (e.g. `orNotFound(await repo.findRole(db, id), 'Role not found')`). */
export function orNotFound<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new NotFoundError(message);
  return value;
}

export class ConflictError extends AppError {
  /**
   * `current`: after a stale version, the record as it is stored now (the 409
   * body carries it as `current`); absent for a 409 about a rule.
   */
  constructor(
    message = 'This record was changed by someone else; reload and try again',
    readonly current?: unknown,
    errors?: FieldErrors,
  ) {
    super(409, message, errors);
  }

  /** A rule's 409 on one field, e.g. `ConflictError.field('name', 'A team with this name already exists')`. */
  static field(field: string, message: string): ConflictError {
    return new ConflictError(message, undefined, { [field]: [message] });
  }
}

export class PayloadTooLargeError extends answering(413, 'The request body is too large') {}

export class UnsupportedMediaTypeError extends answering(
  415,
  'Send the request body as application/json or multipart/form-data',
) {}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
