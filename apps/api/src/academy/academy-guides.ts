import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareImage } from '../platform/pdf/index';
import { parseGuide } from './guide-markup';
import { renderGuidePdf } from './guide-pdf';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where the guides are written (docs/academy/) and where the web serves them from (decision 0042). */
export const ACADEMY_SOURCES = path.join(root, 'docs/academy');
export const ACADEMY_OUTPUT = path.join(root, 'apps/web/public/academy');

/** The guides printed from a source: the Tools guide in English and German (French readers get English). */
export const ACADEMY_GUIDES = [
  { name: 'tools-en', language: 'en' },
  { name: 'tools-de', language: 'de' },
] as const;

/** The date printed into the guides' metadata; move it on when their text changes. */
const EDITION = new Date(Date.UTC(2026, 10, 24));

/** One guide's PDF, printed from its source in docs/academy/. */
export async function printAcademyGuide({
  name,
  language,
}: (typeof ACADEMY_GUIDES)[number]): Promise<Buffer> {
  const source = await readFile(path.join(ACADEMY_SOURCES, `${name}.md`), 'utf8');
  const logo = await prepareImage(await readFile(path.join(root, 'apps/api/assets/seller-logo.png')));
  return renderGuidePdf(parseGuide(source), { language, logo, edition: EDITION });
}
