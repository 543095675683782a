import { useMutation } from '@tanstack/react-query';
import { rateProfilesEndpoints, type RateProfile, type RateProfileSaveInput } from '@keel/types';
import { apiRequest, useVersionedMutation } from '../../lib/api';
import { useInvalidate } from '../../lib/refresh';
import { rateProfilesKeys } from './rate-profiles.queries';

const useInvalidateRateProfiles = () => useInvalidate(rateProfilesKeys.all());

/** Create (no profile yet) or replace a profile (with its id and version): SPEC's one POST. */
export function useSaveRateProfileMutation(profile: RateProfile | null) {
  const invalidate = useInvalidateRateProfiles();
  return useMutation({
    mutationFn: (body: Omit<RateProfileSaveInput, 'id' | 'version'>) =>
      apiRequest(rateProfilesEndpoints.save, {
        body: profile ? { ...body, id: profile.id, version: profile.version } : body,
      }),
    onSuccess: invalidate,
    meta: { errorPolicy: 'inline' },
  });
}

/** SPEC deletes a rate profile with `POST /quotes/rates/{profileId}`. */
export function useDeleteRateProfileMutation() {
  return useVersionedMutation(
    rateProfilesEndpoints.remove,
    (profile: RateProfile) => ({ profileId: profile.id }),
    useInvalidateRateProfiles(),
  );
}
