import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "#contract/openapi";
import { WEBHOOK_EXAMPLE } from "#domain/webhooks";
import { docsIndex, groupOperations, webhookExample } from "./developers-docs.server";

describe("the API reference (ADR 0166)", () => {
  it("shows every operation of the OpenAPI document, with its parameters, body, response and errors", () => {
    const doc = buildOpenApiDocument();
    const expected = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const shown = docsIndex().groups.flatMap((g) => (groupOperations(g.name) ?? []).map((op) => `${op.method} ${op.path}`));
    expect(shown.sort()).toEqual(expected.sort());
    const link = groupOperations("businesses")?.find((op) => op.path === "/businesses/{id}/webhooks/accessLink");
    expect(link?.parameters.map((p) => [p.name, p.in, p.required])).toEqual([["id", "path", true]]);
    expect(link?.success.schema?.children?.map((c) => [c.name, c.type, c.required])).toEqual([["url", "string", true]]);
    expect(link?.errors.map((e) => e.status)).toEqual(["400", "401", "403", "404", "500"]);
    expect(groupOperations("no-such-group")).toBeNull();
  });

  it("the worked example's signature is what an independent HMAC gives", async () => {
    const example = await webhookExample();
    const raw = Uint8Array.from(atob(WEBHOOK_EXAMPLE.secret.replace(/^whsec_/, "")), (ch) => ch.charCodeAt(0));
    const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const content = new TextEncoder().encode(`${WEBHOOK_EXAMPLE.id}.${WEBHOOK_EXAMPLE.timestamp}.${WEBHOOK_EXAMPLE.body}`);
    const mac = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.sign("HMAC", key, content))));
    expect(example.signature).toBe(`v1,${mac}`);
    expect(JSON.parse(example.body)).toMatchObject({ type: "card.updated" });
  });
});
