import PDFDocument from 'pdfkit';
import { REGULAR, registerFonts } from './fonts';

export type Pdf = PDFKit.PDFDocument;

export interface PdfOptions {
  title: string;
  author: string;
  /** The document's own date, so the same document always renders the same metadata. */
  createdAt: Date;
}

/** Renders a one-off A4 document in the embedded DejaVu Sans (fonts.ts), subset to what it shows. */
export function renderPdf(options: PdfOptions, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    // A low bottom margin leaves room for the seller's footer line below the content.
    margins: { top: 50, left: 50, right: 50, bottom: 30 },
    compress: true,
    // No default font: pdfkit would build Helvetica's metrics for every document, unused here.
    font: '',
    info: { Title: options.title, Author: options.author, CreationDate: options.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  doc.font(REGULAR);
  draw(doc);
  doc.end();
  return done;
}
