/**
 * Bulk inserts for the seed. D1 allows at most 100 bound parameters per statement, so the seed
 * inlines literals instead: every value is produced by our own code and escaped here (strings are
 * single-quoted with quotes doubled; numbers must be safe integers). Rows of a table become
 * multi-row INSERT statements of at most ~90 KB (D1's statement limit is 100 KB), executed in
 * `db.batch()` groups.
 */

export type SqlValue = string | number | boolean | null;

export function literal(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`Seed values must be safe integers, got ${value}`);
    return String(value);
  }
  if (value.includes("\u0000")) throw new Error("NUL character in a seed string");
  return `'${value.replaceAll("'", "''")}'`;
}

const MAX_STATEMENT_BYTES = 90_000;
const MAX_BATCH_BYTES = 4_000_000;

type TableRows = { columns: readonly string[]; rows: string[] };

export class SeedWriter {
  private readonly tables = new Map<string, TableRows>();

  /** `order` lists every table in foreign-key order (parents first). */
  constructor(order: readonly string[]) {
    for (const table of order) this.tables.set(table, { columns: [], rows: [] });
  }

  insert(table: string, row: Readonly<Record<string, SqlValue>>): void {
    const target = this.tables.get(table);
    if (!target) throw new Error(`Table ${table} is not in the seed order`);
    const columns = Object.keys(row);
    if (target.columns.length === 0) target.columns = columns;
    else if (columns.length !== target.columns.length || columns.some((c, i) => c !== target.columns[i])) {
      throw new Error(`Inconsistent columns for ${table}`);
    }
    target.rows.push(`(${columns.map((c) => literal(row[c] ?? null)).join(",")})`);
  }

  count(table: string): number {
    return this.tables.get(table)?.rows.length ?? 0;
  }

  counts(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [table, { rows }] of this.tables) out[table] = rows.length;
    return out;
  }

  statements(): string[] {
    const out: string[] = [];
    for (const [table, { columns, rows }] of this.tables) {
      if (rows.length === 0) continue;
      const head = `INSERT INTO ${table} (${columns.join(",")}) VALUES `;
      let chunk: string[] = [];
      let size = head.length;
      for (const row of rows) {
        if (chunk.length > 0 && size + row.length + 1 > MAX_STATEMENT_BYTES) {
          out.push(head + chunk.join(","));
          chunk = [];
          size = head.length;
        }
        chunk.push(row);
        size += row.length + 1;
      }
      if (chunk.length > 0) out.push(head + chunk.join(","));
    }
    return out;
  }

  /** Runs the statements in batches of at most ~4 MB. Returns the number of statements. */
  async execute(db: D1Database): Promise<number> {
    const all = this.statements();
    let group: D1PreparedStatement[] = [];
    let size = 0;
    for (const sql of all) {
      if (group.length > 0 && size + sql.length > MAX_BATCH_BYTES) {
        await db.batch(group);
        group = [];
        size = 0;
      }
      group.push(db.prepare(sql));
      size += sql.length;
    }
    if (group.length > 0) await db.batch(group);
    return all.length;
  }
}
