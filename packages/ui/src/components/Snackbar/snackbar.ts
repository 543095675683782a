import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { SNACKBAR_DEFAULT_MS, SNACKBAR_ERROR_MS, SNACKBAR_SUCCESS_MS } from '@keel/types';
import type { Tone } from '../../theme/tone';

/** The tones a snackbar takes: `positive` (success), `critical` (error) or `info`. */
export type SnackbarTone = Extract<Tone, 'positive' | 'critical' | 'info'>;

export interface SnackbarContent {
  text: string;
  tone: SnackbarTone;
}

export interface SnackbarOptions {
  /** @default 'info' */
  tone?: SnackbarTone;
  /** Milliseconds before it closes by itself; `null` keeps it until closed. */
  timeout?: number | null;
}

/**
 * One queue of snackbars with the timings of SPEC §9: success 3000 ms, error 20000 ms (or its
 * Close button), anything else 5000 ms. Showing a success hides the errors and vice versa.
 * Usable outside React (the app's error policy calls it from the query cache).
 */
export class SnackbarController {
  readonly queue = new ToastQueue<SnackbarContent>({ maxVisibleToasts: 3 });
  private readonly keys = new Map<string, SnackbarTone>();

  /** Shows a snackbar and returns its key. */
  show(text: string, options: SnackbarOptions = {}): string {
    const tone = options.tone ?? 'info';
    if (tone === 'positive') this.closeTone('critical');
    if (tone === 'critical') this.closeTone('positive');
    const timeout =
      options.timeout === undefined ? defaultTimeout(tone) : (options.timeout ?? undefined);
    const key = this.queue.add(
      { text, tone },
      {
        timeout,
        onClose: () => {
          this.keys.delete(key);
        },
      },
    );
    this.keys.set(key, tone);
    return key;
  }

  /** A success message (e.g. `Custom View Saved`) that vanishes after 3000 ms and hides errors. */
  success(text: string): string {
    return this.show(text, { tone: 'positive' });
  }

  /** An error message shown for 20000 ms or until its Close button; hides success messages. */
  error(text: string): string {
    return this.show(text, { tone: 'critical' });
  }

  /** A neutral message shown for 5000 ms. */
  info(text: string): string {
    return this.show(text, { tone: 'info' });
  }

  close(key: string): void {
    this.queue.close(key);
  }

  /** Closes every snackbar. */
  clear(): void {
    for (const key of [...this.keys.keys()]) this.queue.close(key);
  }

  private closeTone(tone: SnackbarTone) {
    for (const [key, keyTone] of [...this.keys]) if (keyTone === tone) this.queue.close(key);
  }
}

function defaultTimeout(tone: SnackbarTone): number {
  if (tone === 'positive') return SNACKBAR_SUCCESS_MS;
  if (tone === 'critical') return SNACKBAR_ERROR_MS;
  return SNACKBAR_DEFAULT_MS;
}

/** The app-wide snackbar queue, rendered by the one `<SnackbarHost />` at the root. */
export const snackbar = new SnackbarController();
