import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type GlyphRun } from 'fontkit';
import { TrueTypeFont } from './truetype-subset';

/**
 * The documents' typeface: DejaVu Sans (regular and bold) from the `dejavu-fonts-ttf` package
 * (Bitstream Vera licence), embedded in every PDF as a subset of the glyphs the document uses.
 * Latin with every accent, Greek, Cyrillic and more, where the built-in Helvetica had WinAnsi only.
 */
export const REGULAR = 'Body';
export const BOLD = 'Body-Bold';

const FILES = {
  [REGULAR]: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  [BOLD]: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

/** Resolved like an import from this file: the same from any working directory, tsx or vitest. */
const resolveFile = createRequire(import.meta.url).resolve;

/** Words laid out once stay cached for every later document, up to this many per face. */
const LAYOUT_CACHE_SIZE = 20_000;

/**
 * A face as pdfkit takes it (pdfkit ≥ 0.17 accepts a parsed fontkit font): the fontkit font,
 * parsed once and shared by every document, with two of its methods replaced.
 * - `layout` (shaping: kerning, ligatures, marks) remembers each word's glyph run across documents;
 *   pdfkit scales a run's positions in place, so each call returns fresh positions.
 * - `createSubset` returns the cached-glyph subset of truetype-subset.ts instead of fontkit's.
 * Everything else (metrics, glyphs, tables) is read through to the fontkit font.
 */
function embeddable(file: string): Font {
  const bytes = readFileSync(resolveFile(file));
  const font = create(bytes);
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  const program = new TrueTypeFont(bytes);
  const runs = new Map<string, GlyphRun>();
  const layout = (text: string, features?: string[] | Record<string, boolean>): GlyphRun => {
    if (features) return font.layout(text, features);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= LAYOUT_CACHE_SIZE) runs.clear();
      run = font.layout(text);
      runs.set(text, run);
    }
    // A run that reads through to the cached one, with its own glyph list and positions.
    return Object.create(run, {
      glyphs: { value: run.glyphs.slice() },
      positions: {
        value: run.positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
          xAdvance,
          yAdvance,
          xOffset,
          yOffset,
        })),
      },
    });
  };
  return Object.create(font, {
    layout: { value: layout },
    createSubset: { value: () => program.createSubset() },
  });
}

interface Faces {
  regular: Font;
  bold: Font;
  /** Code points both faces have a glyph for. */
  codePoints: Set<number>;
}

let faces: Faces | null = null;

/** The two faces, read and parsed once per process, on first use. */
function loadFaces(): Faces {
  if (!faces) {
    const regular = embeddable(FILES[REGULAR]);
    const bold = embeddable(FILES[BOLD]);
    const inBold = new Set(bold.characterSet);
    faces = { regular, bold, codePoints: new Set(regular.characterSet.filter((c) => inBold.has(c))) };
  }
  return faces;
}

/** Whether the documents' font (both faces) has a glyph for this code point. */
export function fontHasGlyph(codePoint: number): boolean {
  return loadFaces().codePoints.has(codePoint);
}

/** Registers the two faces under REGULAR and BOLD on a new document. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = loadFaces();
  // @types/pdfkit names only files and bytes as a font source; pdfkit takes a fontkit font too.
  doc.registerFont(REGULAR, regular as unknown as Buffer);
  doc.registerFont(BOLD, bold as unknown as Buffer);
}
