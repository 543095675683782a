import cluster from 'node:cluster';
import v8 from 'node:v8';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { demoAccountsText, seedDemoWorkspace } from './demo/demo-workspace';
import { runPrimary, runWorker, stopOnSignals } from './cluster';
import { startServer } from './server';

/**
 * Production entry point: `node packages/api/dist/main.js`. The one place
 * that hands the demo seeder (`src/demo`) to the server: it seeds only when
 * asked for (SEED_DEMO, never in production; `demoSeedDecision`).
 *
 * WEB_CONCURRENCY=1 runs one process that prepares the database and serves;
 * more run a primary that prepares the database and forks that many workers
 * (`cluster.ts`). This file is each worker's entry point too.
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
  // Before the work: each process's heap grows to at most this much past its live set
  // (HEAP_GROWTH_PERCENT), so a long import holds what it uses, not four times it.
  if (config.heapGrowthPercent > 0)
    v8.setFlagsFromString(`--heap-growing-percent=${config.heapGrowthPercent}`);
  const logger = createLogger(config);
  const announce = (url: string, demoPresent: boolean) => {
    console.log(`Keel is running at ${url}`);
    if (demoPresent) console.log(demoAccountsText());
  };
  if (cluster.isWorker) return runWorker(config, logger);
  if (config.webConcurrency > 1) return runPrimary(config, logger, seedDemoWorkspace, announce);
  const running = await startServer(config, logger, seedDemoWorkspace);
  announce(running.url, running.demoPresent);
  stopOnSignals(logger, running);
}

main().catch((error: unknown) => {
  console.error('Keel could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
