import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop } from './FileDrop';

function fileOf(name: string, bytes: number, type = 'application/pdf') {
  return new File([new Uint8Array(bytes)], name, { type });
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('FileTrigger renders a file input');
  return input;
}

describe('FileDrop', () => {
  it('offers a labelled drop zone and a button to choose files', () => {
    render(<FileDrop label="Attach the signed quote" onFiles={() => {}} />);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Attach the signed quote/ })).toBeInTheDocument();
  });

  it('hands over chosen files that are within the size limit', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const { container } = render(
      <FileDrop label="Attachments" allowsMultiple maxSizeBytes={1024} onFiles={onFiles} />,
    );
    await user.upload(fileInput(container), [fileOf('a.pdf', 100), fileOf('b.pdf', 1024)]);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('refuses a file over the size limit with an error naming the file and the limit', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const { container } = render(
      <FileDrop label="Attachments" maxSizeBytes={2 * 1024 * 1024} onFiles={onFiles} />,
    );
    await user.upload(fileInput(container), fileOf('huge.pdf', 3 * 1024 * 1024));
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"huge.pdf" is larger than 2 MB. Choose a smaller file.',
    );
    expect(screen.getByText('Up to 2 MB each')).toBeInTheDocument();
  });

  it('refuses a file of a type it does not accept', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = vi.fn();
    const { container } = render(
      <FileDrop label="Logo" acceptedFileTypes={['image/*']} onFiles={onFiles} />,
    );
    await user.upload(fileInput(container), fileOf('notes.txt', 10, 'text/plain'));
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"notes.txt" is not a supported file type.',
    );
  });
});
