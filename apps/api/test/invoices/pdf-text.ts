import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * pdf.js's legacy build carries core-js, which defines the globals `Iterator` and `self` as it loads
 * (the library on import, its worker with the first document). The API test files share one process
 * (the project runs without isolation), and jsdom, finding `Iterator` on Node's global, cannot build
 * a window. So pdf.js is loaded here, on first use, and every read leaves the global scope with only
 * what it had before; core-js's additions to the built-in prototypes stay, which is all pdf.js uses.
 */
const globalsPdfjsAdds = ['Iterator', 'self'].filter((name) => !(name in globalThis));
const pdfjs = () => import('pdfjs-dist/legacy/build/pdf.mjs');

function removeGlobalsPdfjsAdded(): void {
  for (const name of globalsPdfjsAdds) Reflect.deleteProperty(globalThis, name);
}

/** Opens a PDF as a reader does (no system fonts, no eval), hands it to `read`, then closes it. */
async function readPdf<T>(pdf: Uint8Array, read: (document: PDFDocumentProxy) => Promise<T>): Promise<T> {
  const { getDocument } = await pdfjs();
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    return await read(document);
  } finally {
    await document.destroy();
    removeGlobalsPdfjsAdded();
  }
}

/**
 * The text a PDF shows, read back as a PDF reader does: pdf.js's text content of every page, through
 * each font's ToUnicode map (the embedded fonts are subsets addressed by glyph id, so the content
 * streams hold no plain text). A line ends with "\n".
 */
export function pdfTextOf(pdf: Uint8Array): Promise<string> {
  return readPdf(pdf, async (document) => {
    let text = '';
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      text += '\n';
    }
    return text;
  });
}

/** How many pages a PDF has. */
export function pdfPageCountOf(pdf: Uint8Array): Promise<number> {
  return readPdf(pdf, async (document) => document.numPages);
}

export interface PdfTextItem {
  page: number;
  text: string;
  x: number;
  /** The baseline, from the bottom of the page: pieces on one line share it. */
  y: number;
}

/** Every piece of text a PDF shows, with its page and position as pdf.js reports them. */
export function pdfTextItemsOf(pdf: Uint8Array): Promise<PdfTextItem[]> {
  return readPdf(pdf, async (document) => {
    const items: PdfTextItem[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) {
        if ('str' in item && item.str.trim() !== '') {
          items.push({ page: number, text: item.str, x: item.transform[4], y: item.transform[5] });
        }
      }
    }
    return items;
  });
}

/** How many images each page paints, from its operator list (paintImageXObject and its kin). */
export async function imagesPaintedOf(pdf: Uint8Array): Promise<number[]> {
  const { OPS } = await pdfjs();
  const PAINTS_IMAGE = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
  ]);
  return readPdf(pdf, async (document) => {
    const counts: number[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const { fnArray } = await (await document.getPage(number)).getOperatorList();
      counts.push(fnArray.filter((op) => PAINTS_IMAGE.has(op)).length);
    }
    return counts;
  });
}
