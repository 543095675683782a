import * as styles from './DemoWorkspaceBanner.css';

/**
 * Shown on every signed-in page while the demo accounts exist: their
 * password is published, so this workspace is not for real data.
 */
export function DemoWorkspaceBanner() {
  return (
    <div role="status" aria-label="Demo workspace" className={styles.banner}>
      <strong>Demo workspace.</strong> The demo accounts and their password are public: do not enter
      real data. Start without <code>SEED_DEMO</code> for real use.
    </div>
  );
}
