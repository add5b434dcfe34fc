import type { PdfArchive } from '../../platform/pdf/index';

const FX = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** The four properties Factur-X adds to the PDF's XMP metadata, each declared for PDF/A. */
const PROPERTIES: [name: string, description: string][] = [
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
];

const extensionSchema = `
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
  <pdfaExtension:schemas>
    <rdf:Bag>
      <rdf:li rdf:parseType="Resource">
        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
        <pdfaSchema:namespaceURI>${FX}</pdfaSchema:namespaceURI>
        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
        <pdfaSchema:property>
          <rdf:Seq>${PROPERTIES.map(
            ([name, description]) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`,
          ).join('')}
          </rdf:Seq>
        </pdfaSchema:property>
      </rdf:li>
    </rdf:Bag>
  </pdfaExtension:schemas>
</rdf:Description>`;

/** The file name Factur-X and ZUGFeRD 2.x prescribe for the embedded CII. */
export const FACTUR_X_FILE_NAME = 'factur-x.xml';

/**
 * What turns an invoice PDF into a Factur-X (ZUGFeRD 2.x) invoice of profile EN 16931: PDF/A-3b,
 * the CII embedded as factur-x.xml with AFRelationship Alternative (the XML is the invoice as data),
 * and the fx properties in the XMP metadata.
 */
export function facturXArchive(cii: string, kind: 'invoice' | 'credit-note'): PdfArchive {
  return {
    attachments: [
      {
        name: FACTUR_X_FILE_NAME,
        data: Buffer.from(cii, 'utf8'),
        mimeType: 'text/xml',
        relationship: 'Alternative',
        description: kind === 'invoice' ? 'Factur-X invoice' : 'Factur-X credit note',
      },
    ],
    xmp: `
<rdf:Description rdf:about="" xmlns:fx="${FX}">
  <fx:DocumentType>INVOICE</fx:DocumentType>
  <fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
  <fx:Version>1.0</fx:Version>
  <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>${extensionSchema}`,
  };
}
