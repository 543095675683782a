import { PROJECT_STATUS_TITLES, type ProjectListItem } from '@keel/types';
import { ItemList, ItemListItem, Link, RAG_LABELS, StatusDot, Text } from '@keel/ui';
import { formatNumber } from '../../../lib/format';
import * as styles from '../projects.css';

/** Under a bounded list: how many it shows of how many, and where to see them all. */
export function MoreInBrowser({
  shown,
  total,
  what,
  href,
}: {
  shown: number;
  total: number;
  what: string;
  href: string;
}) {
  if (total <= shown) return null;
  return (
    <Text as="p" tone="muted" size="small">
      {`Showing ${shown} of ${formatNumber(total)} ${what}. `}
      <Link href={href}>See all in the browser</Link>
    </Text>
  );
}

/** A dashboard card's projects: overall RAG, code and name, status. */
export function ProjectList({
  label,
  projects,
  empty,
}: {
  label: string;
  projects: ProjectListItem[];
  empty: string;
}) {
  if (projects.length === 0)
    return (
      <Text as="p" tone="muted" size="small">
        {empty}
      </Text>
    );
  return (
    <ItemList aria-label={label}>
      {projects.map((p) => (
        <ItemListItem key={p.id}>
          <StatusDot status={p.rag.overall} label={`Overall: ${RAG_LABELS[p.rag.overall]}`} />
          <span className={styles.grow}>
            <Link href={`/projects/${p.id}/overview`} tone="neutral" underline="hover">
              {`${p.code} ${p.name}`}
            </Link>
          </span>
          <Text tone="muted" size="small">
            {PROJECT_STATUS_TITLES[p.status]}
          </Text>
        </ItemListItem>
      ))}
    </ItemList>
  );
}
