/** The risk and issue register's front door: the service functions other modules may call. */
export * from './risks.service';
export * from './risk-comments.service';
export * from './risk-subscriptions.service';
