import pg from 'pg';

/**
 * Distinct statements one connection keeps parsed. Statements whose text depends on a list's length
 * (`in ($1, $2, …)`) could otherwise fill the server's memory; past the cap, new texts are sent unnamed.
 */
const NAMED_PER_CONNECTION = 500;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * A PostgreSQL connection that sends every statement with parameters as a named prepared statement
 * (named in the order the connection first sends each text), so that the server parses it once per connection and, after a few runs,
 * may keep its plan: for the entries list, parsing and planning were a fifth of the server's work per
 * request (docs/architecture.md "The service"). Drizzle sends its statements unnamed; the pool makes
 * its connections with this class, which names them on the way out.
 */
export function namingClient(limit = NAMED_PER_CONNECTION): typeof pg.Client {
  class NamingClient extends pg.Client {
    /** The name of each text this connection has prepared. */
    readonly names = new Map<string, string>();
  }
  const unnamedQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  NamingClient.prototype.query = function (this: NamingClient, config: unknown, ...rest: unknown[]) {
    return unnamedQuery.call(this, withName(this.names, config, rest[0], limit), ...rest);
  } as typeof pg.Client.prototype.query;
  return NamingClient;
}

function withName(names: Map<string, string>, config: unknown, values: unknown, limit: number): unknown {
  if (typeof config === 'string') return withName(names, { text: config }, values, limit);
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfig;
  const parameters = Array.isArray(values) ? values : query.values;
  if (typeof query.text !== 'string' || query.name !== undefined) return config;
  if (!Array.isArray(parameters) || parameters.length === 0) return config;
  let name = names.get(query.text);
  if (name === undefined) {
    if (names.size >= limit) return config;
    name = `stint_${names.size + 1}`;
    names.set(query.text, name);
  }
  return { ...query, name };
}
