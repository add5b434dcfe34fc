import { BOLD, type Pdf, type PreparedImage, pdfText, REGULAR, renderPdf } from '../platform/pdf/index';
import type { GuideBlock } from './guide-markup';

export interface GuideOptions {
  language: 'en' | 'de';
  /** The mark on the cover (the shipped seller logo). */
  logo: PreparedImage;
  /** The edition's date, in the PDF's metadata: the same source prints the same bytes. */
  edition: Date;
}

const LEFT = 50;
const WIDTH = 495;
/** Where text stops, above the footer line. */
const BOTTOM = 770;
const BLUE = '#1d4f91';
const GREY = '#555555';
const NOTE_FILL = '#eef3fa';
const CONTENTS = { en: 'Contents', de: 'Inhalt' } as const;

/** A new page when `height` more does not fit on this one. */
function room(doc: Pdf, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function drawCover(doc: Pdf, title: string, blocks: GuideBlock[], options: GuideOptions): void {
  options.logo.draw(doc, LEFT, 80, [64, 64]);
  doc.font(BOLD).fontSize(28).fillColor(BLUE).text(pdfText(title), LEFT, 170, { width: WIDTH });
  const lead = blocks.find((block) => block.kind === 'paragraph');
  if (lead && 'text' in lead) {
    doc.moveDown(0.4).font(REGULAR).fontSize(13).fillColor(GREY).text(pdfText(lead.text), { width: WIDTH });
  }
  doc.font(BOLD).fontSize(12).fillColor('black').text(CONTENTS[options.language], LEFT, 330);
  const chapters = blocks.flatMap((block) => (block.kind === 'chapter' ? [block.text] : []));
  chapters.forEach((chapter, index) => {
    doc
      .moveDown(0.5)
      .font(REGULAR)
      .fontSize(11)
      .text(pdfText(`${index + 1}   ${chapter}`), LEFT, doc.y);
  });
}

function drawList(doc: Pdf, items: string[], numbered: boolean): void {
  doc.font(REGULAR).fontSize(10.5).fillColor('black');
  items.forEach((item, index) => {
    const text = pdfText(item);
    room(doc, doc.heightOfString(text, { width: WIDTH - 18 }) + 4);
    const top = doc.y;
    doc.text(numbered ? `${index + 1}.` : '•', LEFT + 2, top, { width: 14 });
    doc.text(text, LEFT + 18, top, { width: WIDTH - 18, lineGap: 2 });
    doc.y += 4;
  });
  doc.y += 4;
}

function drawNote(doc: Pdf, text: string): void {
  doc.font(REGULAR).fontSize(10.5);
  const shown = pdfText(text);
  const height = doc.heightOfString(shown, { width: WIDTH - 28, lineGap: 2 }) + 16;
  room(doc, height + 8);
  const top = doc.y + 2;
  doc.rect(LEFT, top, WIDTH, height).fill(NOTE_FILL);
  doc.rect(LEFT, top, 3, height).fill(BLUE);
  doc.fillColor('black').text(shown, LEFT + 16, top + 8, { width: WIDTH - 28, lineGap: 2 });
  doc.y = top + height + 12;
}

function drawBlock(doc: Pdf, block: GuideBlock, chapter: number): void {
  switch (block.kind) {
    case 'title':
      return;
    case 'chapter':
      doc.addPage();
      doc
        .font(BOLD)
        .fontSize(20)
        .fillColor(BLUE)
        .text(pdfText(`${chapter}  ${block.text}`), LEFT, 60, { width: WIDTH });
      doc.y += 14;
      return;
    case 'section':
      room(doc, 60);
      doc.y += 8;
      doc.font(BOLD).fontSize(13).fillColor('black').text(pdfText(block.text), LEFT, doc.y, { width: WIDTH });
      doc.y += 6;
      return;
    case 'paragraph': {
      const text = pdfText(block.text);
      doc.font(REGULAR).fontSize(10.5).fillColor('black');
      room(doc, doc.heightOfString(text, { width: WIDTH, lineGap: 2 }));
      doc.text(text, LEFT, doc.y, { width: WIDTH, lineGap: 2 });
      doc.y += 8;
      return;
    }
    case 'note':
      drawNote(doc, block.text);
      return;
    case 'bullets':
    case 'steps':
      drawList(doc, block.items, block.kind === 'steps');
      return;
  }
}

/**
 * An academy guide as an A4 PDF in the documents' font: a cover with the chapters, then each chapter
 * from a new page, every page after the cover with the guide's title and its number at the foot.
 */
export function renderGuidePdf(blocks: GuideBlock[], options: GuideOptions): Promise<Buffer> {
  const titleBlock = blocks.find((block) => block.kind === 'title');
  const title = titleBlock && 'text' in titleBlock ? titleBlock.text : 'Academy';
  return renderPdf({ title, author: 'Tools Academy', createdAt: options.edition }, (doc) => {
    let page = 1;
    doc.on('pageAdded', () => {
      page += 1;
      doc
        .font(REGULAR)
        .fontSize(8)
        .fillColor(GREY)
        .text(pdfText(`${title} · ${page}`), LEFT, 800, { width: WIDTH, align: 'center', lineBreak: false });
      doc.fillColor('black');
      doc.x = LEFT;
      doc.y = 60;
    });
    drawCover(doc, title, blocks, options);
    let chapter = 0;
    // The lead paragraph under the title is on the cover; the chapters follow.
    for (const block of blocks.slice(blocks.findIndex((b) => b.kind === 'chapter'))) {
      if (block.kind === 'chapter') chapter += 1;
      drawBlock(doc, block, chapter);
    }
  });
}
