import { registerSubscriptions } from '../subscriptions';

// Every test process follows the recorded changes as the server does (`src/subscriptions.ts`).
registerSubscriptions();
