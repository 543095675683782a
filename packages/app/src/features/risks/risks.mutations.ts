import { useMutation } from '@tanstack/react-query';
import { risksEndpoints, type Risk, type RiskSubscriptionCreateInput } from '@keel/types';
import { apiRequest, useVersionedMutation, useVersionedSaveMutation } from '../../lib/api';
import { useInvalidate } from '../../lib/refresh';
import { risksKeys } from './risks.queries';

/** Any change of an item moves its register, the portfolio views and its drawer: all reload. */
const useInvalidateRisks = () => useInvalidate(risksKeys.all);

const paramsIn = (projectId: number) => (risk: Risk) => ({ projectId, riskId: risk.id });

/** Create (no item yet) or update (with the version read) from the risk dialog. */
export function useSaveRiskMutation(projectId: number, risk: Risk | null) {
  return useVersionedSaveMutation(risksEndpoints, risk, paramsIn(projectId), useInvalidateRisks(), {
    projectId,
  });
}

export function useDeleteRiskMutation(projectId: number) {
  return useVersionedMutation(risksEndpoints.remove, paramsIn(projectId), useInvalidateRisks());
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
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: (body: RiskSubscriptionCreateInput) =>
      apiRequest(risksEndpoints.subscribe, { body }),
    // The notifications view lists the items the subscriptions cover.
    onSuccess: () => invalidate(),
    meta: { errorPolicy: 'inline' },
  });
}

export function useUnsubscribeMutation() {
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: (subscriptionId: number) =>
      apiRequest(risksEndpoints.unsubscribe, { params: { subscriptionId } }),
    onSuccess: () => invalidate(),
  });
}
