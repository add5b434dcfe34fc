// `npm run dev`: the API with reload (tsx watch) on PORT (3000) and the Vite dev server with HMR on
// WEB_PORT (5173), which proxies /v1, /api and /storage to the API. Open the Vite address. The API's
// JSON log lines are printed readably (pino-pretty); other lines pass through as they are.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const apiPort = process.env.PORT ?? '3000';

const api = spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, PORT: apiPort },
});
const pretty = spawn(bin('pino-pretty'), ['--translateTime', 'SYS:HH:MM:ss.l', '--ignore', 'pid,hostname'], {
  cwd: root,
  stdio: [api.stdout, 'inherit', 'inherit'],
});
const children = [
  api,
  pretty,
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
