import { Link } from '@keel/ui';
import { periodText } from '../report-model';

/** The path of a report in its project's tab. */
export function reportPath(projectId: number, reportId: number): string {
  return `/projects/${projectId}/reports?report=${reportId}`;
}

/** A portfolio row's link to the report it shows, named after its project and period. */
export function ReportLink({
  project,
  report,
}: {
  project: { id: number; name: string };
  report: { id: number; periodStart: string; periodEnd: string };
}) {
  const period = periodText(report);
  return (
    <Link
      href={reportPath(project.id, report.id)}
      aria-label={`Status report of ${project.name}, ${period}`}
    >
      {period}
    </Link>
  );
}
