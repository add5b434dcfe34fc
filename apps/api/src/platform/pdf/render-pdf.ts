import PDFDocument from 'pdfkit';
import { REGULAR, registerFonts } from './fonts';

export type Pdf = PDFKit.PDFDocument;

export interface PdfOptions {
  title: string;
  author: string;
  /** The document's own date, so the same document always renders the same metadata. */
  createdAt: Date;
  /** A PDF/A-3b archive document with files embedded in it (a Factur-X invoice and its XML). */
  archive?: PdfArchive;
}

export interface PdfArchive {
  attachments: {
    name: string;
    data: Uint8Array;
    mimeType: string;
    /** How the file relates to the document (PDF/A-3 AFRelationship). */
    relationship: 'Alternative' | 'Data' | 'Source' | 'Supplement';
    description: string;
  }[];
  /** Further XMP metadata (rdf:Description elements), e.g. the Factur-X extension schema. */
  xmp: string;
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
    ...(options.archive ? { pdfVersion: '1.7' as const, subset: 'PDF/A-3b' as const } : {}),
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
  if (options.archive) embed(doc, options.archive, options.createdAt);
  doc.end();
  return done;
}

function embed(doc: Pdf, archive: PdfArchive, createdAt: Date): void {
  for (const file of archive.attachments) {
    // pdfkit writes AFRelationship from `relationship`; its type declarations predate the option.
    const options = {
      name: file.name,
      type: file.mimeType,
      description: file.description,
      relationship: file.relationship,
      creationDate: createdAt,
      modifiedDate: createdAt,
    };
    doc.file(Buffer.from(file.data), options);
  }
  doc.appendXML(archive.xmp);
}
