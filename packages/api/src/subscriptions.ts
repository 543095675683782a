import { subscribe } from './lib/changes';
import { auditSubscriptions } from './modules/audit/audit-subscriptions';
import { financeSubscriptions } from './modules/finances/finance-subscriptions';
import { invoiceSubscriptions } from './modules/invoices/invoice-subscriptions';
import { taskSubscriptions } from './modules/tasks/task-subscriptions';
import { workloadSubscriptions } from './modules/workload/workload-subscriptions';
import { webhookSubscriptions } from './modules/webhooks';

let registered = false;

/**
 * Who follows which recorded change (`lib/changes.ts`), wired once per
 * process: the server and the CLI at start-up, the tests in their setup file.
 * The order is the order the handlers run in, inside the writer's
 * transaction: the figures first, then whatever reads them (the audit log).
 */
export function registerSubscriptions(): void {
  if (registered) return;
  registered = true;
  subscribe(financeSubscriptions);
  subscribe(taskSubscriptions);
  subscribe(workloadSubscriptions);
  subscribe(invoiceSubscriptions);
  subscribe(auditSubscriptions);
  // Last: the events of a write, queued for the webhooks that want them.
  subscribe(webhookSubscriptions);
}
