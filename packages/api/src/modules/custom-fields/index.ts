/** The custom-fields module's front door (minimal: what projects needs; its owner completes it). */
export {
  listCustomFields,
  listVisibleCustomFields,
  validateValues,
  valuesByProject,
} from './custom-fields.service';
export { writeValues } from './custom-fields.repository';
