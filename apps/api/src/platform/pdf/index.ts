// The documents' PDF kit: one-off A4 documents in the embedded DejaVu Sans (decision 0034), for the
// invoices and credit notes and for the academy guides.
export { BOLD, REGULAR } from './fonts';
export { pdfText } from './pdf-text';
export { type PreparedImage, prepareImage } from './prepared-image';
export { type Pdf, type PdfArchive, type PdfOptions, renderPdf } from './render-pdf';
