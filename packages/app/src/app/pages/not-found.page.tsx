import { Link, Text } from '@keel/ui';
import { page } from '../../lib/styles/layout.css';
import * as styles from './pages.css';

/** `/not-found` and every unknown path. */
export default function NotFoundPage() {
  return (
    <div className={`${page} ${styles.centered}`}>
      <div style={{ maxWidth: 520 }}>
        <Text as="h1" size="xxlarge">
          Page not found
        </Text>
        <Text as="p" tone="muted">
          There is nothing at this address. It may have moved, or the link may be mistyped.
        </Text>
        <Link href="/">Go to the start page</Link>
      </div>
    </div>
  );
}
