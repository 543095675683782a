import { useState } from 'react';
import { Button, Callout, Card, Stack } from '@keel/ui';
import type { Import } from '@keel/types';
import { formatInstant } from '../../../lib/format';
import { countsLine } from '../import-labels';
import { ImportCounts, ReportLink } from './DryRunResults';
import { RollbackDialog } from './ImportHistory';

/** A committed or rolled-back import: what it wrote, the report, and the rollback. */
export function ImportOutcome({ record }: { record: Import }) {
  const [rollingBack, setRollingBack] = useState<Import | null>(null);
  const committed = record.status === 'committed';
  return (
    <Card title={committed ? 'Committed' : 'Rolled back'}>
      <Stack gap="medium">
        <Callout tone={committed ? 'positive' : 'caution'} announce="status">
          {committed
            ? `Committed on ${formatInstant(record.committedAt)}: ${countsLine(record)}.`
            : `Rolled back on ${formatInstant(record.rolledBackAt)}: what it added is removed and what it updated has its former values again.`}
        </Callout>
        <ImportCounts record={record} />
        <ReportLink record={record} />
        {committed ? (
          <div>
            <Button onPress={() => setRollingBack(record)}>Roll back</Button>
          </div>
        ) : null}
      </Stack>
      <RollbackDialog record={rollingBack} onClose={() => setRollingBack(null)} />
    </Card>
  );
}
