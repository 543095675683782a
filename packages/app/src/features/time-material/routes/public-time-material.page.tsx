import { useParams, useSearchParams } from 'react-router';
import { PrintSheetSection } from '@keel/ui';
import { positiveIntOf, publicTimesheetPath } from '../consumption';
import { usePublicTimeMaterial } from '../time-material.public';
import { CapMeters } from '../components/CapMeters';
import { useWideScreen } from '../components/useWideScreen';
import { MonthlyConsumption } from '../components/MonthlyConsumption';
import { ResourcesTable } from '../components/ResourcesTable';
import {
  InvalidLink,
  PublicLink,
  PublicSheet,
  PublicStatus,
  periodText,
} from '../components/PublicSheet';

/**
 * `/public/projects/{projectId}/time-material?stakeholderToken=`: the contract
 * a client's link opens, without sign-in: caps, resources (as an invoice
 * shows them: billing rate, hours, amount), months.
 */
export default function PublicTimeMaterialPage() {
  const { projectId: projectParam } = useParams();
  const [params] = useSearchParams();
  const projectId = positiveIntOf(projectParam ?? null);
  const token = params.get('stakeholderToken') ?? '';
  const wide = useWideScreen();
  const view = usePublicTimeMaterial(projectId, token);

  if (projectId === null || token === '') return <InvalidLink />;
  if (!view.data) return <PublicStatus query={view} />;

  const { project, contract, resources, months } = view.data;
  return (
    <PublicSheet
      project={project}
      title={contract.name}
      subtitle={`Time and material contract · ${periodText(contract)} · ${contract.currency}`}
    >
      <PrintSheetSection title="Consumption">
        <CapMeters
          consumed={contract.consumed}
          capMinutes={contract.capMinutes}
          capAmount={contract.capAmount}
        />
      </PrintSheetSection>
      <PrintSheetSection title="Resources">
        {resources.length === 0 ? (
          <p>No one bills time on this contract yet.</p>
        ) : (
          <ResourcesTable
            showRate
            showActions={false}
            rows={resources.map((r) => ({
              id: r.id,
              name: (
                <PublicLink
                  href={publicTimesheetPath(projectId, r.id, token)}
                  aria-label={`${r.name}: timesheet`}
                >
                  {r.name}
                </PublicLink>
              ),
              hourlyRate: r.hourlyRate,
              capMinutes: r.capMinutes,
              consumed: r.consumed,
            }))}
          />
        )}
      </PrintSheetSection>
      <PrintSheetSection title="Per month">
        <MonthlyConsumption
          months={months}
          resources={resources}
          currency={contract.currency}
          showChart={wide}
        />
      </PrintSheetSection>
    </PublicSheet>
  );
}
