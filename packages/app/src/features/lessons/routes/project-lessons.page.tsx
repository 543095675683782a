import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lesson } from '@keel/types';
import { Button, EmptyState, Inline, QueryStates, Stack } from '@keel/ui';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { LessonCard } from '../components/LessonCard';
import { LessonDialog } from '../components/LessonDialog';
import { Pager } from '../components/Pager';
import { useDeleteLessonMutation } from '../lessons.mutations';
import { lessonsKeys, projectLessonsQueryOptions } from '../lessons.queries';
import { useProjectContext } from '../../projects';

const PAGE_SIZE = 20;

/** `/projects/{id}/lessons`: the project's lessons learned, newest first; members record and edit them. */
export default function ProjectLessonsPage() {
  const { project, permissions } = useProjectContext();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ lesson: Lesson | null } | null>(null);
  const [deleting, setDeleting] = useState<Lesson | null>(null);
  const lessons = useQuery(projectLessonsQueryOptions(project.id, page, PAGE_SIZE));
  const remove = useDeleteLessonMutation(project.id);
  const canManage = permissions.manageLessons;
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: lessonsKeys.project(project.id) });

  return (
    <Stack gap="large">
      {canManage ? (
        <Inline>
          <Button variant="primary" icon="plus" onPress={() => setEditing({ lesson: null })}>
            New lesson
          </Button>
        </Inline>
      ) : null}
      <QueryStates
        query={lessons}
        what="The lessons"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon="lifeBuoy"
            title="No lessons yet"
            description="Record what went well or badly on this project and what to do next time; the lessons library shares them across projects."
          />
        }
      >
        {(data) => (
          <Stack gap="medium">
            {data.items.map((lesson) => (
              <LessonCard
                key={lesson.id}
                lesson={lesson}
                onEdit={canManage ? () => setEditing({ lesson }) : undefined}
                onDelete={canManage ? () => setDeleting(lesson) : undefined}
              />
            ))}
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              noun="lessons"
              onPageChange={setPage}
            />
          </Stack>
        )}
      </QueryStates>

      {editing !== null ? (
        <LessonDialog
          // A new key per lesson (and version) so a reload starts the form afresh.
          key={editing.lesson ? `${editing.lesson.id}-${editing.lesson.version}` : 'new'}
          projectId={project.id}
          lesson={editing.lesson}
          onClose={() => setEditing(null)}
          onReload={reload}
        />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete ${deleting?.title ?? ''}?`}
        confirmLabel="Delete"
        deletedMessage="Lesson deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        The lesson leaves this project and the lessons library.
      </DeleteConfirmDialog>
    </Stack>
  );
}
