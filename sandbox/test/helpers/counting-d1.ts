/**
 * A D1 binding that records what reaches the database: each round trip (a statement's first/all/run/raw,
 * or a whole `batch`) with the SQL of its statements. The statements still run against the real database,
 * so a test can count how many round trips and statements one provider call costs (issue 40, ADR 0252).
 */

export type RoundTrip = { kind: "batch" | "first" | "all" | "run" | "raw"; sql: string[] };

const INNER = Symbol("inner");

type Wrapped = D1PreparedStatement & { [INNER]: D1PreparedStatement; sql: string };

export type CountingD1 = { db: D1Database; trips: RoundTrip[]; reset(): void; statements(): number };

/**
 * `rewrite` may change a batch before it runs (by SQL, in order): a test's way to make a batch fail in the
 * middle. A rewritten statement is prepared anew without bound values, so it must need none. `dieAfter`:
 * once a batch it matches has run, every later call fails, as when the isolate dies right after it.
 */
export function countingD1(
  real: D1Database,
  faults: { rewrite?: (sql: string[]) => string[]; dieAfter?: (sql: string[]) => boolean } = {},
): CountingD1 {
  const trips: RoundTrip[] = [];
  let dead = false;
  const alive = () => {
    if (dead) throw new Error("the isolate died");
  };
  const wrap = (inner: D1PreparedStatement, sql: string): Wrapped => {
    const record =
      <K extends "first" | "all" | "run" | "raw">(kind: K) =>
      (...args: unknown[]) => {
        alive();
        trips.push({ kind, sql: [sql] });
        return (inner[kind] as (...a: unknown[]) => unknown)(...args);
      };
    return {
      [INNER]: inner,
      sql,
      bind: (...values: unknown[]) => wrap(inner.bind(...values), sql),
      first: record("first"),
      all: record("all"),
      run: record("run"),
      raw: record("raw"),
    } as unknown as Wrapped;
  };
  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql),
    batch: async (statements: D1PreparedStatement[]) => {
      alive();
      const sql = statements.map((s) => (s as Wrapped).sql);
      trips.push({ kind: "batch", sql });
      const changed = faults.rewrite?.(sql) ?? sql;
      const results = await real.batch(
        statements.map((s, i) => (changed[i] === sql[i] ? (s as Wrapped)[INNER] : real.prepare(changed[i] ?? ""))),
      );
      if (faults.dieAfter?.(sql)) dead = true;
      return results;
    },
    exec: (sql: string) => {
      alive();
      trips.push({ kind: "run", sql: [sql] });
      return real.exec(sql);
    },
    dump: () => real.dump(),
    withSession: () => {
      throw new Error("withSession is not counted");
    },
  } as unknown as D1Database;
  return {
    db,
    trips,
    reset: () => {
      trips.length = 0;
    },
    statements: () => trips.reduce((sum, t) => sum + t.sql.length, 0),
  };
}
