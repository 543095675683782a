import type { MilestoneStatus, Roadmap } from '@keel/types';
import { formatDate } from '../../../lib/format';

type RoadmapProject = Roadmap['projects'][number];

export const MILESTONE_STATUS_WORDS: Record<MilestoneStatus, string> = {
  planned: 'planned',
  reached: 'reached',
  missed: 'missed',
};

/** A project's span in words: both dates, one, or none. */
export function projectSpanLabel(project: Pick<RoadmapProject, 'startDate' | 'endDate'>): string {
  if (!project.startDate && !project.endDate) return 'no dates';
  return `${formatDate(project.startDate)} to ${formatDate(project.endDate)}`;
}

/** A milestone in words: name, date and state (its diamond's shape says the state too). */
export function milestoneLabel(milestone: RoadmapProject['milestones'][number]): string {
  return `Milestone ${milestone.name}, ${formatDate(milestone.dueDate)}, ${MILESTONE_STATUS_WORDS[milestone.status]}`;
}
