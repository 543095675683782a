/**
 * The custom-fields module's front door: the firm's custom project fields
 * (administered here) and their values on projects (validated here, written
 * by the projects module in its own transaction).
 */
export {
  listCustomFields,
  listVisibleCustomFields,
  validateValues,
  valuesByProject,
} from './custom-fields.service';
export { writeValues } from './custom-fields.repository';
