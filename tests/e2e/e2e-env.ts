import { reservePort } from '../reserve-port';

/** Environment variables the runner hands to its workers and to the teardown. */
export const E2E_ENV = {
  port: 'KEEL_E2E_PORT',
  dataDir: 'KEEL_E2E_DATA_DIR',
  serverPid: 'KEEL_E2E_SERVER_PID',
} as const;

/** The port of this run's server, the same in the runner and every worker. */
export function reserveE2ePort(): number {
  return reservePort(E2E_ENV.port);
}
