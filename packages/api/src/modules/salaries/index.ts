/**
 * The salaries module's front door (CONTRIBUTING.md): salary groups, employee
 * records and "the hourly cost of user U on date D". A change of rates or of
 * an employee record is recorded (`salary-group.changed`, `employee.changed`,
 * `lib/changes.ts`); the finance figures follow it.
 */
export { hourlyCostOn, pickHourlyCost, type HourlyCostAnswer } from './hourly-cost';
/** The rate histories the finance engine reads, by salary group and by user. */
export { employeeOverrides, groupRates } from './salaries.repository';
