import { useParams, useSearchParams } from 'react-router';
import { PrintSheetButton, PrintSheetSection } from '@keel/ui';
import { positiveIntOf, publicContractPath } from '../consumption';
import { formatMoney } from '../../../lib/format';
import { usePublicResourceTimesheet } from '../time-material.public';
import { CapMeters } from '../components/CapMeters';
import { TimesheetEntries, type PageButtonProps } from '../components/TimesheetEntries';
import {
  InvalidLink,
  PublicLink,
  PublicSheet,
  PublicStatus,
  periodText,
} from '../components/PublicSheet';

/**
 * `/public/projects/{projectId}/time-material/resources/{resourceId}/timesheet?stakeholderToken=`:
 * one resource's billable entries on the link's contract, without sign-in.
 */
/** The pager's button here: plain HTML, as the sheet's Print button (see PublicSheet). */
function PlainPageButton({ isDisabled, onPress, children }: PageButtonProps) {
  return (
    <PrintSheetButton isDisabled={isDisabled} onClick={onPress}>
      {children}
    </PrintSheetButton>
  );
}

export default function PublicResourceTimesheetPage() {
  const { projectId: projectParam, resourceId: resourceParam } = useParams();
  const [params, setParams] = useSearchParams();
  const projectId = positiveIntOf(projectParam ?? null);
  const resourceId = positiveIntOf(resourceParam ?? null);
  const token = params.get('stakeholderToken') ?? '';
  const page = positiveIntOf(params.get('page')) ?? 1;
  const timesheet = usePublicResourceTimesheet(projectId, token, resourceId, page);

  if (projectId === null || resourceId === null || token === '') return <InvalidLink />;
  if (!timesheet.data) return <PublicStatus query={timesheet} />;

  const { project, contract, resource, entries } = timesheet.data;
  return (
    <PublicSheet
      project={project}
      title={`Timesheet of ${resource.name}`}
      subtitle={`${contract.name} · ${periodText(contract)} · ${formatMoney(resource.hourlyRate)} an hour`}
      back={
        <PublicLink href={publicContractPath(projectId, token)}>Back to the contract</PublicLink>
      }
    >
      <PrintSheetSection title="Totals">
        <CapMeters
          consumed={resource.consumed}
          capMinutes={resource.capMinutes}
          capAmount={null}
          subject={resource.name}
        />
      </PrintSheetSection>
      <PrintSheetSection title="Billable time">
        <TimesheetEntries
          entries={entries}
          showTask={false}
          PageButton={PlainPageButton}
          onPageChange={(next) =>
            setParams((p) => {
              const search = new URLSearchParams(p);
              search.set('page', String(next));
              return search;
            })
          }
        />
      </PrintSheetSection>
    </PublicSheet>
  );
}
