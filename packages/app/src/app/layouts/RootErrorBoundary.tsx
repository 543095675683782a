import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last resort for an error no page handled (a failed chunk download after a
 * deploy, a bug). Plain markup on purpose: the design system may be what
 * failed to load.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'An unexpected error stopped this page.';
  return (
    <main
      style={{ maxWidth: 560, margin: '15vh auto', padding: '0 24px', fontFamily: 'system-ui' }}
    >
      <h1>Something went wrong</h1>
      <p>{detail}</p>
      <p>
        <a href={window.location.href}>Reload the page</a> or <a href="/">go to the start page</a>.
      </p>
    </main>
  );
}
