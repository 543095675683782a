// Minimal front door made by helper A2 (timesheet export) for the names it
// uses; the salaries module's owner writes the full one (the lead merges the two).
export { pickHourlyCost } from './hourly-cost';
