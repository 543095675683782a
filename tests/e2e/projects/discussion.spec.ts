import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

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

    // Unique per run, so the spec can run again on the same database.
    const title = `Crane booking for March ${Date.now().toString(36)}`;
    await loginAs(page, 'pm');
    await page.goto('/projects/1/discussion');
    await expect(page.getByRole('list', { name: 'Threads' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New thread' }).first().click();
    const form = page.getByRole('form', { name: 'New thread' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    const message = form.getByRole('textbox', { name: 'Message' });
    await message.fill('Can you confirm the **crane** slot, ');
    // Inline @mention: `@` and part of a name lists the matching members; the keyboard picks.
    await message.pressSequentially('@ma');
    const suggestions = page.getByRole('listbox', { name: 'People to mention in Message' });
    await expect(suggestions.getByRole('option', { name: 'Max Member' })).toBeVisible();
    await expect(message).toHaveAttribute('aria-controls', (await suggestions.getAttribute('id'))!);
    expect(await axeViolations(page)).toEqual([]);
    const maxOption = suggestions.getByRole('option', { name: 'Max Member' });
    // Arrow down until Max is the highlighted option (others may match "ma" too).
    for (let i = 0; i < 10 && (await maxOption.getAttribute('aria-selected')) !== 'true'; i++) {
      await message.press('ArrowDown');
    }
    await expect(message).toHaveAttribute(
      'aria-activedescendant',
      (await maxOption.getAttribute('id'))!,
    );
    await message.press('Enter');
    await expect(suggestions).toBeHidden();
    await expect(message).toBeFocused();
    await message.pressSequentially('please?');
    await expect(message).toHaveValue('Can you confirm the **crane** slot, @Max Member please?');
    await form.getByRole('button', { name: 'Post thread' }).click();
    await expect(page).toHaveURL(/\/projects\/1\/discussion\?thread=\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
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

    // The author edits the thread's title in place.
    const opening = page.getByRole('article', { name: 'thread by Pat Manager' });
    await opening.getByRole('button', { name: 'Edit thread' }).click();
    const edit = page.getByRole('form', { name: 'Edit thread' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await edit.getByRole('textbox', { name: 'Title' }).fill(title.replace('March', 'April'));
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('heading', { name: title.replace('March', 'April') }),
    ).toBeVisible();
    await expect(opening).toContainText('edited');
    // The mention survived the edit.
    await expect(opening).toContainText('@Max Member');
    await page.getByRole('button', { name: 'All threads' }).click();
    await expect(page.getByRole('list', { name: 'Threads' })).toContainText(
      title.replace('March', 'April'),
    );

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
    const item = dialog.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Unread');
    expect(await axeViolations(memberPage)).toEqual([]);
    await item.getByRole('button', { name: 'Open' }).click();
    await expect(memberPage).toHaveURL(/\/projects\/1\/discussion\?thread=\d+$/);
    // The notification keeps the title it was sent with; the thread shows its new one.
    await expect(
      memberPage.getByRole('heading', { name: title.replace('March', 'April') }),
    ).toBeVisible();
    // Opening it marked it read.
    await expect
      .poll(async () => {
        const list = (await (await memberPage.request.get('/api/notifications')).json()) as {
          items: { text: string; read: boolean }[];
        };
        return list.items.find((n) => n.text.includes(title))?.read;
      })
      .toBe(true);
    await memberContext.close();
  });

  test('saving an edit of a thread someone changed meanwhile offers a reload', async ({ page }) => {
    await loginAs(page, 'pm');
    const created = (await (
      await page.request.post('/api/projects/1/discussion/threads', {
        data: { title: 'Site access', body: 'Gate code to follow.' },
      })
    ).json()) as { id: number };
    await page.goto(`/projects/1/discussion?thread=${created.id}`);
    const opening = page.getByRole('article', { name: 'thread by Pat Manager' });
    await opening.getByRole('button', { name: 'Edit thread' }).click();
    const edit = page.getByRole('form', { name: 'Edit thread' });
    await edit.getByRole('textbox', { name: 'Title' }).fill('Site access (gate B)');

    // Another tab saves first.
    const other = await page.request.put(`/api/projects/1/discussion/threads/${created.id}`, {
      data: { title: 'Site access (gate A)', body: 'Gate code: 4711.', version: 1 },
    });
    expect(other.status()).toBe(200);

    await edit.getByRole('button', { name: 'Save' }).click();
    const alert = edit.getByRole('alert');
    await expect(alert).toContainText('changed by someone else');
    await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Site access (gate A)' })).toBeVisible();
    await expect(opening).toContainText('Gate code: 4711.');
    await expect(edit).toBeHidden();
    // Editing again from the fresh thread saves.
    await opening.getByRole('button', { name: 'Edit thread' }).click();
    await edit.getByRole('textbox', { name: 'Title' }).fill('Site access (gate B)');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Site access (gate B)' })).toBeVisible();
  });
});
