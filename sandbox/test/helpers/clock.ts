/** The sandbox's clock as the tests see it: now, and moving it forward. */
import { env } from "cloudflare:workers";
import { advanceClock } from "../helpers";

/** The sandbox's now: the real clock plus the offset the tests advanced it by. */
export async function sandboxNow(): Promise<number> {
  const row = await env.DB.prepare("SELECT offset_ms FROM clock WHERE id = 1").first<{ offset_ms: number }>();
  return Date.now() + (row?.offset_ms ?? 0);
}

/** Advances the sandbox clock to `instant` plus `extraMs` (whole minutes, rounded up); never backwards. */
export async function advanceTo(instant: number | string | Date, extraMs = 0): Promise<void> {
  const at = typeof instant === "string" ? Date.parse(instant) : typeof instant === "number" ? instant : instant.getTime();
  if (!Number.isFinite(at)) throw new Error(`advanceTo: not an instant: ${String(instant)}`);
  const target = at + extraMs;
  const minutes = Math.ceil((target - (await sandboxNow())) / 60_000);
  if (minutes > 0) await advanceClock({ minutes });
}
