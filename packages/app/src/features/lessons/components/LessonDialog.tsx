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
import { useFields } from '../../../lib/management/useFields';
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
  const { values, set, field } = useFields({
    title: lesson?.title ?? '',
    category: lesson?.category ?? (null as LessonCategory | null),
    impact: lesson?.impact ?? ('negative' as LessonImpact),
    whatHappened: lesson?.whatHappened ?? '',
    recommendation: lesson?.recommendation ?? '',
  });
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
        const { category } = values;
        if (category === null) return null;
        return { ...values, title: values.title.trim(), category, tags: typed.tags };
      }}
      savedMessage={(saved) => (lesson ? `${saved.title} saved` : `${saved.title} added`)}
    >
      <NameField {...field('title')} label="Title" max={200} />
      <Select
        name="category"
        label="Category"
        isRequired
        items={CATEGORY_ITEMS}
        value={values.category}
        onChange={(key) => set({ category: (key as LessonCategory | null) ?? null })}
        rules={[requiredValue('Category')]}
      />
      <RadioGroup
        name="impact"
        label="Impact"
        orientation="horizontal"
        value={values.impact}
        onChange={(value) => set({ impact: value as LessonImpact })}
      >
        <Radio value="positive">Positive: repeat it</Radio>
        <Radio value="negative">Negative: avoid it</Radio>
      </RadioGroup>
      <MarkdownEditor {...field('whatHappened')} label="What happened" rows={5} />
      <MarkdownEditor {...field('recommendation')} label="Recommendation" rows={5} />
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
