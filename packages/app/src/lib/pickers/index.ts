export {
  canPickProjects,
  canPickTeams,
  canPickUsers,
  pickersKeys,
  projectChoicesQueryOptions,
  roleChoicesQueryOptions,
  teamChoicesQueryOptions,
  userChoicesQueryOptions,
} from './pickers.queries';
