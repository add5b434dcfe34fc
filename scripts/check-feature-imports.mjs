// A web feature never imports another feature (DESIGN.md §3). Biome's restricted-import globs see
// only the import text, and `../../auth/…` names no feature folder, so this check resolves each
// relative import and compares the feature it lands in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(root, 'apps/web/src/features');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

const featureOf = (file) => {
  const relative = path.relative(featuresDir, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
};

const problems = [];
for (const file of sourceFiles(featuresDir)) {
  const own = featureOf(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const target = featureOf(path.resolve(path.dirname(file), specifier));
    if (target && target !== own) {
      problems.push(`${path.relative(root, file)} imports feature "${target}" (${specifier})`);
    }
  }
}

if (problems.length > 0) {
  console.error('A feature never imports another feature; move shared code to components/ or lib/:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('feature imports: ok');
