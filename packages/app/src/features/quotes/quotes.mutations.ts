import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  quotesEndpoints,
  quoteTemplatesEndpoints,
  type Quote,
  type QuoteCreateInput,
  type QuoteStatus,
  type QuoteUpdateInput,
} from '@keel/types';
import { apiRequest } from '../../lib/api';
import { quotesKeys } from './quotes.queries';

/**
 * A write changes the quote (detail and revisions sit under its key) and the
 * lists it shows in; the mutation resolves only once both are fresh, so the
 * page never shows the old version after a save.
 */
function useInvalidateQuote() {
  const queryClient = useQueryClient();
  return async (id: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: quotesKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: quotesKeys.lists() }),
    ]);
  };
}

/** The header fields and/or the draft's lines (written whole), with the version read. */
export function useUpdateQuoteMutation(quote: Pick<Quote, 'id' | 'isTemplate'>) {
  const invalidate = useInvalidateQuote();
  return useMutation({
    mutationFn: (body: QuoteUpdateInput) => {
      if (!quote.isTemplate)
        return apiRequest(quotesEndpoints.update, { params: { quoteId: quote.id }, body });
      // A template has no quote date or validity (QuoteTemplateUpdateInputSchema).
      const { quoteDate: _date, validUntil: _valid, ...templateBody } = body;
      return apiRequest(quoteTemplatesEndpoints.update, {
        params: { quoteId: quote.id },
        body: templateBody,
      });
    },
    onSuccess: () => invalidate(quote.id),
    meta: { errorPolicy: 'inline' },
  });
}

export function useFreezeRevisionMutation(quoteId: number) {
  const invalidate = useInvalidateQuote();
  return useMutation({
    mutationFn: ({ version, note }: { version: number; note: string }) =>
      apiRequest(quotesEndpoints.createRevision, {
        params: { quoteId },
        body: { version, note },
      }),
    onSuccess: () => invalidate(quoteId),
    meta: { errorPolicy: 'inline' },
  });
}

export function useQuoteStatusMutation(quoteId: number) {
  const invalidate = useInvalidateQuote();
  return useMutation({
    mutationFn: ({ version, status }: { version: number; status: QuoteStatus }) =>
      apiRequest(quotesEndpoints.status, { params: { quoteId }, body: { version, status } }),
    onSuccess: () => invalidate(quoteId),
    meta: { errorPolicy: 'inline' },
  });
}

export function useArchiveQuoteMutation(quoteId: number) {
  const invalidate = useInvalidateQuote();
  return useMutation({
    mutationFn: ({ version, archived }: { version: number; archived: boolean }) =>
      apiRequest(quotesEndpoints.archive, { params: { quoteId }, body: { version, archived } }),
    onSuccess: () => invalidate(quoteId),
    meta: { errorPolicy: 'inline' },
  });
}

export function useDeleteQuoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: Pick<Quote, 'id' | 'version' | 'isTemplate'>) =>
      apiRequest(quote.isTemplate ? quoteTemplatesEndpoints.remove : quotesEndpoints.remove, {
        params: { quoteId: quote.id },
        query: { version: quote.version },
      }),
    onSuccess: async (_ok, quote) => {
      // The page navigates away; drop the deleted record rather than refetch a 404.
      queryClient.removeQueries({ queryKey: quotesKeys.detail(quote.id) });
      await queryClient.invalidateQueries({ queryKey: quotesKeys.lists() });
    },
    meta: { errorPolicy: 'inline' },
  });
}

/**
 * A new quote copied from another quote (duplicate) or from a template (a
 * quote started from it): the API copies the lines, profile, config and
 * notes (`copyFromId`); `template: true` makes the copy a template.
 */
export function useCopyQuoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, ...body }: QuoteCreateInput & { template?: boolean }) =>
      template
        ? apiRequest(quoteTemplatesEndpoints.create, { body })
        : apiRequest(quotesEndpoints.create, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: quotesKeys.lists() });
    },
    meta: { errorPolicy: 'inline' },
  });
}
