import { useNavigate } from 'react-router';
import { Card, PageHeader, Stack, Tabs } from '@keel/ui';
import type { Import } from '@keel/types';
import * as styles from '../../../lib/management/management.css';
import { ImportHistory, importPath } from '../components/ImportHistory';
import { RedmineForm } from '../components/RedmineForm';
import { UploadForm } from '../components/UploadForm';

/**
 * `/management/import` (manageImports): start an import from a file or a
 * Redmine server, and the history of past imports with rollback. One import's
 * steps (mapping, dry run, commit) are `/management/import/{importId}`.
 */
export default function ImportPage() {
  const navigate = useNavigate();
  // The detail page moves focus to the mapping of an import just read.
  const open = (record: Import) => void navigate(importPath(record), { state: { justRead: true } });

  return (
    <div className={styles.page}>
      <PageHeader
        title="Import"
        subtitle="Bring projects, tasks, time entries and contacts in from a file or a Redmine server: map the columns, check every row, then write them all or none."
      />
      <Stack gap="large">
        <Card title="Start an import">
          <Tabs
            aria-label="Where the records come from"
            items={[
              { id: 'file', title: 'From a file', content: <UploadForm onRead={open} /> },
              { id: 'redmine', title: 'From Redmine', content: <RedmineForm onRead={open} /> },
            ]}
          />
        </Card>
        <Card title="History">
          <ImportHistory />
        </Card>
      </Stack>
    </div>
  );
}
