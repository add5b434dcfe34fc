import { lazyPage } from './lazy-page';

// The shell (top bar, menu) is its own chunk: a signed-out visitor is sent to login before it loads.
// A module of its own, so the shell's imports (the route table among them) never lead back here.
export const appLayoutPage = lazyPage(() => import('../shell/app-layout'), 'AppLayout');
