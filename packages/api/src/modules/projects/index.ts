export { listActiveUsers } from './project-members.repository';
export { nextProjectCode } from './projects.repository';
export { createProject } from './projects.service';
