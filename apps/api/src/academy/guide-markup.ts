/**
 * The few kinds of text an academy guide is written in (docs/academy/*.md, a small part of Markdown):
 * `#` the guide's title, `##` a chapter, `###` a section, `>` a note, `-` bullets, `1.` steps, and
 * paragraphs; blank lines separate blocks.
 */
export type GuideBlock =
  | { kind: 'title' | 'chapter' | 'section' | 'paragraph' | 'note'; text: string }
  | { kind: 'bullets' | 'steps'; items: string[] };

const HEADINGS = [
  ['### ', 'section'],
  ['## ', 'chapter'],
  ['# ', 'title'],
] as const;

function listItem(line: string): { kind: 'bullets' | 'steps'; text: string } | null {
  if (line.startsWith('- ')) return { kind: 'bullets', text: line.slice(2).trim() };
  const step = /^\d+\.\s+(.*)$/.exec(line);
  return step ? { kind: 'steps', text: (step[1] ?? '').trim() } : null;
}

/** One block of consecutive lines: a heading, a list (one item per line) or running text. */
function blockOf(lines: string[]): GuideBlock[] {
  const first = lines[0] ?? '';
  const heading = HEADINGS.find(([marker]) => first.startsWith(marker));
  if (heading) {
    const rest = lines.slice(1);
    return [
      { kind: heading[1], text: first.slice(heading[0].length).trim() },
      ...(rest.length ? blockOf(rest) : []),
    ];
  }
  const item = listItem(first);
  if (item) {
    const items = lines.map((line) => {
      const next = listItem(line);
      if (next?.kind !== item.kind) throw new Error(`A list mixes bullets, steps and text: "${line}"`);
      return next.text;
    });
    return [{ kind: item.kind, items }];
  }
  if (first.startsWith('> ')) {
    return [{ kind: 'note', text: lines.map((line) => line.replace(/^>\s?/, '').trim()).join(' ') }];
  }
  return [{ kind: 'paragraph', text: lines.map((line) => line.trim()).join(' ') }];
}

/** The guide's blocks in reading order. */
export function parseGuide(source: string): GuideBlock[] {
  return source
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .flatMap(blockOf);
}
