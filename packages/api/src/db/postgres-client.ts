import { createRequire } from 'node:module';

/**
 * Knex's PostgreSQL client, with each connection's statements run one after
 * another. A service may ask a transaction for several reads at once
 * (`Promise.all` over its queries); Knex hands them all to the transaction's
 * one connection, where pg 8 queues them itself — deprecated ("Calling
 * client.query() when the client is already executing a query"), and refused
 * from pg 9. Here a statement waits for the one before it on its connection
 * instead: the same order and the same answers as pg's queue gave, and a
 * connection whose queue is empty runs its statement at once.
 */

interface KnexQuery {
  sql: string;
}

interface PostgresClient {
  _query(connection: object, query: KnexQuery): Promise<unknown>;
  _stream(
    connection: object,
    query: KnexQuery,
    stream: unknown,
    options: unknown,
  ): Promise<unknown>;
}

type ClientClass = new (config: unknown) => PostgresClient;

const requireModule = createRequire(import.meta.url);
const settle = () => undefined;

let clientClass: ClientClass | null = null;

/**
 * The client class handed to Knex (`client: keelPostgresClient()`), made at
 * the first PostgreSQL database: Knex's dialect is loaded then, not at start
 * (the pg driver itself loads at the first connection).
 */
export function keelPostgresClient(): ClientClass {
  if (clientClass) return clientClass;
  const KnexPostgresClient = requireModule('knex/lib/dialects/postgres') as ClientClass;
  /** Per connection: when its last statement so far has settled (absent once it has). */
  const lastOf = new WeakMap<object, Promise<void>>();
  function inTurn<T>(connection: object, run: () => Promise<T>): Promise<T> {
    const previous = lastOf.get(connection);
    const mine = previous ? previous.then(run) : run();
    const settled = mine.then(settle, settle);
    lastOf.set(connection, settled);
    void settled.then(() => {
      if (lastOf.get(connection) === settled) lastOf.delete(connection);
    });
    return mine;
  }
  clientClass = class KeelPostgresClient extends KnexPostgresClient {
    override _query(connection: object, query: KnexQuery): Promise<unknown> {
      return inTurn(connection, () => super._query(connection, query));
    }

    override _stream(
      connection: object,
      query: KnexQuery,
      stream: unknown,
      options: unknown,
    ): Promise<unknown> {
      return inTurn(connection, () => super._stream(connection, query, stream, options));
    }
  };
  return clientClass;
}
