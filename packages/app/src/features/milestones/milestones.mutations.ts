import { useMutation } from '@tanstack/react-query';
import { milestonesEndpoints, type Milestone, type MilestoneCreateInput } from '@keel/types';
import { apiRequest, useVersionedMutation, useVersionedSaveMutation } from '../../lib/api';
import { useAnnounce } from '../../lib/refresh';

/*
 * Invalidation rules: any write to a milestone announces `milestone changed`,
 * which refreshes every milestone query of its project (the page's lists and
 * the task page's picker) and the finance figures (amounts and dates are its
 * revenue, actual or forecast); a rename or a delete also refreshes the tasks,
 * which show their milestone's name (app/refresh-map.ts).
 */
function useInvalidateMilestones(projectId: number, renamedOrDeleted = false) {
  return useAnnounce({ name: 'milestone changed', projectId, renamedOrDeleted });
}

const paramsIn = (projectId: number) => (milestone: Milestone) => ({
  projectId,
  milestoneId: milestone.id,
});

/** The fields a write sends, from a milestone as read (for inline status changes). */
export function milestoneInputOf(milestone: Milestone): MilestoneCreateInput {
  return {
    name: milestone.name,
    description: milestone.description,
    dueDate: milestone.dueDate,
    // `missed` is derived: such a milestone is stored as planned.
    status: milestone.status === 'reached' ? 'reached' : 'planned',
    financial: milestone.financial,
    amount: milestone.financials?.amount.amount ?? null,
    forecastDate: milestone.financials?.forecastDate ?? null,
    invoicedDate: milestone.financials?.invoicedDate ?? null,
    paidDate: milestone.financials?.paidDate ?? null,
  };
}

/** Create (no milestone yet) or update (with its version) from the milestone dialog. */
export function useSaveMilestoneMutation(projectId: number, milestone: Milestone | null) {
  return useVersionedSaveMutation(
    milestonesEndpoints,
    milestone,
    paramsIn(projectId),
    useInvalidateMilestones(projectId, milestone !== null),
    { projectId },
  );
}

/**
 * Planned <-> reached from the list or the timeline: sends every field as
 * read with the version read, so a change by someone else meets a 409.
 */
export function useSetMilestoneStatusMutation(projectId: number) {
  const invalidate = useInvalidateMilestones(projectId);
  return useMutation({
    mutationFn: ({ milestone, status }: { milestone: Milestone; status: 'planned' | 'reached' }) =>
      apiRequest(milestonesEndpoints.update, {
        params: paramsIn(projectId)(milestone),
        body: { ...milestoneInputOf(milestone), status, version: milestone.version },
      }),
    onSuccess: invalidate,
    // A 409 still refreshes the list, so the next try starts from the current milestone.
    onError: invalidate,
  });
}

export function useDeleteMilestoneMutation(projectId: number) {
  return useVersionedMutation(
    milestonesEndpoints.remove,
    paramsIn(projectId),
    useInvalidateMilestones(projectId, true),
  );
}
