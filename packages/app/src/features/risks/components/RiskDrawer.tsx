import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Callout, Drawer, Inline, MarkdownView, Skeleton, Stack } from '@keel/ui';
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
            <dl className={styles.fields}>
              <dt className={styles.fieldName}>Kind</dt>
              <dd className={styles.fieldValue}>{RISK_KIND_LABELS[r.kind]}</dd>
              <dt className={styles.fieldName}>Severity</dt>
              <dd className={styles.fieldValue} data-testid="risk-severity">
                <SeverityText risk={r} />
              </dd>
              <dt className={styles.fieldName}>Status</dt>
              <dd className={styles.fieldValue}>
                <RiskStatusText risk={r} />
              </dd>
              <dt className={styles.fieldName}>Owner</dt>
              <dd className={styles.fieldValue}>{r.owner?.name ?? 'Nobody yet'}</dd>
              <dt className={styles.fieldName}>Due date</dt>
              <dd className={styles.fieldValue}>{r.dueDate ? formatDate(r.dueDate) : 'None'}</dd>
              {actions.readsAll ? (
                <>
                  <dt className={styles.fieldName}>Stakeholders</dt>
                  <dd className={styles.fieldValue}>
                    {r.sharedWithStakeholders ? 'Shared with them' : 'Not shared'}
                  </dd>
                </>
              ) : null}
              <dt className={styles.fieldName}>Raised</dt>
              <dd className={styles.fieldValue}>
                {formatInstant(r.createdAt)}
                {r.createdBy ? ` by ${r.createdBy.name}` : ''}
              </dd>
              <dt className={styles.fieldName}>Updated</dt>
              <dd className={styles.fieldValue}>{formatInstant(r.updatedAt)}</dd>
            </dl>
            <section aria-label="Description">
              <h3 className={styles.sectionTitle}>Description</h3>
              <MarkdownView source={r.description} emptyText="No description." />
            </section>
            <section aria-label="Mitigation">
              <h3 className={styles.sectionTitle}>Mitigation</h3>
              <MarkdownView source={r.mitigation} emptyText="No mitigation recorded yet." />
            </section>
            {actions.readsAll ? (
              <>
                <section aria-label="Comments">
                  <Stack gap="small">
                    <h3 className={styles.sectionTitle}>Comments ({r.commentCount})</h3>
                    <RiskComments projectId={projectId} riskId={r.id} canComment />
                  </Stack>
                </section>
                <section aria-label="History">
                  <Stack gap="small">
                    <h3 className={styles.sectionTitle}>History</h3>
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
