import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Form,
  ItemList,
  ItemListItem,
  MarkdownEditor,
  MarkdownView,
  Skeleton,
  Stack,
  Text,
  snackbar,
} from '@keel/ui';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormFeedback } from '../../../lib/management/components/FormFeedback';
import { formatInstant } from '../../../lib/format';
import { riskCommentsQueryOptions } from '../risks.queries';
import { useCommentRiskMutation } from '../risks.mutations';
import { grow } from '../../../lib/styles/layout.css';

/** The internal thread of an item, oldest first, with a Markdown composer below. */
export function RiskComments({
  projectId,
  riskId,
  canComment,
}: {
  projectId: number;
  riskId: number;
  canComment: boolean;
}) {
  const comments = useQuery(riskCommentsQueryOptions(projectId, riskId));
  const post = useCommentRiskMutation(projectId, riskId);
  const [body, setBody] = useState('');
  // The editor is keyed so that a posted comment leaves it empty.
  const [composerKey, setComposerKey] = useState(0);
  const failure = formFailureOf(post.error);

  return (
    <Stack gap="medium">
      {!comments.data ? (
        <Skeleton lines={3} label="Loading the comments" />
      ) : comments.data.items.length === 0 ? (
        <Text as="p" tone="muted">
          No comments yet.
        </Text>
      ) : (
        <ItemList as="ol" aria-label="Comments">
          {comments.data.items.map((c) => (
            <ItemListItem key={c.id}>
              <div className={grow}>
                <Text as="div" tone="muted" size="small">
                  <strong>{c.author?.name ?? 'Former user'}</strong> · {formatInstant(c.createdAt)}
                </Text>
                <MarkdownView source={c.body} />
              </div>
            </ItemListItem>
          ))}
        </ItemList>
      )}
      {canComment ? (
        <Form
          aria-label="Comment on this item"
          serverErrors={failure?.fieldErrors}
          onSubmit={() => {
            if (!body.trim()) return;
            post.mutate(body, {
              onSuccess: () => {
                setBody('');
                setComposerKey((k) => k + 1);
                snackbar.success('Comment posted');
              },
            });
          }}
        >
          <Stack gap="small">
            <FormFeedback failure={failure} />
            <MarkdownEditor
              key={composerKey}
              name="body"
              label="Comment"
              value={body}
              onChange={setBody}
            />
            <div>
              <Button
                type="submit"
                variant="primary"
                isLoading={post.isPending}
                isDisabled={!body.trim()}
              >
                Post comment
              </Button>
            </div>
          </Stack>
        </Form>
      ) : null}
    </Stack>
  );
}
