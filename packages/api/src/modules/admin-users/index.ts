// Minimal front door made by helper A2 (profile, notifications) for the names
// those modules use; the admin-users module's owner writes the full one (the
// lead merges the two).
export { createMailer, type Mailer } from './mailer';
export { deleteUserSessions, updateUserProfileFields, userVersion } from './admin-users.repository';
