import type { ErrorBody } from '@keel/types';
import { expect } from 'vitest';
import type { ApiResponse } from './test-server';

/** Expects a 400 whose `errors` name `field` (the answer's text shown when it is not). */
export function expectInvalid(response: ApiResponse, field: string): void {
  expect(response.status, response.text).toBe(400);
  expect((response.body as ErrorBody).errors).toHaveProperty([field]);
}

/** Expects a 400 whose `errors` name exactly `fields`, in any order (the answer's text shown when not). */
export function expectInvalidFields(response: ApiResponse, fields: readonly string[]): void {
  expect(response.status, response.text).toBe(400);
  expect(Object.keys((response.body as ErrorBody).errors ?? {}).sort()).toEqual([...fields].sort());
}
