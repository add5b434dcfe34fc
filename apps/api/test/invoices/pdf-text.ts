import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF shows, read back as a PDF reader does: pdf.js's text content of every page, through
 * each font's ToUnicode map (the embedded fonts are subsets addressed by glyph id, so the content
 * streams hold no plain text). A line ends with "\n".
 */
export async function pdfTextOf(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    let text = '';
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      text += '\n';
    }
    return text;
  } finally {
    await document.destroy();
  }
}
