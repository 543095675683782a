/** The lessons library's front door: the service functions other modules may call. */
export * from './lessons.service';
