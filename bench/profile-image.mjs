// Profile image uploads (decision 0049): `node bench/profile-image.mjs` starts the service as `npm
// start` does on a new PGlite data directory (demo seed; then once more on that data: the process
// measured), signs in as owner@demo.test (Bearer) and
// uploads a 4000×3000 JPEG photo (quality 90, a few MB, noisy as a camera's) as the profile image
// UPLOADS times, CONCURRENCY at once, after two warm-up uploads. Each upload is timed on the client
// (localhost, so the transfer is negligible beside the decoding); the server's peak resident memory
// is read from /proc/<pid>/status (VmHWM, reset just before the run) and sampled every 20 ms.
// Targets: p95 ≤ 300 ms, peak RSS growth ≤ 150 MB. Prints Markdown and puts it on top of
// bench/RESULTS.md (`--no-record`: print only); exits 1 when a target is missed.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { login, recordResults, startServer, stop, waitReady } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3220);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 40);
const CONCURRENCY = 4;
const TARGET_P95_MS = 300;
const TARGET_RSS_GROWTH_MB = 150;
const MB = 2 ** 20;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Smooth colour bands with sensor-like noise: JPEG cannot squeeze it much, as with a real photo. */
async function cameraPhoto() {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 36;
  };
  let at = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const base = [
        128 + 100 * Math.sin(x / 350 + y / 900),
        128 + 90 * Math.cos(y / 420),
        128 + 80 * Math.sin((x + y) / 600),
      ];
      for (const value of base) raw[at++] = Math.max(0, Math.min(255, value + noise()));
    }
  }
  for (const quality of [90, 85, 80]) {
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= 5 * MB) return { jpeg, quality };
  }
  throw new Error('the generated photo does not fit in 5 MB');
}

/** Kilobytes of a `/proc/<pid>/status` line. */
function memoryOf(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((each) => each.startsWith(`${field}:`));
  if (!line) throw new Error(`no ${field} for process ${pid}`);
  return Number(line.split(/\s+/)[1]) * 1024;
}

/** Seconds of CPU the process has used (all its threads: libvips' too), from /proc/<pid>/stat. */
function cpuSecondsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const TICKS_PER_SECOND = 100;
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function upload(base, authorization, jpeg) {
  const body = new FormData();
  body.append('profile_image', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const response = await fetch(`${base}/v1/account/profile/image`, {
    method: 'POST',
    headers: { authorization, 'accept-language': 'en' },
    body,
  });
  const answer = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`upload answered ${response.status}: ${JSON.stringify(answer)}`);
  return { ms, image: answer.image };
}

async function main() {
  const { jpeg, quality } = await cameraPhoto();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-image-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(PORT), SKIP_WEB_BUILD: 'true' };
  // The first start migrates and seeds; the measured one starts on that data, as a server restarts.
  const seeding = startServer(env);
  await waitReady(PORT, seeding.startedAt, seeding.child);
  await stop(seeding.child);
  const server = startServer(env);
  const pid = server.child.pid;
  try {
    await waitReady(PORT, server.startedAt, server.child);
    const base = `http://127.0.0.1:${PORT}`;
    const authorization = `Bearer ${await login(base, 'owner@demo.test')}`;
    // The peak from here on: start-up is not what is measured.
    let peakReset = true;
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
      peakReset = false;
    }
    const before = memoryOf(pid, 'VmRSS');
    const load = os.loadavg()[0];
    let sampledPeak = before;
    const sampler = setInterval(() => {
      try {
        sampledPeak = Math.max(sampledPeak, memoryOf(pid, 'VmRSS'));
      } catch {
        // The server is gone; the uploads fail and say why.
      }
    }, 20);

    for (let i = 0; i < 2; i += 1) await upload(base, authorization, jpeg);
    const cpuBefore = cpuSecondsOf(pid);
    const times = [];
    let next = 0;
    let last = null;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < UPLOADS) {
          next += 1;
          const { ms, image } = await upload(base, authorization, jpeg);
          times.push(ms);
          last = image;
        }
      }),
    );
    clearInterval(sampler);
    const cpuPerUpload = ((cpuSecondsOf(pid) - cpuBefore) / UPLOADS) * 1000;
    const peak = Math.max(sampledPeak, peakReset ? memoryOf(pid, 'VmHWM') : 0);
    const after = memoryOf(pid, 'VmRSS');

    // What was stored: one square WebP, every replaced file removed.
    const stored = await fetch(
      `${base}${(await (await fetch(`${base}/v1/account/me`, { headers: { authorization } })).json()).image}`,
    );
    const metadata = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    const files = readdirSync(path.join(dataDir, 'storage/public/user')).filter(
      (name) => !name.endsWith('.part'),
    );
    if (metadata.format !== 'webp' || metadata.width !== 256 || metadata.height !== 256 || !last) {
      throw new Error(`unexpected stored image: ${JSON.stringify(metadata)}`);
    }

    const sorted = times.sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const growth = (peak - before) / MB;
    const ms = (value) => value.toFixed(0);
    const lines = [
      `## ${new Date().toISOString().slice(0, 10)} — \`node bench/profile-image.mjs\`, profile image uploads (decision 0049)`,
      '',
      `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. PGlite with the demo seed, restarted before measuring, owner@demo.test (Bearer); a 4000×3000 JPEG of ${(jpeg.length / MB).toFixed(2)} MB (quality ${quality}), ${UPLOADS} uploads ${CONCURRENCY} at a time after 2 warm-up uploads, timed on the client over localhost; load average ${load.toFixed(1)} when the uploads began (other work on the machine slows them).`,
      '',
      `- Upload to a stored 256×256 WebP: p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(p95)} ms, max ${ms(sorted.at(-1))} ms (target p95 ≤ ${TARGET_P95_MS} ms): ${p95 <= TARGET_P95_MS ? 'met' : '**missed**'}.`,
      `- Server CPU per upload (all threads, from /proc): ${ms(cpuPerUpload)} ms (what each upload costs the server, whatever else runs on the machine).`,
      `- Server memory: RSS ${ms(before / MB)} MB before, peak ${ms(peak / MB)} MB during (${peakReset ? 'VmHWM reset before the run, and ' : ''}sampled every 20 ms), ${ms(after / MB)} MB after; growth ${growth.toFixed(0)} MB (target ≤ ${TARGET_RSS_GROWTH_MB} MB): ${growth <= TARGET_RSS_GROWTH_MB ? 'met' : '**missed**'}.`,
      `- Files left in the \`user\` folder after ${UPLOADS + 2} uploads: ${files.length} (each replaced image removed).`,
      '',
    ];
    const section = lines.join('\n');
    console.log(section);
    if (!process.argv.includes('--no-record')) recordResults(section);
    if (p95 > TARGET_P95_MS || growth > TARGET_RSS_GROWTH_MB) process.exitCode = 1;
  } finally {
    await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
