import { useQuery } from '@tanstack/react-query';
import { Columns, Skeleton, Stack } from '@keel/ui';
import { useProjectContext } from '../project-context';
import { projectEditOptionsQueryOptions } from '../projects.queries';
import { GeneralSettingsForm } from '../components/GeneralSettingsForm';
import { MembersCard } from '../components/MembersCard';
import { TimesheetSettingsCard } from '../components/TimesheetSettingsCard';
import { DangerZoneCard } from '../components/DangerZoneCard';

/** Settings tab: general fields and custom values, members, timesheet, archive and delete. */
export default function SettingsPage() {
  const { project, permissions } = useProjectContext();
  const options = useQuery({
    ...projectEditOptionsQueryOptions(project.id),
    enabled: permissions.updateProject || permissions.manageMembers,
  });

  if ((permissions.updateProject || permissions.manageMembers) && !options.data) {
    return <Skeleton lines={6} label="Loading the settings" />;
  }

  return (
    <Columns minColumnWidth={320} gap="large">
      <Stack>
        {permissions.updateProject && options.data ? (
          <GeneralSettingsForm
            project={project}
            options={options.data}
            canShareAmounts={permissions.readFinancials}
          />
        ) : null}
      </Stack>
      <Stack>
        {permissions.manageMembers && options.data ? (
          <MembersCard projectId={project.id} options={options.data} />
        ) : null}
        {permissions.manageSettings ? <TimesheetSettingsCard projectId={project.id} /> : null}
        {permissions.updateProject || permissions.deleteProject ? (
          <DangerZoneCard
            project={project}
            canArchive={permissions.updateProject}
            canDelete={permissions.deleteProject}
          />
        ) : null}
      </Stack>
    </Columns>
  );
}
