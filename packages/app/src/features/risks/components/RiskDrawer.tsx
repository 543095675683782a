import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Button,
  Callout,
  Drawer,
  Inline,
  MarkdownView,
  Skeleton,
  Stack,
  Text,
  FactList,
} from '@keel/ui';
import type { Risk } from '@keel/types';
import { errorMessageOf } from '../../../lib/api';
import { formatDate, formatInstant } from '../../../lib/format';
import { riskQueryOptions } from '../risks.queries';
import { RISK_KIND_LABELS, openRiskId, withRiskDrawer } from '../risk-model';
import { ItemSubscription } from './ItemSubscription';
import { RiskComments } from './RiskComments';
import { RiskHistory } from './RiskHistory';
import { RiskStatusText, SeverityText } from './RiskTable';
import * as styles from '../risks.css';

export interface RiskDrawerActions {
  canManage: boolean;
  /** readRisks: the comments and the history (a stakeholder never sees them). */
  readsAll: boolean;
  /** The user may subscribe (readSomeProjectRisks and readRisks here). */
  canSubscribe: boolean;
  onEdit: (risk: Risk) => void;
  onDelete: (risk: Risk) => void;
}

/**
 * The drawer of the register: open while the URL has `?risk=<id>`. Closing
 * it removes the parameter and keeps the rest (filters, the heat map cell).
 */
export function RiskDrawerHost({
  projectId,
  actions,
}: {
  projectId: number;
  actions: RiskDrawerActions;
}) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const riskId = openRiskId(searchParams);
  const close = () => void navigate({ search: withRiskDrawer(searchParams, null) });
  return riskId === null ? null : (
    <OpenRiskDrawer
      key={riskId}
      projectId={projectId}
      riskId={riskId}
      actions={actions}
      onClose={close}
    />
  );
}

function OpenRiskDrawer({
  projectId,
  riskId,
  actions,
  onClose,
}: {
  projectId: number;
  riskId: number;
  actions: RiskDrawerActions;
  onClose: () => void;
}) {
  const risk = useQuery({
    ...riskQueryOptions(projectId, riskId),
    meta: { errorPolicy: 'inline' },
  });
  const r = risk.data;
  return (
    <Drawer
      title={r ? `${RISK_KIND_LABELS[r.kind]}: ${r.title}` : 'Risk or issue'}
      side="right"
      width="wide"
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <div className={styles.drawerBody}>
        {risk.isError ? (
          <Callout tone="critical">{errorMessageOf(risk.error)}</Callout>
        ) : !r ? (
          <Skeleton lines={8} label="Loading the item" />
        ) : (
          <Stack gap="large">
            <Inline gap="small" align="center">
              {actions.canManage ? (
                <>
                  <Button icon="edit" onPress={() => actions.onEdit(r)}>
                    Edit
                  </Button>
                  <Button icon="trash" onPress={() => actions.onDelete(r)}>
                    Delete
                  </Button>
                </>
              ) : null}
              {actions.canSubscribe ? <ItemSubscription risk={r} /> : null}
            </Inline>
            <FactList
              facts={[
                { term: 'Kind', value: RISK_KIND_LABELS[r.kind] },
                {
                  term: 'Severity',
                  value: (
                    <span data-testid="risk-severity">
                      <SeverityText risk={r} />
                    </span>
                  ),
                },
                { term: 'Status', value: <RiskStatusText risk={r} /> },
                { term: 'Owner', value: r.owner?.name ?? 'Nobody yet' },
                { term: 'Due date', value: r.dueDate ? formatDate(r.dueDate) : 'None' },
                ...(actions.readsAll
                  ? [
                      {
                        term: 'Stakeholders',
                        value: r.sharedWithStakeholders ? 'Shared with them' : 'Not shared',
                      },
                    ]
                  : []),
                {
                  term: 'Raised',
                  value: `${formatInstant(r.createdAt)}${r.createdBy ? ` by ${r.createdBy.name}` : ''}`,
                },
                { term: 'Updated', value: formatInstant(r.updatedAt) },
              ]}
            />
            <section aria-label="Description">
              <Text as="h3" size="medium" weight="strong">
                Description
              </Text>
              <MarkdownView source={r.description} emptyText="No description." />
            </section>
            <section aria-label="Mitigation">
              <Text as="h3" size="medium" weight="strong">
                Mitigation
              </Text>
              <MarkdownView source={r.mitigation} emptyText="No mitigation recorded yet." />
            </section>
            {actions.readsAll ? (
              <>
                <section aria-label="Comments">
                  <Stack gap="small">
                    <Text as="h3" size="medium" weight="strong">
                      Comments ({r.commentCount})
                    </Text>
                    <RiskComments projectId={projectId} riskId={r.id} canComment />
                  </Stack>
                </section>
                <section aria-label="History">
                  <Stack gap="small">
                    <Text as="h3" size="medium" weight="strong">
                      History
                    </Text>
                    <RiskHistory history={r.history} />
                  </Stack>
                </section>
              </>
            ) : null}
          </Stack>
        )}
      </div>
    </Drawer>
  );
}
