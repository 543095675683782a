import { useQuery } from '@tanstack/react-query';
import { BILLING_TYPE_TITLES, PROJECT_ROLE_TITLES, RAG_DIMENSIONS } from '@keel/types';
import {
  Avatar,
  AvatarGroup,
  Card,
  Columns,
  Inline,
  MarkdownView,
  Skeleton,
  Stack,
  StatusDot,
} from '@keel/ui';
import { useProjectContext } from '../project-context';
import { projectMembersQueryOptions, ragHistoryQueryOptions } from '../projects.queries';
import { RAG_DIMENSION_TITLES, RagCard } from '../components/RagCard';
import { SourceQuoteCard } from '../components/SourceQuoteCard';
import { formatDate, formatHours, formatInstant, formatMoney } from '../../../lib/format';
import * as styles from '../projects.css';
import { ProjectContactsCard } from '../../contacts';

/** Overview tab: description, key facts, team, RAG (editable in place) and its history. */
export default function OverviewPage() {
  const { project, permissions } = useProjectContext();
  const members = useQuery(projectMembersQueryOptions(project.id));
  const history = useQuery({ ...ragHistoryQueryOptions(project.id), enabled: permissions.readRag });

  return (
    <Columns minColumnWidth={320} gap="large">
      <Stack>
        <Card title="Description">
          <MarkdownView source={project.description} emptyText="No description yet." />
        </Card>
        <Card title="Key facts">
          <dl className={styles.facts}>
            <dt className={styles.factTerm}>Start</dt>
            <dd className={styles.factValue}>{formatDate(project.startDate)}</dd>
            <dt className={styles.factTerm}>End</dt>
            <dd className={styles.factValue}>{formatDate(project.endDate)}</dd>
            <dt className={styles.factTerm}>Billing</dt>
            <dd className={styles.factValue}>{BILLING_TYPE_TITLES[project.billingType]}</dd>
            {project.alternateName ? (
              <>
                <dt className={styles.factTerm}>Client&apos;s name</dt>
                <dd className={styles.factValue}>{project.alternateName}</dd>
              </>
            ) : null}
            {project.budget ? (
              <>
                <dt className={styles.factTerm}>Budget</dt>
                <dd className={styles.factValue}>{formatMoney(project.budget)}</dd>
              </>
            ) : null}
            {project.budgetMinutes !== null ? (
              <>
                <dt className={styles.factTerm}>Budget hours</dt>
                <dd className={styles.factValue}>{formatHours(project.budgetMinutes)}</dd>
              </>
            ) : null}
            {project.tags.length > 0 ? (
              <>
                <dt className={styles.factTerm}>Tags</dt>
                <dd className={styles.factValue}>{project.tags.join(', ')}</dd>
              </>
            ) : null}
          </dl>
        </Card>
        <Card title="Team">
          <Stack>
            <Inline>
              <span className={styles.factTerm}>Manager</span>
              {project.manager ? (
                <>
                  <Avatar
                    name={project.manager.name}
                    color={project.manager.color}
                    size="xsmall"
                    isDecorative
                  />
                  <span>{project.manager.name}</span>
                </>
              ) : (
                <span>—</span>
              )}
            </Inline>
            {members.data ? (
              <>
                <AvatarGroup
                  label="Project members"
                  max={8}
                  people={members.data.map((m) => ({ id: m.id, name: m.name, color: m.color }))}
                />
                <Stack as="ul" gap="small" aria-label="Members">
                  {members.data.map((member) => (
                    <li key={member.id} className={styles.listItem}>
                      <Avatar name={member.name} color={member.color} size="xsmall" isDecorative />
                      <span className={styles.grow}>{member.name}</span>
                      <span className={styles.muted}>{PROJECT_ROLE_TITLES[member.role]}</span>
                    </li>
                  ))}
                </Stack>
              </>
            ) : (
              <Skeleton lines={3} label="Loading the team" />
            )}
          </Stack>
        </Card>
      </Stack>
      <Stack>
        {permissions.readRag ? <RagCard project={project} canEdit={permissions.updateRag} /> : null}
        {permissions.readRag ? (
          <Card title="RAG history">
            {history.data ? (
              history.data.length === 0 ? (
                <p className={styles.muted}>No RAG changes yet.</p>
              ) : (
                <Stack as="ul" gap="small" aria-label="RAG changes">
                  {history.data.map((entry) => (
                    <li key={entry.id} className={styles.listItem}>
                      <span className={styles.grow}>
                        {formatInstant(entry.changedAt)}
                        {entry.changedBy ? ` · ${entry.changedBy.name}` : ''}
                      </span>
                      {RAG_DIMENSIONS.map((dimension) => (
                        <StatusDot
                          key={dimension}
                          status={entry[dimension].status}
                          label={`${RAG_DIMENSION_TITLES[dimension]}: ${entry[dimension].status}`}
                        />
                      ))}
                    </li>
                  ))}
                </Stack>
              )
            ) : (
              <Skeleton lines={3} label="Loading the RAG history" />
            )}
          </Card>
        ) : null}
        <ProjectContactsCard projectId={project.id} canUpdateProject={permissions.updateProject} />
        <SourceQuoteCard project={project} canUpdate={permissions.updateProject} />
        <p className={styles.muted}>Created {formatInstant(project.createdAt)}</p>
      </Stack>
    </Columns>
  );
}
