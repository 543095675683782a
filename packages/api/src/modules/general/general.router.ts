import type { generalEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as general from './general.service';

/** Thin handlers of the general routes: input was validated by the registrar. */
type G = typeof generalEndpoints;

export const health: Handler<G['health'], AuthUser | null> = ({ deps }) => general.health(deps);
export const measurementUnits: Handler<G['measurementUnits'], AuthUser> = async () =>
  general.measurementUnits();
