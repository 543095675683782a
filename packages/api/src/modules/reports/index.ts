/** Status reports' front door: the service functions other modules may call. */
export * from './reports.service';
export * from './report-portfolio.service';
export * from './report-viewer.service';
