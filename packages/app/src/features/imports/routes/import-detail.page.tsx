import { useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Inline, Link, PageHeader, QueryStates, Text } from '@keel/ui';
import { formatInstant } from '../../../lib/format';
import * as styles from '../../../lib/management/management.css';
import { DiscardImport } from '../components/DiscardImport';
import { ImportStatusBadge } from '../components/ImportHistory';
import { ImportSteps } from '../components/ImportSteps';
import { importOrigin, importTitle } from '../import-labels';
import { importQueryOptions } from '../imports.queries';

/**
 * `/management/import/{importId}` (manageImports): one import's steps, from
 * the mapping through the dry run to the commit, or its outcome.
 */
export default function ImportDetailPage() {
  const importId = Number(useParams().importId);
  const query = useQuery(importQueryOptions(importId));
  const record = query.data;
  const justRead = (useLocation().state as { justRead?: boolean } | null)?.justRead === true;

  return (
    <div className={styles.page}>
      <PageHeader
        title={record ? importTitle(record) : 'Import'}
        subtitle={
          record ? (
            <Inline gap="small" as="span">
              <ImportStatusBadge record={record} />
              <Text>
                {importOrigin(record)}, started {formatInstant(record.createdAt)} by{' '}
                {record.createdBy?.name ?? 'a former user'}
              </Text>
            </Inline>
          ) : undefined
        }
        actions={
          <Inline gap="medium">
            {record ? <DiscardImport record={record} /> : null}
            <Link href="/management/import">All imports</Link>
          </Inline>
        }
      />
      <QueryStates query={query} what="The import">
        {(loaded) => <ImportSteps key={loaded.id} record={loaded} justRead={justRead} />}
      </QueryStates>
    </div>
  );
}
