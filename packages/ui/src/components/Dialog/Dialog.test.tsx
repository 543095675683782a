import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Drawer } from '../Drawer/Drawer';
import { Menu, MenuItem } from '../Menu/Menu';
import { Button } from '../Button/Button';

describe('overlays', () => {
  it('opens a dialog named by its title and closes it with Escape and the Close button', async () => {
    render(
      <Dialog title="Edit view" trigger={<Button>Open</Button>}>
        Body
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Edit view' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a bottom sheet as a labelled dialog holding the focus, and gives it back on Escape', async () => {
    render(
      <Dialog title="Log time" placement="sheet" trigger={<Button>Add entry</Button>}>
        <input aria-label="Duration" />
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Add entry' });
    await userEvent.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Log time' });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(trigger).toHaveFocus());
  });

  it('asks before a destructive action and confirms only on the confirm button', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        title="Delete view?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        trigger={<Button>Remove</Button>}
      >
        It will be gone.
      </ConfirmDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete view?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens a drawer as a labelled dialog', async () => {
    render(
      <Drawer title="Menu" trigger={<Button>Menu button</Button>}>
        Links
      </Drawer>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu button' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveTextContent('Links');
  });

  it('runs a menu action chosen with the keyboard', async () => {
    const onAction = vi.fn();
    render(
      <Menu aria-label="Actions" trigger={<Button>Actions</Button>} onAction={onAction}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="delete">Delete</MenuItem>
      </Menu>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('delete');
  });
});
