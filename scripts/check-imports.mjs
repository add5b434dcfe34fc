// A web feature never imports another feature, and the API's platform never imports a module
// (DESIGN.md §3). Biome's restricted-import globs see
// only the import text, and `../../auth/…` names no feature folder, so this check resolves each
// relative import and compares the feature it lands in.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(root, 'apps/web/src/features');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
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

// The web calls endpoints through their contract declaration (docs/decisions/0029), never by a path
// typed by hand: a literal `/v1/…` in the web's code (comments and tests aside) is a second truth.
const webDir = path.join(root, 'apps/web/src');
const HAND_TYPED_PATH = /['"`]\/(v1|api)\//;
const SCHEMA_BEARING_ENDPOINTS = /\b[a-z][A-Za-z]*Endpoints\b/;
const isComment = (line) => /^\s*(\/\/|\/\*|\*)/.test(line);
for (const file of sourceFiles(webDir)) {
  if (/\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`)) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!isComment(line) && HAND_TYPED_PATH.test(line)) {
        problems.push(
          `${path.relative(root, file)}:${index + 1} types an API path by hand; call its contract endpoint`,
        );
      }
      // The declarations carry their zod schemas; the web calls their generated routes instead.
      if (!isComment(line) && SCHEMA_BEARING_ENDPOINTS.test(line)) {
        problems.push(
          `${path.relative(root, file)}:${index + 1} uses an endpoint declaration; call its …Routes route`,
        );
      }
    });
}

// The API's layers (DESIGN.md §3): the platform never depends on a module, and neither the platform
// nor a module reaches up into the composition root that assembles them.
const apiDir = path.join(root, 'apps/api/src');
const compositionRoot = new Set(
  ['app', 'compose-deps', 'create-gateway', 'main', 'messages'].map((name) => path.join(apiDir, name)),
);
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
    } else if (layer === 'modules' && layerOf(target) === 'modules') {
      // Another module is used only through its public surface, its index.ts.
      const [ownModule] = path.relative(path.join(apiDir, 'modules'), file).split(path.sep);
      const [targetModule, ...rest] = path.relative(path.join(apiDir, 'modules'), target).split(path.sep);
      if (targetModule !== ownModule && rest.join('/') !== 'index') {
        problems.push(`${where} reaches into module "${targetModule}" (${specifier}); import its index.ts`);
      }
    }
  }
}

// No import cycles anywhere, type-only imports included: a cycle is a boundary drawn wrong.
const resolveImport = (from, specifier) => {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
};
const graph = new Map();
for (const dir of ['apps/api/src', 'apps/web/src', 'packages/contract/src']) {
  for (const file of sourceFiles(path.join(root, dir))) {
    const targets = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      const target = specifier?.startsWith('.') ? resolveImport(file, specifier) : null;
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
}
// Tarjan's strongly connected components: every component of more than one file is a cycle.
const order = new Map();
const lowest = new Map();
const open = [];
const onStack = new Set();
const visit = (file) => {
  order.set(file, order.size);
  lowest.set(file, order.get(file));
  open.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!order.has(next)) {
      visit(next);
      lowest.set(file, Math.min(lowest.get(file), lowest.get(next)));
    } else if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file), order.get(next)));
  }
  if (lowest.get(file) !== order.get(file)) return;
  const cycle = [];
  let member;
  do {
    member = open.pop();
    onStack.delete(member);
    cycle.push(path.relative(root, member));
  } while (member !== file);
  if (cycle.length > 1) problems.push(`an import cycle of ${cycle.length} files: ${cycle.sort().join(', ')}`);
};
for (const file of graph.keys()) if (!order.has(file)) visit(file);

// Tables have owners (decision 0067): a module queries only its own tables and asks the owner's
// index for the rest. Declared so far: the money tables. The files below still read them directly;
// the decision record lists each with the plan to fold it into the money module's surface.
const TABLE_OWNERS = {
  charges: 'money',
  payments: 'money',
  // The VAT registry's evidence (decision 0080): the vat-ids module writes and reads it.
  vatChecks: 'vat-ids',
  vatVerifications: 'vat-ids',
  // The SEPA pre-notifications (decision 0082): announced, gated and shown through sepa-notices.
  sepaDebitNotices: 'sepa-notices',
  // Pauses, cancellations and retention offers (decision 0085): the subscriptions module's.
  subscriptionPauses: 'subscriptions',
  subscriptionCancellations: 'subscriptions',
  retentionOffers: 'subscriptions',
  retentionOfferResponses: 'subscriptions',
};
const TABLE_EXCEPTIONS = new Set([
  'modules/audit/entity-labels.ts',
  'modules/invoices/dunning-timeline.ts',
  'modules/invoices/list-invoices.ts',
  'modules/invoices/open-payments-to-settle.ts',
]);
const SCHEMA_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"][./]*db\/schema\/index['"]/g;
const modulesDir = path.join(apiDir, 'modules');
for (const file of sourceFiles(modulesDir)) {
  const where = path.relative(apiDir, file);
  const [ownModule] = path.relative(modulesDir, file).split(path.sep);
  for (const match of readFileSync(file, 'utf8').matchAll(SCHEMA_IMPORT)) {
    for (const name of match[1].split(',').map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
    )) {
      const owner = TABLE_OWNERS[name];
      if (owner && owner !== ownModule && !TABLE_EXCEPTIONS.has(where)) {
        problems.push(
          `apps/api/src/${where} queries the ${owner} module's table "${name}"; call its index.ts`,
        );
      }
    }
  }
}

// Incidents and failures go to the structured log (AppDeps.log), never to the console; only the
// process entry and the command-line tools print.
const CONSOLE_ALLOWED = new Set(['main.ts', 'academy/print-academy-guides.ts']);
for (const file of sourceFiles(apiDir)) {
  const where = path.relative(apiDir, file);
  if (CONSOLE_ALLOWED.has(where) || where.startsWith(`db${path.sep}seed`)) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!isComment(line) && /\bconsole\.(log|info|warn|error|debug)\(/.test(line)) {
        problems.push(`apps/api/src/${where}:${index + 1} writes to the console; use the structured log`);
      }
    });
}

// One way to make an idempotency key in the web: lib/http/idempotency-key.ts, which also works on a
// plain-http origin, where `crypto.randomUUID` does not exist.
const KEY_MAKER = path.join(webDir, 'lib/http/idempotency-key.ts');
for (const file of sourceFiles(webDir)) {
  if (file === KEY_MAKER || /\.test\.tsx?$/.test(file)) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!isComment(line) && /crypto\.randomUUID\s*\(/.test(line)) {
        problems.push(
          `${path.relative(root, file)}:${index + 1} calls crypto.randomUUID; use newIdempotencyKey`,
        );
      }
    });
}

if (problems.length > 0) {
  console.error('Imports that cross a boundary (a feature into another; the API platform into a module;');
  console.error('anything into the composition root) or go round in a cycle; move shared code down instead:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  'imports: features apart, API layers in order, no cycles, no hand-typed API paths in the web, tables used by their owners, no console in the API',
);
