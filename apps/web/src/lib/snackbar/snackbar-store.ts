import { createStore } from '../store/create-store';

/** Spec §9 timings in milliseconds; 0 (or -1) keeps the message until the user closes it. */
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
}

export interface SnackbarOptions {
  severity?: SnackbarSeverity;
  duration?: number;
}

let nextId = 1;

export const snackbarStore = createStore<readonly SnackbarMessage[]>([]);

export function showSnackbar(message: string, options: SnackbarOptions = {}): number {
  const id = nextId++;
  const entry: SnackbarMessage = {
    id,
    message,
    severity: options.severity ?? 'info',
    duration: options.duration ?? SNACKBAR_DURATION.default,
  };
  snackbarStore.set((queue) => [...queue, entry]);
  return id;
}

export function dismissSnackbar(id: number): void {
  snackbarStore.set((queue) => queue.filter((entry) => entry.id !== id));
}

export function clearSnackbars(): void {
  snackbarStore.set([]);
}

export function isPersistent(duration: number): boolean {
  return duration <= 0;
}
