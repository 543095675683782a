/**
 * The notifications module's front door (README.md): other modules add
 * in-app notifications (and their e-mails, through the outbox) inside their
 * own transactions; the outbox worker is started by the server and the app.
 */
export { insertNotifications, type NewNotification } from './notifications.repository';
export {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';
export { configureMailOutbox, startMailOutbox } from './mail-outbox.service';
