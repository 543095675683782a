import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  projectsEndpoints,
  type Project,
  type ProjectCreateInput,
  type ProjectRagUpdateInput,
  type ProjectRole,
  type VersionedTimesheetSettings,
  type ProjectUpdateInput,
} from '@keel/types';
import { apiRequest } from '../../lib/api';
import { projectsKeys } from './projects.queries';

/*
 * Invalidation rules: a change to one project refreshes that project (and its
 * sub-queries under the detail key) and every list and summary, because the
 * browser and the dashboard show its fields.
 */
async function invalidateProject(
  queryClient: ReturnType<typeof useQueryClient>,
  projectId: number,
) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectsKeys.detail(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectsKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: projectsKeys.summaries() }),
  ]);
}

/** Forms show their own errors (field errors, 409); the mutation stays quiet. */
const inline = { errorPolicy: 'inline' } as const;

export function useCreateProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: (input: ProjectCreateInput) =>
      apiRequest(projectsEndpoints.create, { body: input }),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectsKeys.detail(project.id), project);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: projectsKeys.summaries() }),
      ]);
    },
  });
}

export function useUpdateProjectMutation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: (input: ProjectUpdateInput) =>
      apiRequest(projectsEndpoints.update, { params: { projectId }, body: input }),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectsKeys.detail(projectId), project);
      await invalidateProject(queryClient, projectId);
    },
  });
}

export function useDeleteProjectMutation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest(projectsEndpoints.remove, { params: { projectId }, query: { version } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: projectsKeys.summaries() }),
      ]);
    },
  });
}

export function useUpdateRagMutation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: (input: ProjectRagUpdateInput) =>
      apiRequest(projectsEndpoints.updateRag, { params: { projectId }, body: input }),
    onSuccess: async (project: Project) => {
      queryClient.setQueryData(projectsKeys.detail(projectId), project);
      await invalidateProject(queryClient, projectId);
    },
  });
}

export type MemberChange =
  | { kind: 'add'; userId: number; role: ProjectRole }
  | { kind: 'update'; userId: number; role: ProjectRole }
  | { kind: 'remove'; userId: number };

/** Add, re-role or remove a member; each bumps the project version, so the project reloads. */
export function useMemberMutation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: (change: MemberChange) => {
      switch (change.kind) {
        case 'add':
          return apiRequest(projectsEndpoints.addMember, {
            params: { projectId },
            body: { userId: change.userId, role: change.role },
          });
        case 'update':
          return apiRequest(projectsEndpoints.updateMember, {
            params: { projectId, userId: change.userId },
            body: { role: change.role },
          });
        case 'remove':
          return apiRequest(projectsEndpoints.removeMember, {
            params: { projectId, userId: change.userId },
          });
      }
    },
    onSuccess: async (members) => {
      queryClient.setQueryData(projectsKeys.members(projectId), members);
      await invalidateProject(queryClient, projectId);
    },
  });
}

export function useSaveTimesheetSettingsMutation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: (settings: VersionedTimesheetSettings) =>
      apiRequest(projectsEndpoints.saveTimesheetSettings, {
        params: { projectId },
        body: settings,
      }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(projectsKeys.timesheetSettings(projectId), settings);
      await invalidateProject(queryClient, projectId);
    },
  });
}
