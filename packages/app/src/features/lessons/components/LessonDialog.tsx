import { useState } from 'react';
import {
  LESSON_CATEGORIES,
  LESSON_CATEGORY_LABELS,
  type Lesson,
  type LessonCategory,
  type LessonImpact,
} from '@keel/types';
import { MarkdownEditor, Radio, RadioGroup, Select } from '@keel/ui';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { formFailureOf } from '../../../lib/management/form-errors';
import { requiredValue } from '../../../lib/management/rules';
import { addTags } from '../lesson-tags';
import { useSaveLessonMutation } from '../lessons.mutations';
import { TagInput } from './TagInput';

const CATEGORY_ITEMS = LESSON_CATEGORIES.map((id) => ({ id, name: LESSON_CATEGORY_LABELS[id] }));

/** Record a lesson on the project, or edit one: Markdown for what happened and the recommendation. */
export function LessonDialog({
  projectId,
  lesson,
  onClose,
  onReload,
}: {
  projectId: number;
  /** The lesson to edit; null to record a new one. */
  lesson: Lesson | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const [title, setTitle] = useState(lesson?.title ?? '');
  const [category, setCategory] = useState<LessonCategory | null>(lesson?.category ?? null);
  const [impact, setImpact] = useState<LessonImpact>(lesson?.impact ?? 'negative');
  const [whatHappened, setWhatHappened] = useState(lesson?.whatHappened ?? '');
  const [recommendation, setRecommendation] = useState(lesson?.recommendation ?? '');
  const [tags, setTags] = useState<string[]>(lesson?.tags ?? []);
  const [tagText, setTagText] = useState('');
  const [tagError, setTagError] = useState<string | undefined>(undefined);
  const save = useSaveLessonMutation(projectId, lesson);
  const failure = formFailureOf(save.error);

  return (
    <SaveDialog
      title={lesson ? `Edit ${lesson.title}` : 'New lesson'}
      size="large"
      submitLabel={lesson ? 'Save' : 'Add lesson'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() => {
        // Text still in the tag field counts as typed tags.
        const typed = addTags(tags, tagText);
        if (typed.error !== null) {
          setTagError(typed.error);
          return null;
        }
        if (category === null) return null;
        return {
          title: title.trim(),
          category,
          impact,
          whatHappened,
          recommendation,
          tags: typed.tags,
        };
      }}
      savedMessage={(saved) => (lesson ? `${saved.title} saved` : `${saved.title} added`)}
    >
      <NameField name="title" label="Title" value={title} onChange={setTitle} max={200} />
      <Select
        name="category"
        label="Category"
        isRequired
        items={CATEGORY_ITEMS}
        value={category}
        onChange={(key) => setCategory((key as LessonCategory | null) ?? null)}
        rules={[requiredValue('Category')]}
      />
      <RadioGroup
        name="impact"
        label="Impact"
        orientation="horizontal"
        value={impact}
        onChange={(value) => setImpact(value as LessonImpact)}
      >
        <Radio value="positive">Positive: repeat it</Radio>
        <Radio value="negative">Negative: avoid it</Radio>
      </RadioGroup>
      <MarkdownEditor
        name="whatHappened"
        label="What happened"
        value={whatHappened}
        onChange={setWhatHappened}
        rows={5}
      />
      <MarkdownEditor
        name="recommendation"
        label="Recommendation"
        value={recommendation}
        onChange={setRecommendation}
        rows={5}
      />
      <TagInput
        tags={tags}
        onChange={(next) => {
          setTagError(undefined);
          setTags(next);
        }}
        text={tagText}
        onTextChange={setTagText}
        errorMessage={tagError ?? failure?.fieldErrors?.tags}
      />
    </SaveDialog>
  );
}
