import { Link } from '@keel/ui';
import * as styles from './pages.css';

/** `/unauthorized`: where a 403 or a permission guard leads (SPEC §8). */
export default function UnauthorizedPage() {
  return (
    <div className={`${styles.page} ${styles.centered}`}>
      <div>
        <h1 className={styles.title}>You are not allowed to see this page</h1>
        <p className={styles.text}>
          Your account does not have the permission this page needs. Ask an administrator if you
          think it should.
        </p>
        <Link href="/">Go to the start page</Link>
      </div>
    </div>
  );
}
