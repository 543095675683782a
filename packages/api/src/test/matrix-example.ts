import { DEMO_PROJECTS, type DemoAccountKey } from '../demo/demo-workspace';
import type { TestServer } from './test-server';

/**
 * The shape of an authorization-matrix example, shared by every module's
 * `*.matrix-examples.ts` and by `test/matrix.ts`: a caller, the request it
 * sends, and the function that makes that request for a caller.
 */
export type Who = 'signedOut' | DemoAccountKey;

export interface ExampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A raw body with its headers (e.g. a multipart upload) instead of a JSON `body`. */
  raw?: string;
  headers?: Record<string, string>;
  /** Runs after the request (e.g. gives a demo account its password back). */
  after?: () => Promise<void>;
}

/** One valid request of a route, for a caller and the test server. */
export type Example = (who: Who, server: TestServer) => Promise<ExampleRequest>;

/** The demo project the matrix examples work in (the first demo project). */
export const MATRIX_PROJECT_CODE = (DEMO_PROJECTS[0] as (typeof DEMO_PROJECTS)[number]).code;

/** The id of the matrix project in the test server's database. */
export function matrixProjectId(server: TestServer): Promise<number> {
  return server.idOf('projects', { code: MATRIX_PROJECT_CODE });
}
