import type { TestServer } from '../../test/test-server';

/** For the task tests: the status of a request made as a demo account (with an optional JSON body). */
export async function statusOf(
  server: TestServer,
  who: Parameters<TestServer['call']>[0],
  method: string,
  path: string,
  body?: unknown,
): Promise<number> {
  return (await server.call(who, method, path, body)).status;
}
