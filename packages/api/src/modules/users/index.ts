// Minimal front door made by helper A2 (profile) for the names it uses; the
// users module's owner writes the full one (the lead merges the two).
export { findUserById, setPassword, updateSettings } from './users.repository';
