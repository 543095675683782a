/** The users module's front door (minimal: what the salaries module needs; its owner completes it). */
export { findUserById } from './users.repository';
