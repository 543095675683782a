import { Link } from '@keel/ui';
import * as styles from './pages.css';

/** `/not-found` and every unknown path. */
export default function NotFoundPage() {
  return (
    <div className={`${styles.page} ${styles.centered}`}>
      <div>
        <h1 className={styles.title}>Page not found</h1>
        <p className={styles.text}>
          There is nothing at this address. It may have moved, or the link may be mistyped.
        </p>
        <Link href="/">Go to the start page</Link>
      </div>
    </div>
  );
}
