/** The notifications module's front door (minimal: what projects needs; its owner completes it). */
export { insertNotifications } from './notifications.service';
