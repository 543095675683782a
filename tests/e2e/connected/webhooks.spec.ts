import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

// Issue 33: an administrator adds a webhook on /management/webhooks, its
// secret shown once; a ping and a real event (a task created) reach the
// receiver signed with that secret, and the delivery log shows them
// delivered, with Redeliver sending the same event again.
test.describe.configure({ timeout: 90_000 });

interface Received {
  event: { id: string; type: string; data: { id: number; name?: string } };
  signature: string;
  body: string;
}

/** A receiver on 127.0.0.1 (the e2e server runs with WEBHOOK_ALLOW_PRIVATE=1). */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        event: JSON.parse(body) as Received['event'],
        signature: String(req.headers['keel-signature'] ?? ''),
        body,
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/keel-events`, received };
}

/** The receiver's check of `Keel-Signature: t=<unix>, v1=<hex HMAC-SHA256 of "t.body">`. */
function signedWith(secret: string, { signature, body }: Received): boolean {
  const parts = Object.fromEntries(signature.split(',').map((p) => p.trim().split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 === expected;
}

test('an administrator adds a webhook, sees a ping and a task event delivered and redelivers one', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await loginAs(page, 'admin');
    await page.goto('/management/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add webhook' }).first().click();

    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
    // By keyboard, as the kit's checkboxes are operated.
    const taskCreated = dialog
      .getByRole('group', { name: 'Tasks' })
      .getByRole('checkbox', { name: 'created' });
    await taskCreated.press('Space');
    await expect(taskCreated).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add webhook' }).click();

    const shown = page.getByRole('dialog', { name: 'Webhook added' });
    const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row', { name: new RegExp(receiver.url) })).toContainText('Active');

    // A ping: the log opens and shows it delivered with the receiver's 204.
    await page.getByRole('button', { name: `Send ping to ${receiver.url}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${receiver.url}` });
    const deliveries = log.getByRole('grid', { name: 'Deliveries' });
    await expect(deliveries.getByRole('row').filter({ hasText: 'ping' })).toContainText(
      'Delivered',
    );
    await expect(deliveries.getByRole('row').filter({ hasText: 'ping' })).toContainText('204');
    expect(await axeViolations(page)).toEqual([]);
    await log.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => receiver.received.length).toBe(1);
    const [ping] = receiver.received;
    expect(ping?.event.type).toBe('ping');
    expect(ping && signedWith(secret, ping)).toBe(true);

    // A real event: a task created on a demo project reaches the receiver, signed.
    const projects = await page.request.post('/api/projects/query?search=KEEL-001', {
      data: { page: 1, pageSize: 1 },
    });
    const [project] = ((await projects.json()) as { items: Array<{ id: number }> }).items;
    const projectId = project?.id;
    const name = `Hooked task ${Date.now()}`;
    const task = await page.request.post('/api/tasks', { data: { projectId, name } });
    expect(task.status()).toBe(201);
    await expect
      .poll(() => receiver.received.find((r) => r.event.type === 'task.created')?.event.data.name)
      .toBe(name);
    const taskEvent = receiver.received.find((r) => r.event.type === 'task.created');
    if (!taskEvent) throw new Error('the task event did not arrive');
    expect(signedWith(secret, taskEvent)).toBe(true);

    // The log shows it; opened, its request body is the event; Redeliver sends the same event id again.
    await page.getByRole('button', { name: `Deliveries to ${receiver.url}` }).click();
    const row = deliveries.getByRole('row').filter({ hasText: 'task.created' });
    await expect(row).toContainText('Delivered');
    await row.getByRole('button', { name: /^Open the delivery/ }).click();
    await expect(log.getByRole('textbox', { name: 'Request body' })).toHaveValue(
      new RegExp(taskEvent.event.id),
    );
    await log.getByRole('button', { name: 'Redeliver' }).click();
    await expect
      .poll(() => receiver.received.filter((r) => r.event.id === taskEvent.event.id).length)
      .toBe(2);
  } finally {
    await new Promise((done) => receiver.server.close(done));
  }
});
