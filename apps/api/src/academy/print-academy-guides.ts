// Prints the academy guides from docs/academy/ into apps/web/public/academy/ (npm run academy).
// The API tests fail while a committed PDF is not what its source prints.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ACADEMY_GUIDES, ACADEMY_OUTPUT, printAcademyGuide } from './academy-guides';

for (const guide of ACADEMY_GUIDES) {
  const target = path.join(ACADEMY_OUTPUT, `${guide.name}.pdf`);
  const pdf = await printAcademyGuide(guide);
  await writeFile(target, pdf);
  console.log(`${path.relative(process.cwd(), target)}: ${pdf.length} bytes`);
}
