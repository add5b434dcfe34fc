// The few pieces the e-invoice writers need to build XML as text: escaping, and elements that
// disappear when they have nothing to say (EN 16931 syntaxes forbid empty elements).

export type Attributes = Record<string, string | null | undefined>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text safe inside an element or an attribute; characters XML 1.0 cannot carry are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"]/g, (character) => ESCAPES[character] ?? character);
}

function attributes(attrs: Attributes | undefined): string {
  if (!attrs) return '';
  return Object.entries(attrs)
    .filter(
      (entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '',
    )
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
}

/** `<name attrs>value</name>`; nothing when the value is absent or blank. */
export function leaf(name: string, value: string | number | null | undefined, attrs?: Attributes): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  return text === '' ? '' : `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`;
}

/** `<name>children</name>`; nothing when every child is empty. */
export function node(name: string, ...children: string[]): string {
  return nodeWith(name, undefined, ...children);
}

export function nodeWith(name: string, attrs: Attributes | undefined, ...children: string[]): string {
  const content = children.join('');
  return content === '' ? '' : `<${name}${attributes(attrs)}>${content}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
