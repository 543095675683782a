/**
 * The app's way to show a snackbar from anywhere (the error policy, mutation
 * callbacks). The shell connects it to `@keel/ui`'s snackbar queue once at
 * start; until then messages are logged so nothing is lost silently.
 */
export interface Notifier {
  success(text: string): void;
  error(text: string): void;
  info(text: string): void;
}

let current: Notifier | null = null;

export function connectNotifier(notifier: Notifier): () => void {
  current = notifier;
  return () => {
    if (current === notifier) current = null;
  };
}

export const notify: Notifier = {
  success: (text) => (current ? current.success(text) : console.info(text)),
  error: (text) => (current ? current.error(text) : console.error(text)),
  info: (text) => (current ? current.info(text) : console.info(text)),
};
