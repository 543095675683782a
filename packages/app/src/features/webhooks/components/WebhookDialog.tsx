import { useQuery } from '@tanstack/react-query';
import { Callout, Checkbox, CheckboxGroup, Columns, Select, TextField } from '@keel/ui';
import type { EventType, Webhook, WebhookCreated } from '@keel/types';
import { projectItems } from '../../../lib/management/choices';
import { formFailureOf } from '../../../lib/management/form-errors';
import { required } from '../../../lib/management/rules';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { useFields } from '../../../lib/management/useFields';
import { projectChoicesQueryOptions } from '../../../lib/pickers';
import { EVENT_GROUPS } from '../webhook-events';
import { useSaveWebhookMutation } from '../webhooks.mutations';

interface Fields {
  url: string;
  events: EventType[];
  projectId: number | null;
  active: boolean;
}

/** The project choice "every project" (the Select's keys are strings). */
const ALL_PROJECTS = 'all';

/**
 * Add a webhook, or change one: its URL, the events it wants (checkboxes by
 * record), an optional project and whether it is active (saving an active
 * paused webhook resumes it). A new webhook's secret goes to `onCreated`.
 */
export function WebhookDialog({
  webhook,
  onClose,
  onReload,
  onCreated,
}: {
  webhook: Webhook | null;
  onClose: () => void;
  onReload: () => void;
  onCreated: (created: WebhookCreated) => void;
}) {
  const projects = useQuery(projectChoicesQueryOptions());
  const { values, set } = useFields<Fields>({
    url: webhook?.url ?? '',
    events: webhook?.events ?? [],
    projectId: webhook?.projectId ?? null,
    active: webhook?.active ?? true,
  });
  const save = useSaveWebhookMutation(webhook);
  const eventsError = formFailureOf(save.error)?.fieldErrors.events;

  return (
    <SaveDialog
      title={webhook ? 'Edit webhook' : 'Add webhook'}
      size="large"
      submitLabel={webhook ? 'Save' : 'Add webhook'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() => ({ ...values, url: values.url.trim() })}
      savedMessage={() => (webhook ? 'Webhook saved' : 'Webhook added')}
      onSaved={(saved) => {
        if ('secret' in saved) onCreated(saved);
      }}
    >
      {webhook?.pausedAt ? (
        <Callout tone="caution">
          Paused after failing again and again. Save it as active to resume the deliveries.
        </Callout>
      ) : null}
      <TextField
        name="url"
        label="URL"
        description="Where the events are sent, e.g. https://example.com/keel-events"
        isRequired
        value={values.url}
        onChange={(url) => set({ url })}
        rules={[required('URL')]}
      />
      <Select
        name="projectId"
        label="Project"
        description="Only this project's events, or every project's"
        items={[{ id: ALL_PROJECTS, name: 'Every project' }, ...projectItems(projects.data)]}
        isLoading={projects.isPending}
        value={values.projectId === null ? ALL_PROJECTS : values.projectId}
        onChange={(key) =>
          set({ projectId: key === null || key === ALL_PROJECTS ? null : Number(key) })
        }
      />
      <Checkbox isSelected={values.active} onChange={(active) => set({ active })}>
        Active
      </Checkbox>
      {eventsError ? <Callout tone="critical">{eventsError}</Callout> : null}
      <Columns minColumnWidth={200} gap="large">
        {EVENT_GROUPS.map((group) => (
          <CheckboxGroup
            key={group.record}
            label={group.label}
            value={values.events.filter((type) => group.events.some((e) => e.type === type))}
            onChange={(selected) =>
              set({
                events: [
                  ...values.events.filter((type) => !group.events.some((e) => e.type === type)),
                  ...(selected as EventType[]),
                ],
              })
            }
          >
            {group.events.map((event) => (
              <Checkbox key={event.type} value={event.type}>
                {event.label}
              </Checkbox>
            ))}
          </CheckboxGroup>
        ))}
      </Columns>
    </SaveDialog>
  );
}
