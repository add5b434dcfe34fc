import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { TrueTypeFont } from '../../src/platform/pdf/truetype-subset';

const fileOf = (face: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${face}`));
const file = fileOf('DejaVuSans.ttf');
const original = create(file) as Font;

const sum = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (let i = 0; i + 4 <= bytes.byteLength; i += 4) total = (total + view.getUint32(i)) >>> 0;
  return total;
};

const tagsOf = (program: Uint8Array) =>
  Array.from({ length: (program[4] ?? 0) * 256 + (program[5] ?? 0) }, (_, i) =>
    String.fromCharCode(...program.subarray(12 + 16 * i, 16 + 16 * i)),
  );

describe('TrueType subset', () => {
  it.each(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'])('keeps every glyph outline and width of %s', (face) => {
    const bytes = fileOf(face);
    const before = Buffer.from(bytes);
    const source = create(bytes) as Font;
    const subset = new TrueTypeFont(bytes).createSubset();
    // Every glyph, last first, so each is renumbered; about 2,600 of them are composites (most
    // accented letters), whose components the subset renumbers too.
    const ids = Array.from({ length: source.numGlyphs }, (_, id) => source.numGlyphs - 1 - id);
    const mapped = ids.map((id) => subset.includeGlyph(id));
    expect(subset.includeGlyph(ids[0] ?? 0)).toBe(mapped[0]);

    const program = subset.encode();
    const parsed = create(Buffer.from(program)) as Font;
    // A whole sfnt file sums to 0xB1B0AFBA once head.checkSumAdjustment is set.
    expect(sum(program)).toBe(0xb1b0afba);
    // The tables a PDF font program needs, without the hinting programs.
    expect(tagsOf(program)).toEqual(['glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp']);
    expect(parsed.numGlyphs).toBe(source.numGlyphs);
    ids.forEach((id, i) => {
      const glyph = source.getGlyph(id);
      const copy = parsed.getGlyph(mapped[i] ?? 0);
      expect(copy.path.toSVG()).toBe(glyph.path.toSVG());
      expect(copy.advanceWidth).toBe(glyph.advanceWidth);
    });
    // The font's own bytes (shared with fontkit) are never written to.
    expect(Buffer.compare(bytes, before)).toBe(0);
  });

  it('numbers a subset from .notdef in order of first use', () => {
    const subset = new TrueTypeFont(file).createSubset();
    const a = original.glyphForCodePoint(0x61).id;
    const omega = original.glyphForCodePoint(0x3c9).id;
    expect([subset.includeGlyph(omega), subset.includeGlyph(a), subset.includeGlyph(omega)]).toEqual([
      1, 2, 1,
    ]);
    const parsed = create(Buffer.from(subset.encode())) as Font;
    expect(parsed.numGlyphs).toBe(3);
    expect(parsed.getGlyph(1).path.toSVG()).toBe(original.getGlyph(omega).path.toSVG());
  });
});
