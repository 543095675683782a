import { useState } from 'react';
import { Button, Inline, Stack, TagGroup, TextField } from '@keel/ui';
import { MAX_LESSON_TAGS } from '@keel/types';
import { addTags } from '../lesson-tags';

/**
 * Tags typed into a text field: Enter, a comma or "Add tag" adds them
 * (lowercased, as stored); each added tag has a remove button (or Backspace /
 * Delete on the focused tag). The text still in the field when the form is
 * sent is added by the dialog (`addTags` on submit).
 */
export function TagInput({
  tags,
  onChange,
  text,
  onTextChange,
  errorMessage,
}: {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** The text typed but not added yet (the dialog adds it on submit). */
  text: string;
  onTextChange: (text: string) => void;
  /** The server's error for `tags`. */
  errorMessage?: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const add = (value: string) => {
    const next = addTags(tags, value);
    setError(next.error);
    if (next.error === null) {
      onChange(next.tags);
      onTextChange('');
    }
  };
  return (
    <Stack gap="small">
      <Inline align="end">
        <div
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Enter adds the tag; it must not send the dialog's form.
              event.preventDefault();
              add(text);
            }
          }}
        >
          <TextField
            name="tags"
            label="Tags"
            description={`Enter or a comma adds a tag; up to ${MAX_LESSON_TAGS}.`}
            value={text}
            onChange={(value) => {
              setError(null);
              if (value.includes(',')) add(value);
              else onTextChange(value);
            }}
            errorMessage={error ?? errorMessage}
          />
        </div>
        <Button icon="plus" onPress={() => add(text)} isDisabled={text.trim() === ''}>
          Add tag
        </Button>
      </Inline>
      <TagGroup
        aria-label="Tags of the lesson"
        items={tags.map((tag) => ({ id: tag, name: tag }))}
        emptyText="No tags"
        onRemove={(keys) => onChange(tags.filter((tag) => !keys.has(tag)))}
      />
    </Stack>
  );
}
