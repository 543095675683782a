import { LESSON_CATEGORY_LABELS, type Lesson } from '@keel/types';
import { Badge, Card, Inline, Link, MarkdownView, Stack, TagGroup, Text } from '@keel/ui';
import { formatInstant } from '../../../lib/format';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';

/** Impact as a badge whose text says it (colour is never the only signal). */
export function ImpactBadge({ impact }: { impact: Lesson['impact'] }) {
  return impact === 'positive' ? (
    <Badge tone="positive">Positive</Badge>
  ) : (
    <Badge tone="critical">Negative</Badge>
  );
}

/**
 * One lesson: its title, impact, category and tags, what happened and the
 * recommendation rendered from Markdown, who wrote it and when; in the
 * library also the project it belongs to (a link to the project's lessons).
 */
export function LessonCard({
  lesson,
  showProject = false,
  onEdit,
  onDelete,
}: {
  lesson: Lesson;
  showProject?: boolean;
  /** Given when the reader may change the lesson. */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <Card
      title={lesson.title}
      headingLevel={2}
      actions={
        onEdit ? (
          <RowEditDeleteActions name={lesson.title} onEdit={onEdit} onDelete={onDelete} />
        ) : undefined
      }
    >
      <Stack gap="medium">
        <Inline gap="small" wrap>
          <ImpactBadge impact={lesson.impact} />
          <Badge tone="neutral">{LESSON_CATEGORY_LABELS[lesson.category]}</Badge>
          {showProject ? (
            <Link href={`/projects/${lesson.project.id}/lessons`}>
              {lesson.project.code} · {lesson.project.name}
            </Link>
          ) : null}
        </Inline>
        <Stack as="section" gap="xsmall" aria-label={`What happened: ${lesson.title}`}>
          <Text as="h3" tone="muted" size="small" weight="strong">
            What happened
          </Text>
          <MarkdownView source={lesson.whatHappened} emptyText="Not described." />
        </Stack>
        <Stack as="section" gap="xsmall" aria-label={`Recommendation: ${lesson.title}`}>
          <Text as="h3" tone="muted" size="small" weight="strong">
            Recommendation
          </Text>
          <MarkdownView source={lesson.recommendation} emptyText="No recommendation." />
        </Stack>
        {lesson.tags.length > 0 ? (
          <TagGroup
            aria-label={`Tags of ${lesson.title}`}
            items={lesson.tags.map((tag) => ({ id: tag, name: tag }))}
          />
        ) : null}
        <Text as="p" tone="muted" size="small">
          {lesson.author ? `${lesson.author.name} · ` : ''}
          {formatInstant(lesson.createdAt)}
        </Text>
      </Stack>
    </Card>
  );
}
