/**
 * Keyset pagination (docs/decisions/0021-cursor-pagination.md): the cursor is the sort key of the
 * last row of the page, base64url-encoded JSON. Queries fetch limit + 1 rows to know if there is
 * a next page.
 */
import { fromBase64Url, toBase64Url } from "#sandbox/crypto";
import { ApiFailure } from "#sandbox/http/errors";

export type CursorValue = string | number;

export function encodeCursor(values: readonly CursorValue[]): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(values)));
}

/** Decodes a cursor made of `arity` values; anything else is a 400 `invalid_cursor`. */
export function decodeCursor(cursor: string, arity: number): CursorValue[] {
  try {
    const values = JSON.parse(new TextDecoder().decode(fromBase64Url(cursor))) as unknown;
    if (
      Array.isArray(values) &&
      values.length === arity &&
      values.every((v) => typeof v === "string" || (typeof v === "number" && Number.isFinite(v)))
    ) {
      return values as CursorValue[];
    }
  } catch {
    // fall through to the error below
  }
  throw new ApiFailure(400, "invalid_cursor", "The cursor is not valid for this list");
}

/** Trims the extra row and computes nextCursor from the last row kept. */
export function pageFrom<T>(
  rows: readonly T[],
  limit: number,
  keyOf: (row: T) => readonly CursorValue[],
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null };
}
