import { useQuery } from '@tanstack/react-query';
import { BILLING_TYPE_TITLES, PROJECT_ROLE_TITLES, RAG_DIMENSIONS } from '@keel/types';
import {
  Avatar,
  AvatarGroup,
  Card,
  Columns,
  FactList,
  Inline,
  ItemList,
  ItemListItem,
  MarkdownView,
  Skeleton,
  Stack,
  StatusDot,
  Text,
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
          <FactList
            facts={[
              { term: 'Start', value: formatDate(project.startDate) },
              { term: 'End', value: formatDate(project.endDate) },
              { term: 'Billing', value: BILLING_TYPE_TITLES[project.billingType] },
              ...(project.alternateName
                ? [{ term: "Client's name", value: project.alternateName }]
                : []),
              ...(project.budget ? [{ term: 'Budget', value: formatMoney(project.budget) }] : []),
              ...(project.budgetMinutes !== null
                ? [{ term: 'Budget hours', value: formatHours(project.budgetMinutes) }]
                : []),
              ...(project.tags.length > 0
                ? [{ term: 'Tags', value: project.tags.join(', ') }]
                : []),
            ]}
          />
        </Card>
        <Card title="Team">
          <Stack>
            <Inline>
              <Text tone="muted" size="small">
                Manager
              </Text>
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
                <ItemList aria-label="Members">
                  {members.data.map((member) => (
                    <ItemListItem key={member.id}>
                      <Avatar name={member.name} color={member.color} size="xsmall" isDecorative />
                      <span className={styles.grow}>{member.name}</span>
                      <Text tone="muted" size="small">
                        {PROJECT_ROLE_TITLES[member.role]}
                      </Text>
                    </ItemListItem>
                  ))}
                </ItemList>
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
                <Text as="p" tone="muted" size="small">
                  No RAG changes yet.
                </Text>
              ) : (
                <ItemList aria-label="RAG changes">
                  {history.data.map((entry) => (
                    <ItemListItem key={entry.id}>
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
                    </ItemListItem>
                  ))}
                </ItemList>
              )
            ) : (
              <Skeleton lines={3} label="Loading the RAG history" />
            )}
          </Card>
        ) : null}
        <ProjectContactsCard projectId={project.id} canUpdateProject={permissions.updateProject} />
        <SourceQuoteCard project={project} canUpdate={permissions.updateProject} />
        <Text as="p" tone="muted" size="small">
          Created {formatInstant(project.createdAt)}
        </Text>
      </Stack>
    </Columns>
  );
}
