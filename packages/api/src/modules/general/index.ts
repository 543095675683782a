/** The general module's front door: health and the measurement units. */
export { health, measurementUnits, MEASUREMENT_UNITS } from './general.service';
