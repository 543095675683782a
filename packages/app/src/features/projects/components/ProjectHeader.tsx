import { PROJECT_STATUS_TITLES, type Project } from '@keel/types';
import { Badge, Inline, Link, PageHeader, RAG_LABELS, StatusDot, Text } from '@keel/ui';
import { projectReturnUrl } from '../../../lib/storage/route-memory';
import * as styles from '../projects.css';
import { statusTone } from '../project-status';

/** Code, name, client, status and overall RAG of the open project. */
export function ProjectHeader({ project }: { project: Project }) {
  const back = projectReturnUrl() ?? '/projects/browser';
  return (
    <PageHeader
      title={project.name}
      subtitle={
        <Text size="small">
          <Inline as="span" gap="medium">
            <span className={styles.code}>{project.code}</span>
            {project.client ? <span>{project.client}</span> : null}
            <Badge tone={statusTone(project.status)}>{PROJECT_STATUS_TITLES[project.status]}</Badge>
            <StatusDot
              status={project.rag.overall}
              label={`Overall RAG: ${RAG_LABELS[project.rag.overall]}`}
              showLabel
            />
            {project.archived ? <Badge tone="neutral">Archived</Badge> : null}
          </Inline>
        </Text>
      }
      actions={
        <Link href={back} tone="neutral" underline="hover">
          Back
        </Link>
      }
    />
  );
}
