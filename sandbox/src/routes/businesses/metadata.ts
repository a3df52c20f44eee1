/** Metadata on cards, loads, recipients and transfers: add, change, delete (needs editMetadata on the target's business). */
import type { Hono } from "hono";
import { businesses } from "#contract/businesses";
import { Caller } from "#sandbox/auth/access";
import type { Principal } from "#sandbox/auth/principal";
import {
  addMetadata,
  deleteMetadata,
  type MetadataTarget,
  type MetadataWriter,
  metadataOwner,
  updateMetadata,
} from "#sandbox/businesses/metadata";
import type { SandboxHono } from "#sandbox/env";
import { bodyIssue } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";

/** The target's business must grant editMetadata; a target the caller cannot see is a 404. */
async function writer(db: D1Database, principal: Principal, target: MetadataTarget): Promise<MetadataWriter> {
  const caller = new Caller(db, principal);
  const access = await caller.business(await metadataOwner(db, target));
  access.require("editMetadata");
  return { businessId: access.business.id, actor: caller.actor };
}

function distinctKeys(keys: readonly string[]): void {
  const seen = new Set<string>();
  keys.forEach((key, i) => {
    if (seen.has(key)) {
      throw bodyIssue(`metadata.${i}.key`, "Each key appears once");
    }
    seen.add(key);
  });
}

export function metadataRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.addMetadata, async ({ db, now, principal, body }) => {
    const by = await writer(db, principal, body);
    distinctKeys(body.metadata.map((m) => m.key));
    return addMetadata(db, now, { target: body, writer: by, entries: body.metadata });
  });

  register(app, businesses.updateMetadata, async ({ db, now, principal, body }) => {
    const by = await writer(db, principal, body);
    distinctKeys(body.metadata.map((m) => m.key));
    return updateMetadata(db, now, { target: body, writer: by, entries: body.metadata });
  });

  register(app, businesses.deleteMetadata, async ({ db, now, principal, body }) => {
    const by = await writer(db, principal, body);
    return deleteMetadata(db, now, body, by, body.keys);
  });
}
