import { Outlet } from 'react-router';
import * as styles from './public-layout.css';

/**
 * The layout of the pages a link opens without sign-in (public contract
 * pages, report viewers): only the routed view (SPEC §2 print mode), no user
 * loader and no navigation, so that a client's phone loads little before the
 * figures. The theme class is on <html> already (main.tsx); the document
 * title comes from the route (RootLayout).
 */
export function PublicLayout() {
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
