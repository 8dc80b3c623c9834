// PGlite's query() sends every statement unnamed, so PostgreSQL parses, analyses and plans it again at every call, on
// the server's own thread. The texts kept named (named-texts.ts) run as named statements here instead, as node-postgres
// runs them on PostgreSQL.
import { parse, type PGlite, protocol, type Results } from '@electric-sql/pglite';
import { namedTextsOf } from './named-texts';

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A named statement: its parameters' types (to serialize values as query() does) and the shape of its rows. */
interface Named {
  name: string;
  parameterTypes: number[];
  rowDescription: Message | undefined;
}

const { serialize } = protocol;

function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const m of messages) {
    all.set(m, at);
    at += m.length;
  }
  return all;
}

/**
 * Makes `client.query` run each text given to keepNamed (for `db`, drizzle's database over `client`) as a named
 * statement, parsed at its first use; every other text as before. Answers, errors and locking are query()'s own: it
 * waits for any open transaction, as query() does. Statements inside a transaction (`client.transaction`) are left as
 * they are. PGlite.create builds the instance itself, so the method is replaced on it rather than overridden in a
 * subclass.
 */
export function keepStatementsNamed(client: PGlite, db: object): void {
  const texts = namedTextsOf(db);
  const named = new Map<string, Named>();
  // query() merges the client's parsers with the query's own at every call, a copy of some hundred entries: made once
  // per options object here (drizzle keeps one per prepared query)
  type Parsing = [Parameters<typeof parse.parseResults>[1], QueryOptions | undefined];
  const merged = new WeakMap<QueryOptions, Parsing>();
  const parsingOf = (options: QueryOptions | undefined): Parsing => {
    if (!options?.parsers) return [client.parsers, options];
    let parsing = merged.get(options);
    if (!parsing) merged.set(options, (parsing = [{ ...client.parsers, ...options.parsers }, { ...options, parsers: undefined }]));
    return parsing;
  };
  const unnamed = client.query.bind(client);
  const send = (messages: Uint8Array[], options: QueryOptions | undefined, syncToFs: boolean) =>
    client.execProtocolStream(joined([...messages, serialize.sync()]), { syncToFs, onNotice: options?.onNotice });

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Named> {
    const name = texts.get(text)!;
    const answer = await send([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name })], options, false);
    const parameters = answer.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const statement = { name, parameterTypes: parameters?.dataTypeIDs ?? [], rowDescription: answer.find((m) => m.name === 'rowDescription') };
    named.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = named.get(text) ?? (await prepare(text, options));
    const values = params.map((value, k) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[k]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await send([serialize.bind({ statement: statement.name, values }), serialize.execute({})], options, true);
    const messages = statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
    const [parsers, rest] = parsingOf(options);
    return parse.parseResults(messages, parsers, rest)[0] as Results<T>;
  }

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!texts.has(text)) return unnamed<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, params, options)));
  };
}
