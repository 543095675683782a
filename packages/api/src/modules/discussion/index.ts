/** Project discussion's front door: the service functions other modules may call. */
export * from './discussion.service';
