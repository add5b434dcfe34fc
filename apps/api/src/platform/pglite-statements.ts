import {
  messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  types,
} from '@electric-sql/pglite';
import { CACHEABLE_STATEMENT } from './pg-statements';

type Parser = (value: string, type: number) => unknown;

/** Statements kept prepared at once; the least recently used one is closed beyond. */
const DEFAULT_CAPACITY = 500;

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  /** Parameter types the server inferred, to serialise values as PGlite's own `query` does. */
  paramTypes: number[];
}

/**
 * The result of one statement, as PGlite's `parseResults` builds it, without merging the caller's
 * parsers into every type's parser once per query (drizzle passes its own with every call).
 */
function resultOf<T>(
  replies: BackendMessage[],
  defaults: Record<number | string, Parser>,
  options: QueryOptions | undefined,
): Results<T> {
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: unknown[] = [];
  let command: string | undefined;
  let affectedRows = 0;
  let rowCount: number | undefined;
  const value = (raw: string | null, type: number) => {
    if (raw === null) return null;
    const parser = options?.parsers?.[type] ?? defaults[type] ?? types.parsers[type];
    return parser ? parser(raw, type) : raw;
  };
  for (const reply of replies) {
    if (reply instanceof messages.RowDescriptionMessage) {
      fields = reply.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
    } else if (reply instanceof messages.DataRowMessage) {
      const values = reply.fields.map((raw, index) =>
        value(raw, (fields[index] as { dataTypeID: number }).dataTypeID),
      );
      rows.push(
        options?.rowMode === 'array'
          ? values
          : Object.fromEntries(
              values.map((parsed, index) => [(fields[index] as { name: string }).name, parsed]),
            ),
      );
    } else if (reply instanceof messages.CommandCompleteMessage) {
      const words = reply.text.split(' ');
      command = words[0];
      const count = Number.parseInt(words[words.length - 1] as string, 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command as string)) affectedRows += count;
      if (!Number.isNaN(count)) rowCount = count;
    }
  }
  return {
    rows: rows as T[],
    fields,
    affectedRows,
    ...(command === undefined ? {} : { command }),
    ...(rowCount === undefined ? {} : { rowCount }),
  } as Results<T>;
}

/**
 * PGlite's `query` parses, describes and plans its SQL on every call, and in the embedded database
 * that is most of a small read's cost (planning asks the file system for every table's size). The
 * portal sends the same few hundred statements over and over, so each is parsed once under a name
 * and then only bound and executed, as a driver's statement cache does with a server (decision
 * 0045). Same locks and the same result parsing as PGlite's `query`, so callers see no difference.
 */
export function withStatementCache(pglite: PGlite, capacity: number = DEFAULT_CAPACITY): PGlite {
  const prepared = new Map<string, Prepared>();
  let counter = 0;
  const send = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) {
      // Map order is insertion order: re-inserting marks it as the most recently used.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const name = `portal_${++counter}`;
    await send(protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }));
    const described = await send(protocol.serialize.describe({ type: 'S', name }));
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    if (prepared.size >= capacity) {
      const [oldestText, oldest] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldestText);
      await send(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    prepared.set(text, statement);
    return statement;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        let replies: BackendMessage[];
        let sent = false;
        try {
          const statement = await prepare(text, options);
          const values = params.map((value, index) => {
            if (value === null || value === undefined) return null;
            const type = statement.paramTypes[index] as number;
            const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
            return serializer ? serializer(value) : String(value);
          });
          // One call into the database for bind, describe, execute and the sync that ends the
          // extended query (and after an error makes the session usable again): each call crosses
          // into the engine and back, which costs more than a small read itself.
          sent = true;
          replies = await send(
            concat([
              protocol.serialize.bind({ statement: statement.name, values }),
              protocol.serialize.describe({ type: 'P' }),
              protocol.serialize.execute({}),
              protocol.serialize.sync(),
            ]),
          );
        } catch (error) {
          if (error instanceof messages.DatabaseError) Object.assign(error, { query: text, params });
          if (!sent) await send(protocol.serialize.sync());
          throw error;
        }
        if (!pglite.isInTransaction()) await pglite.syncToFs();
        return resultOf<T>(replies, pglite.parsers, options);
      }),
    );
  }

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') {
        return <T>(text: string, params?: unknown[], options?: QueryOptions) =>
          options?.blob || !CACHEABLE_STATEMENT.test(text)
            ? target.query<T>(text, params, options)
            : query<T>(text, params, options);
      }
      const value = Reflect.get(target, property);
      // PGlite's own methods use private fields: they run on the instance, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
