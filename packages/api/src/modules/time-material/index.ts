/**
 * The time and material module's front door (README.md beside this file):
 * contracts, their resources and consumption, and the stakeholder link's
 * public view. Other modules import only from here.
 */
export {
  PUBLIC_CONSUMPTION_MAX_AGE_MS,
  publicResourceTimesheet,
  publicView,
} from './time-material-public.service';
export {
  addResource,
  createContract,
  deleteContract,
  getContract,
  listContracts,
  MAX_PERIOD_YEARS,
  publicPath,
  removeResource,
  resourceTimesheet,
  revokeStakeholderToken,
  rotateStakeholderToken,
  updateContract,
  updateResource,
  writeContract,
} from './time-material.service';
export type { ContractValues } from './time-material.repository';
