import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { preparedStatement } from '../prepared.ts';
import type { Queryable } from '../rows.ts';
import { rowsOf } from '../rows.ts';

/** Parameter types as PostgreSQL names them (format_type), which the calls cast to. */
export type SqlType = 'uuid' | 'text' | 'date' | 'integer' | 'boolean';

/**
 * A parameter's type, or its type and its PL/pgSQL name when the TypeScript key follows the
 * server's names and the function's parameter keeps its own (`petId` is `p_pet`:
 * docs/ARCHITECTURE.md, "Names").
 */
export type SqlParameter = SqlType | { type: SqlType; parameter: string };

/**
 * The typed call of one SQL function of this folder: its arguments by name, its rows with
 * camelCase fields. The spec lists the parameters in the function's order; each key is the
 * parameter's name without `p_`, in camelCase (`dailyLimit` is `p_daily_limit`), unless the spec
 * names the parameter (`petId: { type: 'uuid', parameter: 'p_pet' }`). Each row field
 * names the result column it reads, optionally with a cast (`'streak_last_day::text'`).
 * functions.test.ts checks every spec against the function in the database.
 */
export interface SqlFunction<Args, Row> {
  readonly name: string;
  readonly parameters: readonly { key: keyof Args & string; name: string; type: SqlType }[];
  readonly columns: readonly { key: keyof Row & string; column: string; expression: string }[];
  /** Calls it as a named prepared statement (db/prepared.ts), outside any transaction. */
  call(db: Database, args: Args): Promise<Row[]>;
  /** Calls it inside the caller's transaction (a plain parameterised query). */
  callIn(tx: Queryable, args: Args): Promise<Row[]>;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function sqlFunction<Args extends object, Row extends object>(spec: {
  name: string;
  args: { [K in keyof Args]-?: SqlParameter };
  columns: { [K in keyof Row]-?: string };
}): SqlFunction<Args, Row> {
  const parameters = Object.entries(spec.args as Record<string, SqlParameter>).map(
    ([key, parameter]) => ({
      key: key as keyof Args & string,
      name: typeof parameter === 'string' ? `p_${snake(key)}` : parameter.parameter,
      type: typeof parameter === 'string' ? parameter : parameter.type,
    }),
  );
  const columns = Object.entries(spec.columns as Record<string, string>).map(
    ([key, expression]) => ({
      key: key as keyof Row & string,
      column: /^[a-z_][a-z0-9_]*/.exec(expression)![0],
      expression,
    }),
  );
  const select = columns.map((c) => `${c.expression} as "${c.key}"`).join(', ');
  const placeholders = parameters.map((p, i) => `$${i + 1}::${p.type}`).join(', ');
  const text = `select ${select} from ${spec.name}(${placeholders})`;
  const values = (args: Args) => parameters.map((p) => args[p.key]);
  return {
    name: spec.name,
    parameters,
    columns,
    call: (db, args) => preparedStatement<Row>(db, spec.name, text).rows(values(args)),
    callIn: (tx, args) =>
      rowsOf<Row>(
        tx,
        sql`select ${sql.raw(select)} from ${sql.raw(spec.name)}(${sql.join(
          parameters.map((p) => sql`${args[p.key]}::${sql.raw(p.type)}`),
          sql`, `,
        )})`,
      ),
  };
}
