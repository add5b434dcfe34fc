/** Rows with a numeric id, read in pages after the last id seen (keyset): memory holds one page. */
export async function* pagesById<T>(
  readPage: (afterId: number, limit: number) => Promise<T[]>,
  idOf: (row: T) => number,
  limit = 200,
): AsyncIterable<T[]> {
  let after = 0;
  for (;;) {
    const page = await readPage(after, limit);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (page.length < limit || last === undefined) return;
    after = idOf(last);
  }
}

/**
 * Rows read in pages after the last row's key (keyset), for orders of more than one column: the
 * first page asks with `null`. Memory holds one page.
 */
export async function* pagesAfter<T, K>(
  readPage: (after: K | null, limit: number) => Promise<T[]>,
  keyOf: (row: T) => K,
  limit = 200,
): AsyncIterable<T[]> {
  let after: K | null = null;
  for (;;) {
    const page = await readPage(after, limit);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (page.length < limit || last === undefined) return;
    after = keyOf(last);
  }
}

const indented = (value: unknown) => JSON.stringify(value, null, 2).replaceAll('\n', '\n  ');

/** A JSON array written as its pages arrive, one item per block, readable by people and programs. */
export async function* jsonArray<T>(pages: AsyncIterable<T[]>): AsyncIterable<string> {
  let first = true;
  yield '[';
  for await (const page of pages) {
    let text = '';
    for (const item of page) {
      text += `${first ? '\n  ' : ',\n  '}${indented(item)}`;
      first = false;
    }
    if (text) yield text;
  }
  yield first ? ']\n' : '\n]\n';
}

/** One JSON document, indented as the arrays are. */
export const jsonDocument = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
