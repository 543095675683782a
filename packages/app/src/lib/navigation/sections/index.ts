import type { Section } from '../section.types';
import { timesheetSection } from './timesheet.section';
import { tasksSection } from './tasks.section';
import { projectsSection } from './projects.section';
import { quotesSection } from './quotes.section';
import { managementSection } from './management.section';
import { financeSection } from './finance.section';

export {
  timesheetSection,
  tasksSection,
  projectsSection,
  quotesSection,
  financeSection,
  managementSection,
};
export { ADD_CUSTOM_VIEW_LABEL } from './tasks.section';

/** The rail's sections in order (SPEC §2 "Navigation menu"). */
export const SECTIONS: readonly Section[] = [
  timesheetSection,
  tasksSection,
  projectsSection,
  quotesSection,
  financeSection,
  managementSection,
];
