import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** A request the stubbed fetch saw, its JSON body parsed (a FormData as sent; null without one). */
export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
}

function bodyOf(body: RequestInit['body']): unknown {
  if (body instanceof FormData) return body;
  return body ? JSON.parse(String(body)) : null;
}

/** A JSON answer as the API gives it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces `fetch` with `answer` and records every request in the list returned (undo with
 * `vi.unstubAllGlobals()` after each test).
 */
export function stubFetch(answer: (request: SeenRequest) => Response): SeenRequest[] {
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: bodyOf(init?.body),
      };
      requests.push(request);
      return answer(request);
    }),
  );
  return requests;
}

/** Renders `ui` under a fresh query client that does not retry. */
export function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** Renders `routes` under a memory router opened at `url`, with fresh queries as renderWithQueries. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}
