import { lessonsEndpoints, type Lesson } from '@keel/types';
import { useVersionedMutation, useVersionedSaveMutation } from '../../lib/api';
import { useInvalidate } from '../../lib/refresh';
import { lessonsKeys } from './lessons.queries';

/** A change of a lesson refreshes the project's lessons and the library (awaited). */
const useInvalidateLessons = () => useInvalidate(lessonsKeys.all);

const paramsIn = (projectId: number) => (lesson: Lesson) => ({ projectId, lessonId: lesson.id });

/** Create (no lesson yet) or update (with its version) from the lesson dialog. */
export function useSaveLessonMutation(projectId: number, lesson: Lesson | null) {
  return useVersionedSaveMutation(
    lessonsEndpoints,
    lesson,
    paramsIn(projectId),
    useInvalidateLessons(),
    { projectId },
  );
}

export function useDeleteLessonMutation(projectId: number) {
  return useVersionedMutation(lessonsEndpoints.remove, paramsIn(projectId), useInvalidateLessons());
}
