import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rateProfilesEndpoints, type RateProfile, type RateProfileSaveInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { rateProfilesKeys } from './rate-profiles.queries';

function useInvalidateRateProfiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rateProfilesKeys.all() });
}

const inline = { errorPolicy: 'inline' } as const;

/** Create (no profile yet) or replace a profile (with its id and version): SPEC's one POST. */
export function useSaveRateProfileMutation(profile: RateProfile | null) {
  const invalidate = useInvalidateRateProfiles();
  return useMutation({
    mutationFn: (body: Omit<RateProfileSaveInput, 'id' | 'version'>) =>
      apiRequest(rateProfilesEndpoints.save, {
        body: profile ? { ...body, id: profile.id, version: profile.version } : body,
      }),
    onSuccess: invalidate,
    meta: inline,
  });
}

/** SPEC deletes a rate profile with `POST /quotes/rates/{profileId}`. */
export function useDeleteRateProfileMutation() {
  const invalidate = useInvalidateRateProfiles();
  return useMutation({
    mutationFn: (profile: RateProfile) =>
      apiRequest(rateProfilesEndpoints.remove, {
        params: { profileId: profile.id },
        body: { version: profile.version },
      }),
    onSuccess: invalidate,
  });
}
