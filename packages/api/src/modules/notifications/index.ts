/**
 * The notifications module's front door (minimal, made by the tasks helper:
 * only the names tasks uses; the notifications owner completes it).
 */
export { insertNotifications } from './notifications.service';
