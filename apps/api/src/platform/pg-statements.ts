import pg from 'pg';

/** Only plain DML: one statement whose plan depends on data, never DDL or session commands. */
export const CACHEABLE_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * The first words of a statement PostgreSQL plans for its values on every run (`plannedForValues`):
 * it stays unnamed. For filters whose best plan depends on the values (an editor who wrote half the
 * activity log, or a dozen entries), a named statement may settle after five runs on one generic
 * plan for every value — 50–140 ms where the values' own plan takes 1–2 ms (decision 0055,
 * addendum). Parsing and planning such a statement each time costs well under that.
 */
export const PLANNED_FOR_VALUES = '/* planned for its values */';

/** Distinct statements that get a name at most; any further one runs unnamed, as before. */
const MAX_NAMED_STATEMENTS = 1000;

/**
 * A pool whose queries run as named prepared statements: node-postgres parses a named statement
 * once per connection and afterwards only binds and executes it, so PostgreSQL neither parses nor
 * plans the portal's few hundred statements again on every request (decision 0045). One name per
 * statement text for the life of the process, so a name never stands for two texts.
 */
export class StatementNamingPool extends pg.Pool {
  private readonly names = new Map<string, string>();

  private nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (text.startsWith(PLANNED_FOR_VALUES)) return undefined;
    if (known || this.names.size >= MAX_NAMED_STATEMENTS || !CACHEABLE_STATEMENT.test(text)) return known;
    const name = `portal_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }

  constructor(config?: pg.PoolConfig) {
    super(config);
    // Wrapped rather than overridden: pg.Pool's query has a dozen overloads, all forwarded as they are.
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, ...rest: unknown[]) =>
      query(this.named(config), ...rest)) as pg.Pool['query'];
  }

  /** A query config with its text's name added where it has none and its text gets one. */
  private named(config: unknown): unknown {
    if (typeof config !== 'object' || config === null) return config;
    const { name, text } = config as { name?: unknown; text?: unknown };
    if (name || typeof text !== 'string') return config;
    const statementName = this.nameOf(text);
    return statementName ? { ...config, name: statementName } : config;
  }
}
