import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at a time even on two cores (vitest's default is one fewer than the cores): a
    // file spends much of its time starting (imports, jsdom, a database snapshot), and the whole
    // suite took 18 min with two against 24.6 min with one on the same two-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // Migrates and seeds one database snapshot (or PostgreSQL template) for every test file.
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          // Every module's server sentences, as the composition root registers them.
          setupFiles: ['apps/api/src/messages.ts'],
          environment: 'node',
          // The files share their worker's modules instead of importing the app afresh each (about
          // 2 s a file, 131 files): each builds its own app and database, and none may leave state
          // behind in a module or on the global object (see invoices/pdf-text.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Pages and dialogs load lazily, and jsdom renders MUI slowly on a busy two-core CI machine:
          // a test may wait up to Testing Library's 5 s several times.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
