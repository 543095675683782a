import type { Roadmap } from '@keel/types';
import { FigureTable, Link, StatusDot, Text } from '@keel/ui';
import { formatDate } from '../../../../lib/format';
import { MILESTONE_STATUS_WORDS } from '../roadmap-words';

/** The roadmap's data as a table: dates, RAG and milestones in words, one project a row. */
export function RoadmapTable({ projects }: { projects: Roadmap['projects'] }) {
  return (
    <FigureTable aria-label="Roadmap as a table" verticalAlign="top">
      <thead>
        <tr>
          <th scope="col">Project</th>
          <th scope="col">Start</th>
          <th scope="col">End</th>
          <th scope="col">RAG</th>
          <th scope="col">Milestones in the range</th>
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => (
          <tr key={project.id}>
            <th scope="row">
              <Link href={`/projects/${project.id}/timeline`}>
                {project.code} {project.name}
              </Link>
            </th>
            <td data-nowrap>{formatDate(project.startDate)}</td>
            <td data-nowrap>{formatDate(project.endDate)}</td>
            <td data-nowrap>
              <StatusDot status={project.rag} showLabel />
            </td>
            <td>
              {project.milestones.length === 0 ? (
                <Text tone="muted">None</Text>
              ) : (
                project.milestones.map((milestone) => (
                  <div key={milestone.id}>
                    {milestone.name}: {formatDate(milestone.dueDate)} (
                    {MILESTONE_STATUS_WORDS[milestone.status]})
                  </div>
                ))
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
