import { RAG_DIMENSIONS, type ReportRag } from '@keel/types';
import { RAG_LABELS, StatusDot } from '@keel/ui';
import * as styles from '../reports.css';
import { RAG_DIMENSION_TITLES } from '../../projects';

/**
 * RAG dimensions as labelled chips (`Schedule: Amber`): the words, not only
 * the colour. `details` leaves out the overall status (shown in its own column).
 */
export function RagChips({
  rag,
  dimensions = 'all',
}: {
  rag: ReportRag;
  dimensions?: 'all' | 'details';
}) {
  const shown =
    dimensions === 'all' ? RAG_DIMENSIONS : RAG_DIMENSIONS.filter((d) => d !== 'overall');
  return (
    <span className={styles.chips}>
      {shown.map((d) => (
        <span key={d} className={styles.chip}>
          <StatusDot
            status={rag[d].status}
            showLabel
            label={`${RAG_DIMENSION_TITLES[d]}: ${RAG_LABELS[rag[d].status]}`}
          />
        </span>
      ))}
    </span>
  );
}
