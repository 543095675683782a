import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PublicApp } from './app/PublicApp';
import { applyTheme, resolveTheme, storedThemePreference } from './lib/theme/theme';

/*
 * The entry of the pages a link opens without sign-in (public.html; the server
 * sends it for their addresses): the public pages and their providers only —
 * no shell, no session, no signed-in routes, no query cache (each page reads
 * its one answer with `usePublicData`) — so that a client's phone loads
 * little before the figures (issue 29). The app's entry is main.tsx.
 */

applyTheme(resolveTheme(storedThemePreference()));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <PublicApp />
    </BrowserRouter>
  </StrictMode>,
);
