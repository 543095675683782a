import type { Knex } from 'knex';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Clock } from './clock';

/** What every service receives: the database, configuration, logger and clock. */
export interface AppDeps {
  knex: Knex;
  config: Config;
  logger: Logger;
  clock: Clock;
}
