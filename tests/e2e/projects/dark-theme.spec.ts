import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

test.describe('Project pages in the dark theme', () => {
  test('overview, discussion, settings, browser and dashboard pass axe in the dark theme', async ({
    page,
  }) => {
    // Seven pages with an axe run each: more than the default budget on a busy machine.
    test.slow();
    await loginAs(page, 'pm');
    await page.goto('/projects/dashboard');
    // The theme is switched the way a user does it (the choice persists for the next pages).
    await page.getByRole('button', { name: 'User menu, Pat Manager' }).click();
    const popup = page.getByRole('dialog', { name: 'User menu' });
    await popup.getByText('Dark theme').click();
    await expect(popup.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    const threads = (await (
      await page.request.get('/api/projects/1/discussion/threads')
    ).json()) as { items: { id: number; commentCount: number }[] };
    // A thread with replies (other specs add threads without any meanwhile).
    const threadId = threads.items.find((t) => t.commentCount > 0)?.id;
    expect(threadId).toBeDefined();

    // Each page with something that shows once its data has loaded.
    const pages: Array<[string, () => ReturnType<typeof page.getByRole>]> = [
      ['/projects/dashboard', () => page.getByRole('region', { name: 'Projects by status' })],
      [
        '/projects/browser',
        () => page.getByRole('grid', { name: 'Projects' }).getByRole('link').first(),
      ],
      ['/projects/1/overview', () => page.getByRole('region', { name: 'RAG status' })],
      ['/projects/1/discussion', () => page.getByRole('list', { name: 'Threads' })],
      [
        `/projects/1/discussion?thread=${threadId}`,
        () => page.getByRole('region', { name: 'Replies' }),
      ],
      ['/projects/1/settings', () => page.getByRole('list', { name: 'Project members' })],
    ];
    for (const [path, loaded] of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(loaded()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await axeViolations(page), path).toEqual([]);
    }

    // Forms in their other states: a new thread with its field errors, the RAG being edited.
    await page.goto('/projects/1/discussion');
    await page.getByRole('button', { name: 'New thread' }).first().click();
    const form = page.getByRole('form', { name: 'New thread' });
    await form.getByRole('button', { name: 'Post thread' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    expect(await axeViolations(page), 'new thread with errors').toEqual([]);
    await page.goto('/projects/1/overview');
    const rag = page.getByRole('region', { name: 'RAG status' });
    await rag.getByRole('button', { name: 'Edit RAG' }).click();
    await expect(rag.getByRole('textbox', { name: 'Schedule comment' })).toBeVisible();
    expect(await axeViolations(page), 'RAG editing').toEqual([]);

    // The open @mention list of the reply composer, too.
    const reply = page.getByRole('textbox', { name: 'Reply' });
    await page.goto(`/projects/1/discussion?thread=${threadId}`);
    await reply.click();
    await reply.pressSequentially('Thanks @ma');
    await expect(page.getByRole('listbox', { name: 'People to mention in Reply' })).toBeVisible();
    expect(await axeViolations(page), 'mention list').toEqual([]);
  });
});
