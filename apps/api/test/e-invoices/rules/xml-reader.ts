// Reading XML for the rules: xmldom parses, xpath selects with the syntax's namespace prefixes, and
// every selected element becomes a Term (present, raw text, attributes).
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { ABSENT, type Term } from './terms';

/** A document that is not well-formed XML. */
export class XmlSyntaxError extends Error {}

export function parseXml(source: string): Document {
  const errors: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') errors.push(message);
    },
  }).parseFromString(source, 'text/xml');
  if (errors.length > 0 || !document.documentElement) {
    throw new XmlSyntaxError(errors.join('; ') || 'no root element');
  }
  return document as unknown as Document;
}

// xpath 0.0.34 declares its node type guards but does not ship them.
const isElement = (node: unknown): node is Element => (node as Node | null)?.nodeType === 1;
const isAttribute = (node: unknown): node is Attr => (node as Node | null)?.nodeType === 2;

/** An XPath reader bound to a syntax's namespace prefixes. */
export function xmlReader(namespaces: Record<string, string>) {
  const select = xpath.useNamespaces(namespaces);

  const nodes = (context: Node, path: string): Element[] => {
    const result = select(path, context);
    return Array.isArray(result) ? result.filter((node): node is Element => isElement(node)) : [];
  };
  const node = (context: Node | null, path: string): Element | null =>
    context ? (nodes(context, path)[0] ?? null) : null;

  /** An element as a term; an attribute path (`…/@name`) as a term of the attribute's value. */
  const termOf = (element: Node): Term => {
    if (isAttribute(element)) return { present: true, raw: element.value, attrs: {} };
    const attrs: Record<string, string> = {};
    const el = element as Element;
    for (let i = 0; i < el.attributes.length; i++) {
      const attribute = el.attributes.item(i);
      if (attribute) attrs[attribute.localName ?? attribute.name] = attribute.value;
    }
    return { present: true, raw: el.textContent ?? '', attrs };
  };

  const terms = (context: Node | null, path: string): Term[] => {
    if (!context) return [];
    const result = select(path, context);
    return Array.isArray(result)
      ? result.filter((node) => isElement(node) || isAttribute(node)).map(termOf)
      : [];
  };
  const term = (context: Node | null, path: string): Term => terms(context, path)[0] ?? ABSENT;

  return { nodes, node, term, terms };
}

/** Every element without child elements and without text, as a path of local names. */
export function emptyElements(document: Document): string[] {
  const found: string[] = [];
  const walk = (element: Element, path: string) => {
    const here = `${path}/${element.localName}`;
    let hasChild = false;
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 1) {
        hasChild = true;
        walk(child as Element, here);
      }
    }
    if (!hasChild && (element.textContent ?? '').trim() === '') found.push(here);
  };
  walk(document.documentElement, '');
  return found;
}
