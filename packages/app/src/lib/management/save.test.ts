import { snackbar } from '@keel/ui';
import { vi } from 'vitest';
import { sendingAs, submitSave, type SaveMutation } from './save';

/** A save mutation that succeeds at once with `saved`, recording what it was sent. */
function mutation<TInput, TSaved>(saved: TSaved) {
  const sent: TInput[] = [];
  const save: SaveMutation<TInput, TSaved> = {
    mutate: (input, { onSuccess }) => {
      sent.push(input);
      onSuccess(saved);
    },
    isPending: false,
    error: new Error('earlier failure'),
    reset: vi.fn(),
  };
  return { save, sent };
}

afterEach(() => vi.restoreAllMocks());

describe('sendingAs', () => {
  it('sends the form input as the mutation takes it and keeps its state', () => {
    const { save, sent } = mutation<{ id: number; input: { name: string } }, string>('saved');
    const update = sendingAs(save, (input: { name: string }) => ({ id: 7, input }));
    const onSuccess = vi.fn();
    update.mutate({ name: 'Easter' }, { onSuccess });
    expect(sent).toEqual([{ id: 7, input: { name: 'Easter' } }]);
    expect(onSuccess).toHaveBeenCalledWith('saved');
    expect(update.error).toBe(save.error);
    expect(update.isPending).toBe(false);
    update.reset();
    expect(save.reset).toHaveBeenCalledTimes(1);
  });
});

describe('submitSave', () => {
  it('sends nothing while a field is off', () => {
    const { save, sent } = mutation<string, string>('x');
    const success = vi.spyOn(snackbar, 'success');
    submitSave(
      save,
      () => null,
      () => 'Saved',
    );
    expect(sent).toEqual([]);
    expect(success).not.toHaveBeenCalled();
  });

  it('says it saved, then hands over what was saved', () => {
    const { save, sent } = mutation<string, { name: string }>({ name: 'Easter' });
    const order: string[] = [];
    vi.spyOn(snackbar, 'success').mockImplementation((message: string) => {
      order.push(`snackbar: ${message}`);
      return '';
    });
    submitSave(
      save,
      () => 'input',
      (saved) => `${saved.name} saved`,
      (saved) => order.push(`saved: ${saved.name}`),
    );
    expect(sent).toEqual(['input']);
    expect(order).toEqual(['snackbar: Easter saved', 'saved: Easter']);
  });
});
