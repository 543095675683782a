import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  Radio,
  RadioGroup,
  Select,
  Stack,
  snackbar,
} from '@keel/ui';
import {
  RISK_EVENTS,
  type RiskEvent,
  type RiskProjectRef,
  type RiskSubscriptionScope,
} from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormFeedback } from '../../../lib/management/components/FormFeedback';
import { riskRegisterQueryOptions } from '../risks.queries';
import { useSubscribeMutation } from '../risks.mutations';
import { RISK_EVENT_LABELS } from '../risk-model';

const SCOPE_LABELS: Record<RiskSubscriptionScope, string> = {
  all: 'All my projects',
  project: 'One project',
  item: 'One risk or issue',
};

/**
 * A new subscription: all the projects the user may read (now and later),
 * one project, or one item of a project, for the chosen events. The same
 * scope again replaces the events of the existing subscription (the API's rule).
 */
export function SubscriptionForm({ projects }: { projects: readonly RiskProjectRef[] }) {
  const [scope, setScope] = useState<RiskSubscriptionScope>('all');
  const [projectId, setProjectId] = useState<number | null>(null);
  const [riskId, setRiskId] = useState<number | null>(null);
  const [events, setEvents] = useState<RiskEvent[]>([...RISK_EVENTS]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const subscribe = useSubscribeMutation();
  const failure = formFailureOf(subscribe.error);
  const items = useQuery({
    ...riskRegisterQueryOptions(projectId ?? 0, { page: 1, pageSize: 100, sort: 'title' }),
    enabled: scope === 'item' && projectId !== null,
  });

  const submit = () => {
    const found: Record<string, string> = {};
    if (scope !== 'all' && projectId === null) found.projectId = 'Choose a project';
    if (scope === 'item' && riskId === null) found.riskId = 'Choose a risk or issue';
    if (events.length === 0) found.events = 'Choose at least one event';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    subscribe.mutate(
      {
        scope,
        projectId: scope === 'project' ? (projectId ?? undefined) : undefined,
        riskId: scope === 'item' ? (riskId ?? undefined) : undefined,
        events,
      },
      {
        onSuccess: (saved) =>
          snackbar.success(
            saved.scope === 'all'
              ? 'Subscribed to all your projects'
              : saved.scope === 'project'
                ? `Subscribed to ${saved.project?.name ?? 'the project'}`
                : `Subscribed to ${saved.risk?.title ?? 'the item'}`,
          ),
      },
    );
  };

  return (
    <Form aria-label="New subscription" serverErrors={failure?.fieldErrors} onSubmit={submit}>
      <Stack gap="medium">
        <FormFeedback failure={failure} />
        <RadioGroup
          label="Subscribe to"
          name="scope"
          orientation="horizontal"
          value={scope}
          onChange={(next) => {
            setScope(next as RiskSubscriptionScope);
            setProblems({});
          }}
        >
          {(Object.keys(SCOPE_LABELS) as RiskSubscriptionScope[]).map((s) => (
            <Radio key={s} value={s}>
              {SCOPE_LABELS[s]}
            </Radio>
          ))}
        </RadioGroup>
        {scope !== 'all' ? (
          <Select
            label="Project"
            name="projectId"
            isRequired
            items={projects.map((p) => ({ id: String(p.id), name: `${p.code} ${p.name}` }))}
            value={projectId === null ? null : String(projectId)}
            errorMessage={problems.projectId}
            onChange={(key) => {
              setProjectId(key === null ? null : Number(key));
              setRiskId(null);
            }}
          />
        ) : null}
        {scope === 'item' ? (
          <Select
            label="Risk or issue"
            name="riskId"
            isRequired
            isDisabled={projectId === null}
            isLoading={items.isFetching}
            placeholder={projectId === null ? 'Choose a project first' : undefined}
            items={(items.data?.items ?? []).map((r) => ({ id: String(r.id), name: r.title }))}
            value={riskId === null ? null : String(riskId)}
            errorMessage={problems.riskId}
            onChange={(key) => setRiskId(key === null ? null : Number(key))}
          />
        ) : null}
        <CheckboxGroup
          label="Notify me of"
          name="events"
          value={events}
          errorMessage={problems.events}
          onChange={(next) => setEvents(RISK_EVENTS.filter((e) => next.includes(e)))}
        >
          {RISK_EVENTS.map((e) => (
            <Checkbox key={e} value={e}>
              {RISK_EVENT_LABELS[e]}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <div>
          <Button type="submit" variant="primary" icon="bell" isLoading={subscribe.isPending}>
            Subscribe
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
