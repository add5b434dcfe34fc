import { createStore } from '../store/create-store';

/** The debug 500 page shown in the "Internal Server Error 500" dialog (spec §8 "System"). */
export interface ServerErrorPage {
  url: string;
  html: string;
}

export const serverErrorStore = createStore<ServerErrorPage | null>(null);

export function showServerErrorPage(page: ServerErrorPage): void {
  serverErrorStore.set(page);
}

export function closeServerErrorPage(): void {
  serverErrorStore.set(null);
}
