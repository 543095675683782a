import { Link, Text } from '@keel/ui';
import { page } from '../../lib/styles/layout.css';
import * as styles from './pages.css';

/** `/unauthorized`: where a 403 or a permission guard leads (SPEC §8). */
export default function UnauthorizedPage() {
  return (
    <div className={`${page} ${styles.centered}`}>
      <div style={{ maxWidth: 520 }}>
        <Text as="h1" size="xxlarge">
          You are not allowed to see this page
        </Text>
        <Text as="p" tone="muted">
          Your account does not have the permission this page needs. Ask an administrator if you
          think it should.
        </Text>
        <Link href="/">Go to the start page</Link>
      </div>
    </div>
  );
}
