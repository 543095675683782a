import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectTimesheetSettings } from '@keel/types';
import { Button, Card, Inline, Select, Skeleton, Stack, Switch, snackbar } from '@keel/ui';
import { ConflictCallout } from '../../../lib/management/components/ConflictCallout';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { useSaveTimesheetSettingsMutation } from '../projects.mutations';
import { timesheetOptionsQueryOptions, timesheetSettingsQueryOptions } from '../projects.queries';

/**
 * Timesheet settings of a project (DOMAIN.md § Projects). They are columns of
 * the project and carry its version: the form sends the version of the
 * settings as last loaded (the page's own project saves reload them, as the
 * general form follows the project's); a 409 means someone else saved the
 * project meanwhile, and the user reloads (the draft starts again from the
 * settings as fetched by the reload itself).
 */
export function TimesheetSettingsCard({ projectId }: { projectId: number }) {
  const settings = useQuery(timesheetSettingsQueryOptions(projectId));
  const options = useQuery(timesheetOptionsQueryOptions(projectId));
  return (
    <Card title="Timesheet">
      {settings.data && options.data ? (
        <TimesheetForm
          projectId={projectId}
          initial={settings.data}
          version={settings.data.version}
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
  version,
  logTargets,
}: {
  projectId: number;
  initial: ProjectTimesheetSettings;
  /** The version of the settings as last loaded. */
  version: number;
  logTargets: { value: ProjectTimesheetSettings['logTarget']; title: string }[];
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const save = useSaveTimesheetSettingsMutation(projectId);
  const set = (patch: Partial<ProjectTimesheetSettings>) => setDraft((d) => ({ ...d, ...patch }));
  const conflict = isApiError(save.error) && save.error.status === 409;
  const reload = async () => {
    const key = timesheetSettingsQueryOptions(projectId).queryKey;
    await queryClient.invalidateQueries({ queryKey: key });
    const fresh = queryClient.getQueryData(key);
    if (fresh) setDraft(fresh);
    save.reset();
  };
  return (
    <Stack>
      {conflict ? (
        <ConflictCallout onReload={() => void reload()}>
          This project was changed by someone else. Reload the timesheet settings to see the stored
          ones, then edit again.
        </ConflictCallout>
      ) : null}
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
            save.mutate(
              {
                loggingAllowed: draft.loggingAllowed,
                logTarget: draft.logTarget,
                notesRequired: draft.notesRequired,
                billableByDefault: draft.billableByDefault,
                version,
              },
              {
                onSuccess: () => snackbar.success('Timesheet settings saved'),
                onError: (error) => {
                  // A stale version (409) shows in the form itself, with a reload.
                  if (isApiError(error) && error.status === 409) return;
                  snackbar.error(errorMessageOf(error));
                },
              },
            )
          }
        >
          Save timesheet settings
        </Button>
      </Inline>
    </Stack>
  );
}
