import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lessonsEndpoints, type Lesson, type LessonCreateInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { lessonsKeys } from './lessons.queries';

/** A change of a lesson refreshes the project's lessons and the library (awaited). */
function useInvalidateLessons() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: lessonsKeys.all });
}

/** Create (no lesson yet) or update (with its version) from the lesson dialog. */
export function useSaveLessonMutation(projectId: number, lesson: Lesson | null) {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: (body: LessonCreateInput) =>
      lesson
        ? apiRequest(lessonsEndpoints.update, {
            params: { projectId, lessonId: lesson.id },
            body: { ...body, version: lesson.version },
          })
        : apiRequest(lessonsEndpoints.create, { params: { projectId }, body }),
    onSuccess: () => invalidate(),
    meta: { errorPolicy: 'inline' },
  });
}

export function useDeleteLessonMutation(projectId: number) {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: (lesson: Lesson) =>
      apiRequest(lessonsEndpoints.remove, {
        params: { projectId, lessonId: lesson.id },
        query: { version: lesson.version },
      }),
    onSuccess: () => invalidate(),
  });
}
