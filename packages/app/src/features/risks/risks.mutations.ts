import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  risksEndpoints,
  type Risk,
  type RiskCreateInput,
  type RiskSubscriptionCreateInput,
} from '@keel/types';
import { apiRequest } from '../../lib/api';
import { risksKeys } from './risks.queries';

/** Any change of an item moves its register, the portfolio views and its drawer: all reload. */
function useInvalidateRisks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: risksKeys.all });
}

/** Create (no item yet) or update (with the version read) from the risk dialog. */
export function useSaveRiskMutation(projectId: number, risk: Risk | null) {
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: (body: RiskCreateInput) =>
      risk
        ? apiRequest(risksEndpoints.update, {
            params: { projectId, riskId: risk.id },
            body: { ...body, version: risk.version },
          })
        : apiRequest(risksEndpoints.create, { params: { projectId }, body }),
    onSuccess: () => invalidate(),
    meta: { errorPolicy: 'inline' },
  });
}

export function useDeleteRiskMutation(projectId: number) {
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: (risk: Risk) =>
      apiRequest(risksEndpoints.remove, {
        params: { projectId, riskId: risk.id },
        query: { version: risk.version },
      }),
    onSuccess: () => invalidate(),
  });
}

/** A comment moves the item's count and "updated", so the lists reload with the thread. */
export function useCommentRiskMutation(projectId: number, riskId: number) {
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest(risksEndpoints.comment, { params: { projectId, riskId }, body: { body } }),
    onSuccess: () => invalidate(),
    meta: { errorPolicy: 'inline' },
  });
}

export function useSubscribeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RiskSubscriptionCreateInput) =>
      apiRequest(risksEndpoints.subscribe, { body }),
    // The notifications view lists the items the subscriptions cover.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: risksKeys.all }),
    meta: { errorPolicy: 'inline' },
  });
}

export function useUnsubscribeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: number) =>
      apiRequest(risksEndpoints.unsubscribe, { params: { subscriptionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: risksKeys.all }),
  });
}
