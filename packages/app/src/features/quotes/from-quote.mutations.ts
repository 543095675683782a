import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fromQuoteEndpoints,
  type CreateFromQuoteInput,
  type UpdateFromQuoteInput,
} from '@keel/types';
import { apiRequest } from '../../lib/api';
import { quotesKeys } from './quotes.queries';
import { announce } from '../../lib/refresh';

/**
 * A project made from, or updated from, a quote changes the project lists
 * and details and the quote (its project link): all of them are refreshed
 * before the mutation settles.
 */
function useInvalidateQuoteAndProjects() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: quotesKeys.all }),
      announce(queryClient, { name: 'project changed' }),
    ]);
  };
}

export function useCreateFromQuoteMutation(quoteId: number) {
  const invalidate = useInvalidateQuoteAndProjects();
  return useMutation({
    mutationFn: (body: CreateFromQuoteInput) =>
      apiRequest(fromQuoteEndpoints.create, { params: { quoteId }, body }),
    onSuccess: invalidate,
    meta: { errorPolicy: 'inline' },
  });
}

export function useUpdateFromQuoteMutation(quoteId: number) {
  const invalidate = useInvalidateQuoteAndProjects();
  return useMutation({
    mutationFn: (body: UpdateFromQuoteInput) =>
      apiRequest(fromQuoteEndpoints.update, { params: { quoteId }, body }),
    onSuccess: invalidate,
    meta: { errorPolicy: 'inline' },
  });
}
