import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from './axe';

test.describe('Project discussion and the bell', () => {
  test('a mention shows on the bell of the mentioned user, whose list leads to the thread', async ({
    browser,
    page,
  }) => {
    // Several pages, two accounts and axe runs: more than the default budget on a busy machine.
    test.slow();
    // Max Member is a member of KEEL-001 (demo data) and may read its discussion.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await loginAs(memberPage, 'member');
    const before = (await (await memberPage.request.get('/api/notifications')).json()) as {
      unreadCount: number;
    };

    await loginAs(page, 'pm');
    await page.goto('/projects/1/discussion');
    await expect(page.getByRole('list', { name: 'Threads' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New thread' }).first().click();
    const form = page.getByRole('form', { name: 'New thread' });
    await form.getByRole('textbox', { name: 'Title' }).fill('Crane booking for March');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Can you confirm the **crane** slot?');
    await form.getByRole('button', { name: /Mention/ }).click();
    await page.getByRole('option', { name: 'Max Member' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Post thread' }).click();
    await expect(page).toHaveURL(/\/projects\/1\/discussion\?thread=\d+$/);
    await expect(page.getByRole('heading', { name: 'Crane booking for March' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'thread by Pat Manager' })).toContainText(
      '@Max Member',
    );
    expect(await axeViolations(page)).toEqual([]);

    // A reply, then its author edits it.
    await page.getByRole('textbox', { name: 'Reply' }).fill('Booked for the 12th.');
    await page.getByRole('button', { name: 'Post reply' }).click();
    const reply = page.getByRole('article', { name: 'reply by Pat Manager' });
    await expect(reply).toContainText('Booked for the 12th.');
    await reply.getByRole('button', { name: 'Edit reply' }).click();
    await reply.getByRole('textbox', { name: 'Edit reply' }).fill('Booked for the 14th.');
    await reply.getByRole('button', { name: 'Save' }).click();
    await expect(reply).toContainText('Booked for the 14th.');

    // The mentioned user's bell counts the mention (other specs may notify them too, in parallel).
    const after = (await (await memberPage.request.get('/api/notifications')).json()) as {
      unreadCount: number;
    };
    expect(after.unreadCount).toBeGreaterThan(before.unreadCount);
    await memberPage.goto('/timesheet');
    const bell = memberPage.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const dialog = memberPage.getByRole('dialog', { name: 'Notifications' });
    const item = dialog.getByRole('listitem').filter({ hasText: 'Crane booking for March' });
    await expect(item).toContainText('Unread');
    expect(await axeViolations(memberPage)).toEqual([]);
    await item.getByRole('button', { name: 'Open' }).click();
    await expect(memberPage).toHaveURL(/\/projects\/1\/discussion\?thread=\d+$/);
    await expect(
      memberPage.getByRole('heading', { name: 'Crane booking for March' }),
    ).toBeVisible();
    // Opening it marked it read.
    await expect
      .poll(async () => {
        const list = (await (await memberPage.request.get('/api/notifications')).json()) as {
          items: { text: string; read: boolean }[];
        };
        return list.items.find((n) => n.text.includes('Crane booking for March'))?.read;
      })
      .toBe(true);
    await memberContext.close();
  });
});
