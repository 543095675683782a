import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { demoAccountsText, seedDemoWorkspace } from './demo/demo-workspace';
import { startServer } from './server';

/**
 * Production entry point: `node packages/api/dist/main.js`. The one place
 * that hands the demo seeder (`src/demo`) to the server: it seeds only when
 * asked for (SEED_DEMO, never in production; `demoSeedDecision`).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const running = await startServer(config, logger, seedDemoWorkspace);
  console.log(`Keel is running at ${running.url}`);
  if (running.demoPresent) console.log(demoAccountsText());

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Give open requests a moment, then leave regardless.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.server.closeIdleConnections?.();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Keel could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
