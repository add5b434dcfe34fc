// What makes a PDF a Factur-X (ZUGFeRD 2.x) invoice, checked without a PDF library: the CII embedded
// as factur-x.xml (a /Filespec with /AFRelationship, referenced from the catalog's /AF and its
// /EmbeddedFiles name tree, the /EmbeddedFile stream Flate-compressed), and the XMP metadata:
// PDF/A-3 identification, the fx: properties and the PDF/A extension schema that declares them.
import { inflateSync } from 'node:zlib';
import type { Finding } from './rule';
import { parseXml, xmlReader } from './xml-reader';

export const FACTUR_X_FILE_NAME = 'factur-x.xml';
const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
const FX_PROPERTIES = ['DocumentFileName', 'DocumentType', 'Version', 'ConformanceLevel'];

interface PdfObject {
  /** The object's dictionary (or whole body when it is no dictionary), as latin1 text. */
  dict: string;
  /** The stream's raw bytes, when the object is a stream. */
  stream: Buffer | null;
}

/** Index of the `>>` closing the dictionary opened at `start` (strings and nesting skipped). */
function dictionaryEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '(') {
      // A literal string: balanced parentheses, backslash escapes.
      let nesting = 1;
      for (i++; i < text.length && nesting > 0; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === '(') nesting++;
        else if (text[i] === ')') nesting--;
      }
      i--;
    } else if (text.startsWith('<<', i)) {
      depth++;
      i++;
    } else if (text.startsWith('>>', i)) {
      depth--;
      i++;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The indirect objects of a PDF that keeps them uncompressed (no object streams), by number. */
export function readPdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+)\s+(\d+)\s+obj\b/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    let position = match.index + match[0].length;
    while (/\s/.test(text[position] ?? '')) position++;
    let dict: string;
    if (text.startsWith('<<', position)) {
      const end = dictionaryEnd(text, position);
      if (end < 0) break;
      dict = text.slice(position, end);
      position = end;
    } else {
      const end = text.indexOf('endobj', position);
      dict = text.slice(position, end < 0 ? undefined : end);
      position = end < 0 ? text.length : end;
    }
    let stream: Buffer | null = null;
    const afterDict = /^\s*stream(\r\n|\n|\r)/.exec(text.slice(position, position + 20));
    if (afterDict) {
      const start = position + afterDict[0].length;
      const direct = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict);
      const end = direct ? start + Number(direct[1]) : text.indexOf('endstream', start);
      stream = pdf.subarray(start, end);
      position = text.indexOf('endstream', end) + 'endstream'.length;
    }
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = position;
  }
  return objects;
}

/** A stream's data, inflated when it is Flate-encoded. */
function streamData(object: PdfObject): Buffer {
  if (!object.stream) return Buffer.alloc(0);
  return /\/Filter\s*(\[\s*)?\/FlateDecode/.test(object.dict) ? inflateSync(object.stream) : object.stream;
}

/** The value of a PDF literal string: escapes resolved, UTF-16BE with a byte order mark decoded. */
function pdfString(literal: string): string {
  const bytes = literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, sequence: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (/^[0-7]+$/.test(sequence)) return String.fromCharCode(Number.parseInt(sequence, 8));
    return simple[sequence] ?? sequence;
  });
  const buffer = Buffer.from(bytes, 'latin1');
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return buffer.subarray(2).swap16().toString('utf16le');
  return buffer.toString('latin1');
}

const stringEntry = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s*\\(((?:\\\\.|[^\\\\)])*)\\)`).exec(dict);
  return match ? pdfString(match[1] ?? '') : null;
};
const reference = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`).exec(dict);
  return match ? Number(match[1]) : null;
};

export interface FacturXPdf {
  /** The embedded factur-x.xml, when there is one. */
  xml: string | null;
  findings: Finding[];
}

const XMP_NAMESPACES = {
  x: 'adobe:ns:meta/',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  pdfaid: 'http://www.aiim.org/pdfa/ns/id/',
  fx: FX_NAMESPACE,
  pdfaExtension: 'http://www.aiim.org/pdfa/ns/extension/',
  pdfaSchema: 'http://www.aiim.org/pdfa/ns/schema#',
  pdfaProperty: 'http://www.aiim.org/pdfa/ns/property#',
};

/** Checks the Factur-X parts of a PDF and extracts its factur-x.xml. */
export function readFacturXPdf(pdf: Buffer): FacturXPdf {
  const findings: Finding[] = [];
  const fail = (id: string, text: string, where = 'PDF', flag: Finding['flag'] = 'fatal') =>
    findings.push({ id, flag, text, where });

  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
    fail('FX-PDF-01', 'The file is a PDF.', 'header');
    return { xml: null, findings };
  }
  const objects = readPdfObjects(pdf);
  const entries = [...objects.entries()];
  const catalog = entries.find(([, object]) => /\/Type\s*\/Catalog\b/.test(object.dict))?.[1];
  const fileSpecs = entries.filter(
    ([, object]) =>
      /\/Type\s*\/Filespec\b/.test(object.dict) &&
      (stringEntry(object.dict, 'UF') === FACTUR_X_FILE_NAME ||
        stringEntry(object.dict, 'F') === FACTUR_X_FILE_NAME),
  );
  const [fileSpecId, fileSpec] = fileSpecs[0] ?? [];

  let xml: string | null = null;
  if (!fileSpec || fileSpecId === undefined) {
    fail('FX-PDF-02', `The PDF embeds a file specification (/Type /Filespec) named ${FACTUR_X_FILE_NAME}.`);
  } else {
    if (
      stringEntry(fileSpec.dict, 'F') !== FACTUR_X_FILE_NAME ||
      stringEntry(fileSpec.dict, 'UF') !== FACTUR_X_FILE_NAME
    ) {
      fail('FX-PDF-03', `Both /F and /UF of the file specification are ${FACTUR_X_FILE_NAME}.`, 'Filespec');
    }
    if (!/\/AFRelationship\s*\/Alternative\b/.test(fileSpec.dict)) {
      fail('FX-PDF-04', 'The file specification has /AFRelationship /Alternative.', 'Filespec');
    }
    const efMatch = /\/EF\s*<<[^>]*?\/F\s+(\d+)\s+\d+\s+R/.exec(fileSpec.dict);
    const embedded = efMatch ? objects.get(Number(efMatch[1])) : undefined;
    if (!embedded?.stream || !/\/Type\s*\/EmbeddedFile\b/.test(embedded.dict)) {
      fail('FX-PDF-05', 'The file specification points (/EF /F) at an /EmbeddedFile stream.', 'Filespec');
    } else {
      if (!/\/Subtype\s*\/text#2[Ff]xml\b/.test(embedded.dict)) {
        fail(
          'FX-PDF-06',
          'The embedded file has the MIME type text/xml (/Subtype /text#2Fxml).',
          'EmbeddedFile',
          'warning',
        );
      }
      try {
        xml = streamData(embedded).toString('utf8');
      } catch (error) {
        fail(
          'FX-PDF-05',
          `The embedded file stream can be decoded: ${(error as Error).message}.`,
          'EmbeddedFile',
        );
      }
    }
    const af = catalog ? /\/AF\s*\[([^\]]*)\]/.exec(catalog.dict) : null;
    if (!af || !new RegExp(`(^|\\s)${fileSpecId}\\s+\\d+\\s+R`).test(af[1] ?? '')) {
      fail(
        'FX-PDF-07',
        'The document catalog lists the file specification in its associated files (/AF).',
        'Catalog',
      );
    }
    const namesId = catalog ? reference(catalog.dict, 'Names') : null;
    const names = namesId === null ? catalog?.dict : objects.get(namesId)?.dict;
    const listed = new RegExp(
      `/EmbeddedFiles[\\s\\S]*\\(${FACTUR_X_FILE_NAME.replace('.', '\\.')}\\)\\s*${fileSpecId}\\s+\\d+\\s+R`,
    );
    if (!names || !listed.test(names)) {
      fail('FX-PDF-08', `The catalog's /EmbeddedFiles name tree lists ${FACTUR_X_FILE_NAME}.`, 'Catalog');
    }
  }

  const metadataId = catalog ? reference(catalog.dict, 'Metadata') : null;
  const metadata = metadataId === null ? undefined : objects.get(metadataId);
  if (!metadata?.stream) {
    fail('FX-XMP-01', 'The document catalog has XMP metadata (/Metadata).', 'Catalog');
  } else {
    findings.push(...checkXmp(streamData(metadata).toString('utf8')));
  }
  return { xml, findings };
}

/** The XMP checks: PDF/A-3, the four fx: properties and their PDF/A extension schema. */
function checkXmp(xmp: string): Finding[] {
  const findings: Finding[] = [];
  const fail = (id: string, text: string) =>
    findings.push({ id, flag: 'fatal', text, where: 'XMP metadata' });
  let document: Document;
  try {
    document = parseXml(xmp.replace(/^\uFEFF/, ''));
  } catch (error) {
    fail('FX-XMP-01', `The XMP metadata is well-formed XML: ${(error as Error).message}`);
    return findings;
  }
  const { term, nodes } = xmlReader(XMP_NAMESPACES);
  // A property may be written as an element or as an attribute of rdf:Description.
  const property = (name: string) =>
    (term(document, `//rdf:Description/${name} | //rdf:Description/@${name}`).raw ?? '').trim();

  if (property('pdfaid:part') !== '3')
    fail('FX-XMP-02', 'The XMP identifies the file as PDF/A-3 (pdfaid:part 3).');
  if (!['A', 'B', 'U'].includes(property('pdfaid:conformance'))) {
    fail('FX-XMP-02', 'The XMP gives a PDF/A conformance level A, B or U (pdfaid:conformance).');
  }
  const expected: [string, string][] = [
    ['DocumentType', 'INVOICE'],
    ['DocumentFileName', FACTUR_X_FILE_NAME],
    ['Version', '1.0'],
    ['ConformanceLevel', 'EN 16931'],
  ];
  for (const [name, value] of expected) {
    const found = property(`fx:${name}`);
    if (found !== value) fail('FX-XMP-03', `fx:${name} is "${value}" (found "${found}").`);
  }
  const schema = nodes(document, '//pdfaExtension:schemas//rdf:li').find(
    (li) => term(li, 'pdfaSchema:namespaceURI').raw?.trim() === FX_NAMESPACE,
  );
  if (!schema) {
    fail('FX-XMP-04', `The PDF/A extension schema declares the namespace ${FX_NAMESPACE}.`);
  } else {
    if (term(schema, 'pdfaSchema:prefix').raw?.trim() !== 'fx') {
      fail('FX-XMP-04', 'The PDF/A extension schema of Factur-X has the prefix fx.');
    }
    const declared = nodes(schema, 'pdfaSchema:property//rdf:li').map((li) => ({
      name: term(li, 'pdfaProperty:name').raw?.trim(),
      valueType: term(li, 'pdfaProperty:valueType').raw?.trim(),
      category: term(li, 'pdfaProperty:category').raw?.trim(),
      description: term(li, 'pdfaProperty:description').raw?.trim(),
    }));
    for (const name of FX_PROPERTIES) {
      const found = declared.find((p) => p.name === name);
      if (found?.valueType !== 'Text' || found.category !== 'external' || !found.description) {
        fail(
          'FX-XMP-04',
          `The PDF/A extension schema declares fx:${name} (Text, external, with a description).`,
        );
      }
    }
  }
  return findings;
}
