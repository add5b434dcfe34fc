/**
 * TrueType subsets for PDF embedding, fast enough to write one per document.
 *
 * pdfkit subsets an embedded font through fontkit's TTFSubset, which decodes every glyph's
 * outline and re-encodes the hinting tables value by value on each document: about 2 ms of a
 * 10-line invoice. Here a glyph's bytes, components and metrics are read from the font file once
 * per process and kept; a subset copies them into the tables a PDF font program needs (ISO 32000-1
 * 9.9: glyf, loca, hmtx, head, hhea, maxp), with glyph ids renumbered in the order the document
 * uses them, as fontkit's subset does. Only the interface pdfkit calls is offered:
 * `includeGlyph(id)` → the id in the subset, `encode()` → the font program.
 *
 * Hinting is left out: the glyphs' instructions (more than half of DejaVu Sans' glyph bytes) and
 * the cvt, fpgm and prep tables they call. Hints only fit outlines to the pixel grid at small sizes
 * on screen, where readers anti-alias the outlines anyway, and print needs none; a subset half the
 * size is half the work for the deflate every embedded stream goes through.
 */

interface Table {
  offset: number;
  length: number;
}

interface Glyph {
  /** The glyph's bytes in `glyf` without its instructions, empty for no outline (a space). */
  bytes: Uint8Array;
  /** Composite glyphs: each component's glyph id and where in `bytes` it is written. */
  components: { glyphId: number; at: number }[];
  advance: number;
  leftSideBearing: number;
}

// Composite glyph flags (OpenType `glyf`).
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

export class TrueTypeFont {
  private readonly data: DataView;
  private readonly tables = new Map<string, Table>();
  private readonly glyphs: (Glyph | undefined)[] = [];
  private readonly numGlyphs: number;
  private readonly longLoca: boolean;
  private readonly numberOfHMetrics: number;

  private readonly file: Uint8Array;

  constructor(file: Uint8Array) {
    // A plain view, never a Buffer: Buffer's slice() shares memory, and the tables copied from
    // the file are changed in the copy (the file's bytes are shared with fontkit).
    this.file = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    this.data = new DataView(file.buffer, file.byteOffset, file.byteLength);
    const version = this.data.getUint32(0);
    if (version !== 0x00010000 && version !== 0x74727565) throw new Error('not a TrueType font');
    const count = this.data.getUint16(4);
    for (let i = 0; i < count; i += 1) {
      const at = 12 + 16 * i;
      const tag = String.fromCharCode(...this.file.subarray(at, at + 4));
      this.tables.set(tag, { offset: this.data.getUint32(at + 8), length: this.data.getUint32(at + 12) });
    }
    this.numGlyphs = this.data.getUint16(this.table('maxp').offset + 4);
    this.longLoca = this.data.getInt16(this.table('head').offset + 50) === 1;
    this.numberOfHMetrics = this.data.getUint16(this.table('hhea').offset + 34);
  }

  private table(tag: string): Table {
    const table = this.tables.get(tag);
    if (!table) throw new Error(`the font has no ${tag} table`);
    return table;
  }

  private bytes(tag: string): Uint8Array {
    const { offset, length } = this.table(tag);
    return this.file.subarray(offset, offset + length);
  }

  /** Glyph `id` of the font, read on first use. */
  glyph(id: number): Glyph {
    const known = this.glyphs[id];
    if (known) return known;
    if (!Number.isInteger(id) || id < 0 || id >= this.numGlyphs) throw new RangeError(`no glyph ${id}`);
    const loca = this.table('loca').offset;
    const [start, end] = this.longLoca
      ? [this.data.getUint32(loca + 4 * id), this.data.getUint32(loca + 4 * id + 4)]
      : [this.data.getUint16(loca + 2 * id) * 2, this.data.getUint16(loca + 2 * id + 2) * 2];
    const glyf = this.table('glyf').offset;
    const raw = this.file.subarray(glyf + start, glyf + end);
    const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
    let bytes = raw;
    const components: Glyph['components'] = [];
    const contours = raw.length > 0 ? view.getInt16(0) : 0;
    if (contours >= 0 && raw.length > 0) {
      // Simple glyph: header, end points of contours, instructions (dropped), flags and points.
      const lengthAt = 10 + 2 * contours;
      const instructions = view.getUint16(lengthAt);
      if (instructions > 0) {
        bytes = new Uint8Array(raw.length - instructions);
        bytes.set(raw.subarray(0, lengthAt)); // the length that follows stays 0
        bytes.set(raw.subarray(lengthAt + 2 + instructions), lengthAt + 2);
      }
    } else if (contours < 0) {
      let at = 10;
      let flags = 0;
      let flagsAt = at;
      do {
        flagsAt = at;
        flags = view.getUint16(at);
        components.push({ glyphId: view.getUint16(at + 2), at: at + 2 });
        at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
        if (flags & WE_HAVE_A_SCALE) at += 2;
        else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
        else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
      } while (flags & MORE_COMPONENTS);
      if (flags & WE_HAVE_INSTRUCTIONS) {
        // The instructions follow the last component: cut them off and clear its flag.
        bytes = raw.slice(0, at);
        new DataView(bytes.buffer).setUint16(flagsAt, flags & ~WE_HAVE_INSTRUCTIONS);
      }
    }
    const hmtx = this.table('hmtx').offset;
    const metric = Math.min(id, this.numberOfHMetrics - 1);
    const glyph: Glyph = {
      bytes,
      components,
      advance: this.data.getUint16(hmtx + 4 * metric),
      leftSideBearing:
        id < this.numberOfHMetrics
          ? this.data.getInt16(hmtx + 4 * id + 2)
          : this.data.getInt16(hmtx + 4 * this.numberOfHMetrics + 2 * (id - this.numberOfHMetrics)),
    };
    this.glyphs[id] = glyph;
    return glyph;
  }

  createSubset(): TrueTypeSubset {
    return new TrueTypeSubset(this);
  }

  /** The font program of `ids` (subset glyph i is font glyph ids[i]); `ids` grows by components. */
  encode(ids: number[], include: (id: number) => number): Uint8Array {
    const glyphs: Uint8Array[] = [];
    const loca: number[] = [];
    const hmtx: number[] = [];
    let offset = 0;
    for (let i = 0; i < ids.length; i += 1) {
      const glyph = this.glyph(ids[i] ?? 0);
      let bytes = glyph.bytes;
      if (glyph.components.length > 0) {
        bytes = bytes.slice();
        const view = new DataView(bytes.buffer);
        for (const { glyphId, at } of glyph.components) view.setUint16(at, include(glyphId));
      }
      glyphs.push(bytes);
      loca.push(offset);
      hmtx.push(glyph.advance, glyph.leftSideBearing);
      offset += align4(bytes.length);
    }
    loca.push(offset);

    const head = this.bytes('head').slice();
    const headView = new DataView(head.buffer);
    headView.setUint32(8, 0); // checkSumAdjustment, set below
    headView.setInt16(50, 1); // indexToLocFormat: long offsets
    const hhea = this.bytes('hhea').slice();
    new DataView(hhea.buffer).setUint16(34, ids.length);
    const maxp = this.bytes('maxp').slice();
    new DataView(maxp.buffer).setUint16(4, ids.length);
    const glyf = new Uint8Array(offset);
    let at = 0;
    for (const bytes of glyphs) {
      glyf.set(bytes, at);
      at += align4(bytes.length);
    }
    const locaBytes = new Uint8Array(4 * loca.length);
    const locaView = new DataView(locaBytes.buffer);
    loca.forEach((value, i) => {
      locaView.setUint32(4 * i, value);
    });
    const hmtxBytes = new Uint8Array(2 * hmtx.length);
    const hmtxView = new DataView(hmtxBytes.buffer);
    for (let i = 0; i < hmtx.length; i += 2) {
      hmtxView.setUint16(2 * i, hmtx[i] ?? 0);
      hmtxView.setInt16(2 * i + 2, hmtx[i + 1] ?? 0);
    }

    const tables: [string, Uint8Array][] = [
      ['glyf', glyf],
      ['head', head],
      ['hhea', hhea],
      ['hmtx', hmtxBytes],
      ['loca', locaBytes],
      ['maxp', maxp],
    ];
    tables.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const font = sfnt(tables);
    const adjustment = (0xb1b0afba - checksum(font)) >>> 0;
    const headAt = new DataView(font.buffer).getUint32(
      12 + 16 * tables.findIndex(([tag]) => tag === 'head') + 8,
    );
    new DataView(font.buffer).setUint32(headAt + 8, adjustment);
    return font;
  }
}

/** One document's subset: the glyphs it uses, numbered from 0 (.notdef) in order of first use. */
export class TrueTypeSubset {
  private readonly ids: number[] = [];
  private readonly index = new Map<number, number>();

  constructor(private readonly font: TrueTypeFont) {
    this.includeGlyph(0);
  }

  includeGlyph(id: number): number {
    let index = this.index.get(id);
    if (index === undefined) {
      this.font.glyph(id);
      index = this.ids.length;
      this.ids.push(id);
      this.index.set(id, index);
    }
    return index;
  }

  encode(): Uint8Array {
    return this.font.encode(this.ids, (id) => this.includeGlyph(id));
  }
}

const align4 = (length: number) => (length + 3) & ~3;

function checksum(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sum = 0;
  const whole = bytes.byteLength & ~3;
  for (let i = 0; i < whole; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  if (whole < bytes.byteLength) {
    const tail = new Uint8Array(4);
    tail.set(bytes.subarray(whole));
    sum = (sum + new DataView(tail.buffer).getUint32(0)) >>> 0;
  }
  return sum;
}

/** An sfnt file of `tables` (sorted by tag), each 4-byte aligned, with its table directory. */
function sfnt(tables: [string, Uint8Array][]): Uint8Array {
  const count = tables.length;
  const power = 2 ** Math.floor(Math.log2(count));
  let size = 12 + 16 * count;
  for (const [, bytes] of tables) size += align4(bytes.length);
  const font = new Uint8Array(size);
  const view = new DataView(font.buffer);
  view.setUint32(0, 0x00010000);
  view.setUint16(4, count);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, count * 16 - power * 16);
  let offset = 12 + 16 * count;
  tables.forEach(([tag, bytes], i) => {
    const entry = 12 + 16 * i;
    for (let c = 0; c < 4; c += 1) font[entry + c] = tag.charCodeAt(c);
    view.setUint32(entry + 4, checksum(bytes));
    view.setUint32(entry + 8, offset);
    view.setUint32(entry + 12, bytes.length);
    font.set(bytes, offset);
    offset += align4(bytes.length);
  });
  return font;
}
