import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { PublicApp } from './app/PublicApp';
import { createQueryClient } from './app/query-client';
import { applyTheme, resolveTheme, storedThemePreference } from './lib/theme/theme';

/*
 * The entry of the pages a link opens without sign-in (public.html; the server
 * sends it for their addresses): the public pages and their providers only —
 * no shell, no session, no signed-in routes — so that a client's phone loads
 * little before the figures (issue 29). The app's entry is main.tsx.
 */

applyTheme(resolveTheme(storedThemePreference()));

// The public pages' queries only log their failures (`errorPolicy: 'log'`) and
// show their own page; the policy's other ways out leave for the app.
const queryClient = createQueryClient({
  currentLocation: () => window.location.pathname + window.location.search + window.location.hash,
  navigate: (to, options) =>
    options?.replace ? window.location.replace(to) : window.location.assign(to),
  // No snackbar outside the shell: nothing would show it.
  showError: () => undefined,
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <PublicApp />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
