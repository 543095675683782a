/**
 * The admin-users module's front door: the administration of users, their
 * invitations and password resets; the mailer (the notification outbox sends
 * through it); and the writes of a user's own profile (the profile module's
 * page edits the same record).
 */
export { getUser, listUsers, updateUser, disableUser, enableUser } from './admin-users.service';
export { inviteUser, resendInvitation, revokeInvitation } from './invitations.service';
export { PASSWORD_RESET_TTL_MS } from './password-resets.service';
export { createMailer, type Mailer } from './mailer';
export { deleteUserSessions, updateUserProfileFields, userVersion } from './admin-users.repository';
