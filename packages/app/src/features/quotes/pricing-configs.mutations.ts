import { useMutation } from '@tanstack/react-query';
import { pricingConfigsEndpoints, type MarkupEntryInput, type PricingConfig } from '@keel/types';
import { apiRequest, useVersionedMutation } from '../../lib/api';
import { useInvalidate } from '../../lib/refresh';
import { pricingConfigsKeys } from './pricing-configs.queries';

const useInvalidateConfigs = () => useInvalidate(pricingConfigsKeys.list());

const paramsOf = (config: PricingConfig) => ({ configId: config.id });

const inline = { errorPolicy: 'inline' } as const;

/** Create a config (null) or rename one (with its version). */
export function useSavePricingConfigMutation(config: PricingConfig | null) {
  const invalidate = useInvalidateConfigs();
  return useMutation({
    mutationFn: (body: { name: string }) =>
      config
        ? apiRequest(pricingConfigsEndpoints.update, {
            params: { configId: config.id },
            body: { name: body.name, version: config.version },
          })
        : apiRequest(pricingConfigsEndpoints.create, { body }),
    onSuccess: invalidate,
    meta: inline,
  });
}

/** Replaces the whole list (how a reorder is saved), against the version the page shows. */
export function useReplaceMarkupsMutation() {
  const invalidate = useInvalidateConfigs();
  return useMutation({
    mutationFn: ({ config, markups }: { config: PricingConfig; markups: MarkupEntryInput[] }) =>
      apiRequest(pricingConfigsEndpoints.update, {
        params: { configId: config.id },
        body: { version: config.version, markups },
      }),
    onSuccess: invalidate,
  });
}

export function useDeletePricingConfigMutation() {
  return useVersionedMutation(pricingConfigsEndpoints.remove, paramsOf, useInvalidateConfigs());
}

/** Add an entry at the end (index null) or replace the entry at `index`. */
export function useSaveMarkupMutation(config: PricingConfig, index: number | null) {
  const invalidate = useInvalidateConfigs();
  return useMutation({
    mutationFn: (entry: MarkupEntryInput) =>
      index === null
        ? apiRequest(pricingConfigsEndpoints.addMarkup, {
            params: { configId: config.id },
            body: { ...entry, version: config.version },
          })
        : apiRequest(pricingConfigsEndpoints.updateMarkup, {
            params: { configId: config.id, markupIndex: index },
            body: { ...entry, version: config.version },
          }),
    onSuccess: invalidate,
    meta: inline,
  });
}

export function useDeleteMarkupMutation(config: PricingConfig) {
  const invalidate = useInvalidateConfigs();
  return useMutation({
    mutationFn: (index: number) =>
      apiRequest(pricingConfigsEndpoints.removeMarkup, {
        params: { configId: config.id, markupIndex: index },
        query: { version: config.version },
      }),
    onSuccess: invalidate,
  });
}
