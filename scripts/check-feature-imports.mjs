// A web feature never imports another feature, and the API's platform never imports a module
// (DESIGN.md §3). Biome's restricted-import globs see
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

// The API's layers (DESIGN.md §3): the platform never depends on a module, and neither the platform
// nor a module reaches up into the composition root that assembles them.
const apiDir = path.join(root, 'apps/api/src');
const compositionRoot = new Set(['app', 'compose-deps', 'main'].map((name) => path.join(apiDir, name)));
const layerOf = (file) => {
  const relative = path.relative(apiDir, file);
  if (relative.startsWith('..')) return null;
  const top = relative.split(path.sep)[0];
  return top === 'platform' || top === 'modules' ? top : null;
};
for (const file of sourceFiles(apiDir)) {
  const layer = layerOf(file);
  if (!layer) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier).replace(/\.(ts|js)$/, '');
    const where = path.relative(root, file);
    if (compositionRoot.has(target)) problems.push(`${where} imports the composition root (${specifier})`);
    else if (layer === 'platform' && layerOf(target) === 'modules') {
      problems.push(`${where}: the platform imports a module (${specifier})`);
    }
  }
}

if (problems.length > 0) {
  console.error('Imports that cross a boundary (a feature into another; the API platform into a module or');
  console.error('anything into the composition root); move shared code down instead:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('feature imports and API layers: ok');
