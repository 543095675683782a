/** The users module's front door. */
export { findUserById, setPassword, updateSettings } from './users.repository';
