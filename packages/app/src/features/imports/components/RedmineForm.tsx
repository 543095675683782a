import { useState } from 'react';
import { Button, Callout, DatePicker, Inline, Stack, Text, TextField } from '@keel/ui';
import type { Import } from '@keel/types';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api';
import { useRedmineImportMutation } from '../imports.mutations';

/** "12, website, 7" -> [12, 'website', 7]: Redmine projects by id or identifier. */
export function projectIdsOf(text: string): (number | string)[] | undefined {
  const ids = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return ids.length > 0 ? ids : undefined;
}

/**
 * A Redmine server's address and an API key (used for this read only, never
 * kept), optionally some projects and a first day; the server reads projects,
 * members, issues with their journals and time entries into a new import.
 */
export function RedmineForm({ onRead }: { onRead: (record: Import) => void }) {
  const read = useRedmineImportMutation();
  const [url, setUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [projects, setProjects] = useState('');
  const [since, setSince] = useState<string | null>(null);
  const errors = fieldErrorsOf(read.error);
  const ready = url.trim() !== '' && apiKey.trim() !== '';

  return (
    <Stack gap="medium">
      <TextField
        label="Server address"
        type="url"
        description="e.g. https://redmine.example.com"
        value={url}
        onChange={setUrl}
        errorMessage={errors.url}
        isRequired
      />
      <TextField
        label="API key"
        type="password"
        description="From My account in Redmine; used for this read only and never stored."
        value={apiKey}
        onChange={setApiKey}
        errorMessage={errors.apiKey}
        isRequired
      />
      <TextField
        label="Projects"
        description="Ids or identifiers, separated by commas; empty: every project the key sees."
        value={projects}
        onChange={setProjects}
        errorMessage={errors.projectIds}
      />
      <DatePicker
        label="Changed since"
        description="Only issues and time entries updated on or after this day."
        value={since}
        onChange={setSince}
        errorMessage={errors.since}
      />
      {read.error && Object.keys(errors).length === 0 ? (
        <Callout tone="critical">{errorMessageOf(read.error)}</Callout>
      ) : null}
      <Inline gap="small" align="center">
        <Button
          variant="primary"
          isDisabled={!ready}
          isLoading={read.isPending}
          onPress={() =>
            read.mutate(
              {
                url: url.trim(),
                apiKey: apiKey.trim(),
                projectIds: projectIdsOf(projects),
                ...(since ? { since } : {}),
              },
              { onSuccess: onRead },
            )
          }
        >
          Read from Redmine
        </Button>
        {!ready ? (
          <Text tone="muted" size="small">
            The address and the key are needed.
          </Text>
        ) : null}
      </Inline>
    </Stack>
  );
}
