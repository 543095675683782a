import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../../private/lazy-overlay';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './AppShell.css';
import { ShellDrawerContext } from './shell-context';

// The navigation drawer of small screens loads the first time it opens.
const Drawer = lazy(() => import('../Drawer/Drawer').then((m) => ({ default: m.Drawer })));

export interface AppShellProps {
  /** The NavRail. */
  rail: ReactNode;
  /** The NavPanel of the current section; omit where the panel is hidden (`/timesheet`, ...). */
  panel?: ReactNode;
  /** The routed view. */
  children: ReactNode;
  /** Renders only the routed view, without any navigation (report viewers). @default false */
  printMode?: boolean;
  /** Title in the small-screen top bar. @default 'Keel' */
  title?: string;
}

/**
 * Rail + optional panel + main content. Under 768 px the rail and panel are hidden and a top bar's
 * menu button opens them in a drawer; following a link in the drawer closes it.
 */
export function AppShell({
  rail,
  panel,
  children,
  printMode = false,
  title = 'Keel',
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen);
  if (printMode) {
    return (
      <main id="main-content" className={styles.printMain}>
        {children}
      </main>
    );
  }
  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <header className={styles.topBar}>
        <IconButton icon="menu" aria-label="Open navigation" onPress={() => setDrawerOpen(true)} />
        <span className={styles.topBarTitle}>{title}</span>
      </header>
      <div className={styles.navigation}>
        {rail}
        {panel}
      </div>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <Drawer
            title="Navigation"
            width="content"
            isOpen={drawerOpen}
            onOpenChange={setDrawerOpen}
          >
            {(close) => (
              // Links are the app's router links; a click that follows one closes the drawer.
              <div
                className={styles.drawerContent}
                onClick={(event) => {
                  if ((event.target as Element).closest('a[href]')) close();
                }}
              >
                <ShellDrawerContext.Provider value={{ inDrawer: true }}>
                  {rail}
                  {panel}
                </ShellDrawerContext.Provider>
              </div>
            )}
          </Drawer>
        </Suspense>
      ) : null}
    </div>
  );
}
