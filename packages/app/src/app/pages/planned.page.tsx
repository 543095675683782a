import { useMatches } from 'react-router';
import { EmptyState, PageHeader } from '@keel/ui';
import type { KeelMatch } from '../route-handle';
import { pageTitleOf } from '../route-handle';
import * as styles from './pages.css';

/**
 * The page of a route a later module fills (SPEC standard: an honest empty
 * state naming what is coming, never fake data). The route table gives the
 * title and the sentence.
 */
export default function PlannedPage() {
  const matches = useMatches() as KeelMatch[];
  const match = [...matches].reverse().find((m) => m.handle?.planned);
  const planned = match?.handle?.planned;
  const description =
    typeof planned === 'function' ? planned(match!.params) : (planned ?? 'This page is coming.');
  const title = pageTitleOf(matches) ?? 'Coming soon';
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <EmptyState icon="clock" title="Coming soon" description={description} />
    </div>
  );
}
