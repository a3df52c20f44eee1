/** Small SQL helpers every topic module uses: id lists in chunks, placeholders, LIKE escaping. */

/** D1 allows 100 bound parameters per statement; id lists are split into chunks of this size. */
export const ID_CHUNK = 90;

export function chunks<T>(list: readonly T[], size = ID_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export const placeholders = (n: number): string => Array.from({ length: n }, () => "?").join(", ");

/** Escapes LIKE wildcards (with ESCAPE '\'). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
