// Draws the default seller logo of the invoices (apps/api/assets/seller-logo.png): a rounded square
// with three rising bars, the results of a poll. Written once and committed; run again only to
// change it: node scripts/draw-seller-logo.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const SIZE = 192;
/** Samples per pixel and axis: the edges are anti-aliased by coverage. */
const SAMPLES = 4;
const BLUE = [29, 79, 145];
const WHITE = [255, 255, 255];
const AMBER = [255, 200, 87];

/** Whether (x, y) lies in the rectangle with rounded corners of radius r. */
const inRoundedRect = (x, y, [left, top, right, bottom], r) => {
  if (x < left || x > right || y < top || y > bottom) return false;
  const cx = Math.min(Math.max(x, left + r), right - r);
  const cy = Math.min(Math.max(y, top + r), bottom - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};

// Shapes from the back to the front, in a 0..1 square.
const shapes = [
  { box: [0, 0, 1, 1], radius: 0.22, colour: BLUE },
  { box: [0.22, 0.52, 0.34, 0.78], radius: 0.03, colour: WHITE },
  { box: [0.44, 0.38, 0.56, 0.78], radius: 0.03, colour: WHITE },
  { box: [0.66, 0.22, 0.78, 0.78], radius: 0.03, colour: AMBER },
];

const rows = [];
for (let py = 0; py < SIZE; py += 1) {
  const row = Buffer.alloc(1 + SIZE * 4); // filter byte 0, then RGBA
  for (let px = 0; px < SIZE; px += 1) {
    const sum = [0, 0, 0, 0];
    for (let sy = 0; sy < SAMPLES; sy += 1) {
      for (let sx = 0; sx < SAMPLES; sx += 1) {
        const x = (px + (sx + 0.5) / SAMPLES) / SIZE;
        const y = (py + (sy + 0.5) / SAMPLES) / SIZE;
        const shape = shapes.findLast(({ box, radius }) => inRoundedRect(x, y, box, radius));
        if (!shape) continue;
        for (let c = 0; c < 3; c += 1) sum[c] += shape.colour[c];
        sum[3] += 1;
      }
    }
    const covered = sum[3];
    const offset = 1 + px * 4;
    for (let c = 0; c < 3; c += 1) row[offset + c] = covered ? Math.round(sum[c] / covered) : 0;
    row[offset + 3] = Math.round((covered / SAMPLES ** 2) * 255);
  }
  rows.push(row);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filters, not interlaced
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
const target = path.resolve(import.meta.dirname, '../apps/api/assets/seller-logo.png');
writeFileSync(target, png);
console.log(`${path.relative(process.cwd(), target)}: ${png.length} bytes`);
