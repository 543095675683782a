import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reportsEndpoints,
  type StatusReport,
  type StatusReportCreateInput,
  type StatusReportUpdateInput,
} from '@keel/types';
import { apiRequest, useVersionedMutation } from '../../lib/api';
import { reportsKeys } from './reports.queries';

/**
 * Every write changes the project's tab (list, report, register); publishing
 * and the public link change the portfolio pages too, so they refresh both.
 */
function useInvalidate(projectId: number, portfolio = false) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reportsKeys.project(projectId) }),
      portfolio
        ? queryClient.invalidateQueries({ queryKey: reportsKeys.portfolio() })
        : Promise.resolve(),
    ]);
  };
}

type ReportRef = Pick<StatusReport, 'id' | 'version'>;

const reportIn = (projectId: number) => (report: ReportRef) => ({
  projectId,
  reportId: report.id,
});

/** A new draft, pre-filled by the server (RAG with comments, period, top risks). */
export function useCreateReportMutation(projectId: number) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: (body: StatusReportCreateInput) =>
      apiRequest(reportsEndpoints.create, { params: { projectId }, body }),
    onSuccess: invalidate,
  });
}

/** Save the whole draft with the version it was read at (409 when stale or published). */
export function useSaveReportMutation(projectId: number, reportId: number) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: (body: StatusReportUpdateInput) =>
      apiRequest(reportsEndpoints.update, { params: { projectId, reportId }, body }),
    onSuccess: invalidate,
    meta: { errorPolicy: 'inline' },
  });
}

/** Delete a draft: its cached detail goes (a refetch would only answer 404), the list refreshes. */
export function useDeleteReportMutation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: ReportRef) =>
      apiRequest(reportsEndpoints.remove, {
        params: reportIn(projectId)(report),
        query: { version: report.version },
      }),
    onSuccess: async (_answer, report) => {
      queryClient.removeQueries({ queryKey: reportsKeys.detail(projectId, report.id) });
      await queryClient.invalidateQueries({ queryKey: reportsKeys.lists(projectId) });
    },
    meta: { errorPolicy: 'inline' },
  });
}

/** Freeze the draft: it can never be edited or deleted afterwards. */
export function usePublishReportMutation(projectId: number) {
  return useVersionedMutation(
    reportsEndpoints.publish,
    reportIn(projectId),
    useInvalidate(projectId, true),
    { errorPolicy: 'inline' },
  );
}

/**
 * Create or rotate the public link. The answer is the only one that carries
 * the token: the caller shows it once, from the mutation's data.
 */
export function useCreateReportLinkMutation(projectId: number) {
  return useVersionedMutation(
    reportsEndpoints.createPublicLink,
    reportIn(projectId),
    useInvalidate(projectId),
    { errorPolicy: 'inline' },
  );
}

export function useRevokeReportLinkMutation(projectId: number) {
  return useVersionedMutation(
    reportsEndpoints.revokePublicLink,
    reportIn(projectId),
    useInvalidate(projectId),
  );
}
