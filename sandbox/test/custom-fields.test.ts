import { beforeAll, describe, expect, it } from "vitest";
import type { BusinessSettings, CustomFieldDefinition } from "#contract/entities";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { call, seedSmall, signin } from "./helpers";

beforeAll(seedSmall);

/** Custom field settings change only against the version they were read at (If-Match, ADR 0140). */
describe("business settings: If-Match", () => {
  const harbor = BUSINESS_IDS.harbor;
  const path = `/businesses/${harbor}/settings`;
  let token: string;
  beforeAll(async () => {
    token = (await signin("admin@harbor.test")).idToken;
  });
  const read = async () => (await call<{ businessSettings: BusinessSettings }>("GET", path, { token })).body.businessSettings;
  const withField = (settings: BusinessSettings, name: string): CustomFieldDefinition[] => [
    ...settings.customFields.filter((d) => d.resourceType !== "bank_transfers"),
    { resourceType: "bank_transfers", customFieldOptions: [{ label: name, name, dataType: "text", dataOptions: [] }] },
  ];
  const patch = (customFields: CustomFieldDefinition[], ifMatch?: string) =>
    call<{ businessSettings: BusinessSettings }>("PATCH", path, {
      token,
      body: { customFields },
      headers: ifMatch === undefined ? {} : { "if-match": ifMatch },
    });

  it("a change without If-Match is 428 and changes nothing", async () => {
    const before = await read();
    const reply = await patch(withField(before, "No header"), undefined);
    expect(reply.status).toBe(428);
    expect(await read()).toEqual(before);
  });

  it("a change at the current version (quoted, as an ETag) wins and moves the version; the same version again is 412 and overwrites nothing", async () => {
    const seen = await read();
    const first = await patch(withField(seen, "First writer"), `"${seen.updatedAt}"`);
    expect(first.status).toBe(200);
    expect(first.body.businessSettings.updatedAt > seen.updatedAt).toBe(true);
    const stale = await patch(withField(seen, "Second writer"), seen.updatedAt);
    expect(stale.status).toBe(412);
    const now = await read();
    expect(now.updatedAt).toBe(first.body.businessSettings.updatedAt);
    expect(now.customFields.find((d) => d.resourceType === "bank_transfers")?.customFieldOptions[0]?.name).toBe("First writer");
  });

  it("two saves of the same version at once: exactly one is written, whole", async () => {
    const seen = await read();
    const replies = await Promise.all(["Racer A", "Racer B"].map((name) => patch(withField(seen, name), seen.updatedAt)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = replies.find((r) => r.status === 200)?.body.businessSettings;
    const now = await read();
    expect(now).toEqual(winner);
    expect(now.customFields.filter((d) => d.resourceType === "bank_transfers")).toHaveLength(1);
  });

  it("editCustomField: a case manager may change the fields; a viewer may not (403), even at the current version", async () => {
    const manager = (await signin("casemanager@harbor.test")).idToken;
    const viewer = (await signin("viewer@harbor.test")).idToken;
    const seen = await read();
    const denied = await call("PATCH", path, {
      token: viewer,
      body: { customFields: withField(seen, "Viewer") },
      headers: { "if-match": seen.updatedAt },
    });
    expect(denied.status).toBe(403);
    const allowed = await call("PATCH", path, {
      token: manager,
      body: { customFields: withField(seen, "Manager") },
      headers: { "if-match": seen.updatedAt },
    });
    expect(allowed.status).toBe(200);
  });
});
