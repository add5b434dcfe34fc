import { createStore } from '../store/create-store';

/**
 * Spec §9 timings in milliseconds: `default` for every message §8 gives no time (successes among
 * them), `login` for sign-in refusals and subscription changes, `form` for subscribe and form errors;
 * 0 (or -1) keeps the message until the user closes it.
 */
export const SNACKBAR_DURATION = {
  default: 2000,
  login: 4000,
  form: 6000,
  persistent: 0,
} as const;

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export interface SnackbarMessage {
  id: number;
  /** Already translated; an empty text shows the generic unexpected-error sentence. */
  message: string;
  severity: SnackbarSeverity;
  duration: number;
  /** Who said it (a form, a screen): a newer message of the same source replaces it. */
  source: string;
}

export interface SnackbarOptions {
  severity?: SnackbarSeverity;
  duration?: number;
  /**
   * The form or screen that says it, e.g. `settings.profile`: its next message replaces this one,
   * and its success clears its error. Without one, the same sentence is its own source.
   */
  source?: string;
}

let nextId = 1;

/**
 * The messages in the order they show: the first is on screen, with its own timer. Only messages
 * the user must close (persistent ones) ever wait behind it.
 */
export const snackbarStore = createStore<readonly SnackbarMessage[]>([]);

export function isPersistent(duration: number): boolean {
  return duration <= 0;
}

/**
 * Shows a message at once. It replaces any message of its source, shown or waiting (a fixed form
 * does not keep its old error). A timed message of another source gives way too: it spoke of
 * something older and would only hold the new one back. A persistent one waits behind the new
 * message and shows again after it, since the user has not closed it yet.
 */
export function showSnackbar(message: string, options: SnackbarOptions = {}): number {
  const severity = options.severity ?? 'info';
  const entry: SnackbarMessage = {
    id: nextId++,
    message,
    severity,
    duration: options.duration ?? SNACKBAR_DURATION.default,
    source: options.source ?? `${severity}:${message}`,
  };
  snackbarStore.set((queue) => [
    entry,
    ...queue.filter((older) => older.source !== entry.source && isPersistent(older.duration)),
  ]);
  return entry.id;
}

export function dismissSnackbar(id: number): void {
  snackbarStore.set((queue) => queue.filter((entry) => entry.id !== id));
}

/** The problem a source reported is solved (its form was saved): its errors and warnings go. */
export function dismissProblemsOf(source: string): void {
  snackbarStore.set((queue) =>
    queue.filter(
      (entry) => entry.source !== source || entry.severity === 'success' || entry.severity === 'info',
    ),
  );
}

/**
 * A message shown for a source that did not say who it was (the app-wide reaction to a failed
 * request) becomes that source's: its next message replaces it.
 */
export function assignSnackbarSource(id: number, source: string): void {
  snackbarStore.set((queue) =>
    queue
      .filter((entry) => entry.source !== source || entry.id >= id)
      .map((entry) => (entry.id === id ? { ...entry, source } : entry)),
  );
}

export function clearSnackbars(): void {
  snackbarStore.set([]);
}
