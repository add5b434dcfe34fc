import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { Pdf } from './render-pdf';

/**
 * An image as pdfkit reads it (`openImage`, kept out of @types/pdfkit): its size, and `embed`, which
 * writes its objects into a document through `document.ref(…)`.
 */
interface PdfkitImage {
  width: number;
  height: number;
  /** A JPEG's EXIF orientation; pdfkit turns the image by it when drawing. */
  orientation?: number;
  /** A PNG's compressed pixels. */
  imgData?: Uint8Array;
  embed(document: { ref(data?: Record<string, unknown>): RecordedObject }): void;
}

/**
 * One PDF object of the image (the image itself, its alpha mask, palette or decode parameters) as
 * pdfkit wrote it: the dictionary, in which other recorded objects stand for references, and the
 * stream's bytes, already compressed where the dictionary names a filter.
 */
class RecordedObject {
  readonly chunks: Uint8Array[] = [];
  constructor(
    readonly data: Record<string, unknown>,
    private readonly ended: (object: RecordedObject) => void,
  ) {}
  write(chunk: Uint8Array): void {
    this.chunks.push(chunk);
  }
  end(chunk?: Uint8Array): void {
    if (chunk) this.chunks.push(chunk);
    this.ended(this);
  }
}

/** Writes a recorded object and the ones it refers to into a document; returns its reference. */
function replay(doc: Pdf, object: RecordedObject): PDFKit.PDFKitReference {
  const resolve = (value: unknown): unknown =>
    value instanceof RecordedObject ? replay(doc, value) : Array.isArray(value) ? value.map(resolve) : value;
  const data = Object.fromEntries(Object.entries(object.data).map(([key, value]) => [key, resolve(value)]));
  const ref = doc.ref(data);
  // A stream with a filter is written as recorded; pdfkit compresses one without (a palette).
  ref.end(object.chunks.length > 0 ? Buffer.concat(object.chunks) : undefined);
  return ref;
}

/** An image decoded and compressed once, drawn into any number of documents. */
export interface PreparedImage {
  width: number;
  height: number;
  /** Draws it scaled to fit `box` (width, height) with its top left corner at x, y. */
  draw(doc: Pdf, x: number, y: number, box: [number, number]): void;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * Reads a PNG or JPEG with pdfkit's own readers and records the PDF objects pdfkit makes of it, so
 * every later document copies finished bytes: a PNG with transparency is inflated, split into colour
 * and alpha and deflated again here, once, instead of in every document. Rejects anything that is not
 * a readable PNG or JPEG.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const isPng = bytes.subarray(0, 8).equals(PNG_SIGNATURE);
  if (!isPng && !bytes.subarray(0, 3).equals(JPEG_SIGNATURE))
    throw new Error("it starts with neither a PNG's nor a JPEG's signature");
  const scratch = new PDFDocument({ autoFirstPage: false, font: '' });
  const image = (scratch as unknown as { openImage(src: Buffer): PdfkitImage }).openImage(bytes);
  if (!(image.width > 0 && image.height > 0)) throw new Error('the image has no size');
  // pdfkit inflates a PNG's pixels in a callback that throws, out of reach; a broken stream is
  // caught here instead.
  if (isPng) inflateSync(image.imgData ?? new Uint8Array());
  const recorded = await new Promise<RecordedObject>((resolve) => {
    let main: RecordedObject | null = null;
    image.embed({
      ref: (data = {}) => {
        const object = new RecordedObject(data, (ended) => {
          if (ended === main) resolve(ended);
        });
        // The image's own object is the first pdfkit asks for, and the last it ends.
        main ??= object;
        return object;
      },
    });
  });
  const { width, height, orientation } = image;
  return {
    width,
    height,
    draw(doc, x, y, box) {
      const drawable = {
        width,
        height,
        orientation,
        label: 'Logo',
        obj: null as PDFKit.PDFKitReference | null,
        embed(into: Pdf) {
          this.obj = replay(into, recorded);
        },
      };
      // pdfkit draws any object with a size and `embed` as an image (@types/pdfkit names only sources).
      doc.image(drawable as unknown as Buffer, x, y, { fit: box });
    },
  };
}
