/**
 * The one check of a list's place fields (`withTotal`, ADR 0177), shared by the cards, recipients and
 * card orders tests: walking forwards, every page says the same total and the items before it; walking
 * back from the last page, each `previousCursor` opens the page before (the first page needs none).
 */
import { expect } from "vitest";
import { call } from "./helpers";

type CountedPage = { nextCursor: string | null; total: number; offset: number; previousCursor: string | null } & Record<string, unknown>;

/** `base` already has `withTotal=true` and a `limit`; `key` is the list's array (cards, recipients, cardOrders). */
export async function expectWalksBothWays(base: string, key: string, token: string, limit: number, total: number): Promise<void> {
  const at = (cursor: string | null) => (cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : base);
  const idsOf = (page: CountedPage) => (page[key] as Array<{ id: string }>).map((item) => item.id);
  const forwards: Array<{ cursor: string | null; ids: string[]; offset: number }> = [];
  let cursor: string | null = null;
  do {
    const reply: { status: number; body: CountedPage } = await call<CountedPage>("GET", at(cursor), { token });
    expect(reply.status, at(cursor)).toBe(200);
    expect(reply.body.total).toBe(total);
    expect(reply.body.offset).toBe(forwards.length * limit);
    if (forwards.length === 0) expect(reply.body.previousCursor).toBeNull();
    forwards.push({ cursor, ids: idsOf(reply.body), offset: reply.body.offset });
    cursor = reply.body.nextCursor;
  } while (cursor);
  expect(forwards.length).toBe(Math.max(1, Math.ceil(total / limit)));
  for (let i = forwards.length - 1; i > 0; i--) {
    const reply = await call<CountedPage>("GET", at(forwards[i]!.cursor), { token });
    const previous = reply.body.previousCursor;
    if (i === 1) expect(previous).toBeNull();
    else {
      const back = await call<CountedPage>("GET", at(previous), { token });
      expect(idsOf(back.body)).toEqual(forwards[i - 1]!.ids);
      expect(back.body.offset).toBe(forwards[i - 1]!.offset);
    }
  }
}
