import * as styles from './public-layout.css';

/**
 * What a public page shows while its code loads on the first visit
 * (react-router's HydrateFallback of the public layout): a few words at
 * once instead of a blank screen. Part of the entry chunk, so kept tiny.
 */
export function PublicLoading() {
  return (
    <main id="main-content" tabIndex={-1} className={styles.main}>
      <p role="status" className={styles.loading}>
        Loading…
      </p>
    </main>
  );
}
