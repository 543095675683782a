import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  AvatarGroup,
  Button,
  Card,
  EmptyState,
  Inline,
  ItemList,
  ItemListItem,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@keel/ui';
import { useProjectContext } from '../../projects';
import { formatInstant } from '../../../lib/format';
import { THREADS_PAGE_SIZE, threadsQueryOptions } from '../discussion.queries';
import { PostEditor } from './PostEditor';
import { useChange } from './useDiscussionChange';
import * as styles from '../discussion.css';

/** The project's threads by newest activity, paged (`?page=`), and the new thread form. */
export function ThreadList({ projectId }: { projectId: number }) {
  const { permissions } = useProjectContext();
  const [params, setParams] = useSearchParams();
  const rawPage = params.get('page');
  const page = rawPage && /^\d+$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const threads = useQuery(threadsQueryOptions(projectId, page));
  const [writing, setWriting] = useState(false);
  const { mutation, run } = useChange(projectId);
  const pages = threads.data ? Math.max(1, Math.ceil(threads.data.total / THREADS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="large">
      {permissions.postDiscussion ? (
        writing ? (
          <Card title="New thread">
            <PostEditor
              projectId={projectId}
              label="New thread"
              withTitle
              submitLabel="Post thread"
              isSaving={mutation.isPending}
              error={mutation.error}
              onSubmit={(draft) =>
                run({ kind: 'createThread', input: draft }, 'Thread posted', (id) => {
                  setWriting(false);
                  if (id !== null) setParams({ thread: String(id) });
                })
              }
              onCancel={() => setWriting(false)}
            />
          </Card>
        ) : (
          <Inline wrap={false}>
            <Button variant="primary" icon="plus" onPress={() => setWriting(true)}>
              New thread
            </Button>
          </Inline>
        )
      ) : null}
      {threads.data ? (
        threads.data.items.length === 0 ? (
          <EmptyState
            title="No threads yet"
            description="Start a thread to discuss this project with its team."
            action={
              permissions.postDiscussion && !writing ? (
                <Button onPress={() => setWriting(true)}>New thread</Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ItemList variant="framed" aria-label="Threads">
              {threads.data.items.map((thread) => (
                <ItemListItem key={thread.id}>
                  <div className={styles.grow}>
                    <Link href={`?thread=${thread.id}`} tone="neutral">
                      {thread.title}
                    </Link>
                    <Text as="div" tone="muted" size="small">
                      {thread.author?.name ?? 'Former user'} ·{' '}
                      {thread.commentCount === 1 ? '1 reply' : `${thread.commentCount} replies`} ·
                      last activity {formatInstant(thread.lastActivityAt)}
                    </Text>
                  </div>
                  {thread.mentions.length > 0 ? (
                    <AvatarGroup
                      size="xsmall"
                      label={`Mentioned in ${thread.title}`}
                      people={thread.mentions.map((m) => ({
                        id: m.id,
                        name: m.name,
                        color: m.color,
                      }))}
                    />
                  ) : null}
                </ItemListItem>
              ))}
            </ItemList>
            {pages > 1 ? (
              <Inline wrap={false}>
                <Button
                  isDisabled={page <= 1}
                  onPress={() => setParams({ page: String(page - 1) })}
                >
                  Newer
                </Button>
                <Text tone="muted" size="small">
                  Page {page} of {pages}
                </Text>
                <Button
                  isDisabled={page >= pages}
                  onPress={() => setParams({ page: String(page + 1) })}
                >
                  Older
                </Button>
              </Inline>
            ) : null}
          </>
        )
      ) : (
        <Skeleton lines={5} label="Loading the threads" />
      )}
    </Stack>
  );
}
