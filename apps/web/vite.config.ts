import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite-precompress';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The initial chunk below is about 520 kB before compression (about 165 kB gzip) by design.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically loads on every page anyway; as one chunk it
            // compresses better than the dozen fragments shared with lazy pages (about 9 KB gzip on /login).
            { name: 'initial', tags: ['$initial'] },
            // The login page with everything it needs beyond that (react-hook-form, the MUI inputs) is
            // one chunk too instead of about fifteen small ones (about 5 KB gzip on /login). Lazy pages
            // that share some of it (the shell, the status and legal pages, forgot and reset password)
            // load all of it (decision 0013).
            { name: 'login', test: /features[\\/]auth[\\/]pages[\\/]login-page/ },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/v1': apiTarget, '/api': apiTarget, '/storage': apiTarget },
  },
});
