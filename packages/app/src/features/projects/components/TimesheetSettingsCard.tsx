import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProjectTimesheetSettings } from '@keel/types';
import { Button, Card, Inline, Select, Skeleton, Stack, Switch, snackbar } from '@keel/ui';
import { errorMessageOf } from '../../../lib/api';
import { useSaveTimesheetSettingsMutation } from '../projects.mutations';
import { timesheetOptionsQueryOptions, timesheetSettingsQueryOptions } from '../projects.queries';

/** Timesheet settings of a project (DOMAIN.md § Projects). */
export function TimesheetSettingsCard({ projectId }: { projectId: number }) {
  const settings = useQuery(timesheetSettingsQueryOptions(projectId));
  const options = useQuery(timesheetOptionsQueryOptions(projectId));
  return (
    <Card title="Timesheet">
      {settings.data && options.data ? (
        <TimesheetForm
          projectId={projectId}
          initial={settings.data}
          logTargets={options.data.logTargets}
        />
      ) : (
        <Skeleton lines={4} label="Loading the timesheet settings" />
      )}
    </Card>
  );
}

function TimesheetForm({
  projectId,
  initial,
  logTargets,
}: {
  projectId: number;
  initial: ProjectTimesheetSettings;
  logTargets: { value: ProjectTimesheetSettings['logTarget']; title: string }[];
}) {
  const [draft, setDraft] = useState(initial);
  const save = useSaveTimesheetSettingsMutation(projectId);
  const set = (patch: Partial<ProjectTimesheetSettings>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Stack>
      <Switch
        isSelected={draft.loggingAllowed}
        onChange={(loggingAllowed) => set({ loggingAllowed })}
      >
        Time logging allowed
      </Switch>
      <Select
        label="Log time on"
        items={logTargets.map((t) => ({ id: t.value, name: t.title }))}
        value={draft.logTarget}
        isDisabled={!draft.loggingAllowed}
        onChange={(value) =>
          value !== null && set({ logTarget: value as ProjectTimesheetSettings['logTarget'] })
        }
      />
      <Switch isSelected={draft.notesRequired} onChange={(notesRequired) => set({ notesRequired })}>
        Notes required
      </Switch>
      <Switch
        isSelected={draft.billableByDefault}
        onChange={(billableByDefault) => set({ billableByDefault })}
      >
        Billable by default
      </Switch>
      <Inline>
        <Button
          variant="primary"
          isLoading={save.isPending}
          onPress={() =>
            save.mutate(draft, {
              onSuccess: () => snackbar.success('Timesheet settings saved'),
              onError: (error) => snackbar.error(errorMessageOf(error)),
            })
          }
        >
          Save timesheet settings
        </Button>
      </Inline>
    </Stack>
  );
}
