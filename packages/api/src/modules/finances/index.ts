/**
 * The finance module's front door (CONTRIBUTING.md). The figures (month rows
 * and project totals) follow the changes other modules record
 * (`finance-subscriptions.ts`, README.md § Kept current); nobody else calls
 * their rewrite. What others may use: the recalculation on request and the
 * rule progress falls back to.
 */
export { progressOf, recalculateAll, recalculateIds } from './finance-recalculation.service';
/** The seed writes a project's totals directly (the demo seed, until it moves to `src/demo`). */
export { writeFigures, type ProjectFigures } from './project-figures.repository';
