import { describe, expect, it } from "vitest";
import { allEndpoints, contract, fillPath, pathParamNames } from "./index";
import { buildOpenApiDocument, type JsonSchema } from "./openapi";

const KEYWORDS = new Set([
  "$ref",
  "$id",
  "$comment",
  "type",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "patternProperties",
  "items",
  "prefixItems",
  "minItems",
  "maxItems",
  "uniqueItems",
  "enum",
  "const",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "format",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "default",
  "description",
  "title",
  "examples",
  "contentEncoding",
  "readOnly",
  "writeOnly",
  "deprecated",
]);
const TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);

/** A structural JSON Schema 2020-12 check: known keywords, well-formed values, resolvable refs. */
function checkSchema(node: unknown, where: string, components: Record<string, JsonSchema>, errors: string[]): void {
  if (typeof node === "boolean") return;
  if (!node || typeof node !== "object" || Array.isArray(node)) {
    errors.push(`${where}: not a schema`);
    return;
  }
  const s = node as JsonSchema;
  for (const key of Object.keys(s)) if (!KEYWORDS.has(key)) errors.push(`${where}: unknown keyword ${key}`);
  if ("type" in s) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    for (const t of types) if (typeof t !== "string" || !TYPES.has(t)) errors.push(`${where}: bad type ${String(t)}`);
  }
  if ("$ref" in s) {
    const ref = s.$ref;
    const name = typeof ref === "string" && ref.startsWith("#/components/schemas/") ? ref.slice(21) : undefined;
    if (!name || !(name in components)) errors.push(`${where}: unresolved $ref ${String(ref)}`);
  }
  if ("properties" in s) {
    const props = s.properties as Record<string, unknown>;
    for (const [k, v] of Object.entries(props)) checkSchema(v, `${where}.properties.${k}`, components, errors);
    if ("required" in s) {
      const required = s.required;
      if (!Array.isArray(required)) errors.push(`${where}: required is not an array`);
      else for (const r of required) if (!(String(r) in props)) errors.push(`${where}: required ${String(r)} missing`);
    }
  }
  for (const key of ["items", "additionalProperties", "propertyNames", "not"]) {
    if (key in s && typeof s[key] !== "boolean") checkSchema(s[key], `${where}.${key}`, components, errors);
  }
  for (const key of ["anyOf", "oneOf", "allOf", "prefixItems"]) {
    if (key in s) {
      const list = s[key];
      if (!Array.isArray(list) || list.length === 0) errors.push(`${where}: ${key} must be a non-empty array`);
      else {
        for (const [i, sub] of list.entries()) checkSchema(sub, `${where}.${key}[${i}]`, components, errors);
      }
    }
  }
  if ("enum" in s && (!Array.isArray(s.enum) || s.enum.length === 0)) errors.push(`${where}: empty enum`);
  if ("pattern" in s) {
    try {
      new RegExp(String(s.pattern), "u");
    } catch {
      errors.push(`${where}: invalid pattern`);
    }
  }
}

describe("OpenAPI document", () => {
  const doc = buildOpenApiDocument();

  it("is OpenAPI 3.1 with security schemes", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("covers every spec group", () => {
    expect(Object.keys(contract).sort()).toEqual(
      [
        "autoloads",
        "bankTransfers",
        "businesses",
        "cardholders",
        "cards",
        "identity",
        "onboarding",
        "recipientIntake",
        "sandbox",
        "users",
        "utils",
      ].sort(),
    );
  });

  it("has unique operation ids and one operation per method and path", () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(allEndpoints.map((e) => [e.id, e] as const))("contains %s with valid schemas", (_id, e) => {
    const operation = doc.paths[e.path]?.[e.method.toLowerCase()];
    expect(operation, `${e.method} ${e.path}`).toBeDefined();
    if (!operation) return;
    expect(operation.operationId).toBe(e.id);
    expect(operation.tags).toEqual([e.group]);
    const pathParams = operation.parameters.filter((p) => p.in === "path").map((p) => p.name);
    expect(pathParams.sort()).toEqual(pathParamNames(e.path).sort());
    expect(Object.keys(operation.responses)).toContain(String(e.status));
    if (e.auth === "bearer") expect(operation.security).toEqual([{ bearerAuth: [] }]);

    const errors: string[] = [];
    for (const p of operation.parameters) checkSchema(p.schema, `${e.id} param ${p.name}`, doc.components.schemas, errors);
    if (operation.requestBody) {
      checkSchema(operation.requestBody.content["application/json"].schema, `${e.id} body`, doc.components.schemas, errors);
    } else {
      expect(e.body).toBeUndefined();
    }
    const success = operation.responses[String(e.status)];
    if (success && "content" in success && success.content) {
      checkSchema(success.content["application/json"].schema, `${e.id} response`, doc.components.schemas, errors);
    } else {
      expect(e.response).toBeNull();
    }
    for (const [status, response] of Object.entries(operation.responses)) {
      if ("$ref" in response) {
        const name = response.$ref.replace("#/components/responses/", "");
        expect(doc.components.responses[name], `${e.id} ${status}`).toBeDefined();
      }
    }
    expect(errors).toEqual([]);
  });

  it("fills path templates", () => {
    expect(fillPath("/users/{id}/", { id: "usr 1" })).toBe("/users/usr%201/");
    expect(() => fillPath("/users/{id}/", {})).toThrow();
    // Dot segments and empty values would rewrite the provider path once the URL is resolved.
    for (const value of ["..", ".", ""]) expect(() => fillPath("/cards/{id}/tags/{tagId}", { id: "C1", tagId: value })).toThrow();
    expect(fillPath("/cards/{id}/tags/{tagId}", { id: "C1", tagId: "../x" })).toBe("/cards/C1/tags/..%2Fx");
    expect(new URL(fillPath("/cards/{id}/tags/{tagId}", { id: "C1", tagId: "..%2F" }), "https://p.example").pathname).toBe(
      "/cards/C1/tags/..%252F",
    );
  });

  it("documents the fixed response field names of the spec", () => {
    const props = (path: string, method: string) => {
      const op = doc.paths[path]?.[method];
      const r = op?.responses["200"];
      const schema = r && "content" in r ? r.content?.["application/json"].schema : undefined;
      return Object.keys((schema?.properties as Record<string, unknown>) ?? {});
    };
    expect(props("/businesses/{id}/programs", "get")).toContain("programs");
    expect(props("/businesses/{id}/settings", "get")).toEqual(["businessSettings"]);
    expect(props("/businesses/{id}/settings", "patch")).toEqual(["businessSettings"]);
    expect(props("/cardholders/{id}/", "get")).toEqual(["cardholder"]);
    expect(props("/businesses/{id}/webhooks/accessLink", "get")).toEqual(["url"]);
    expect(props("/users/{id}/", "get")).toEqual(["user", "businesses"]);
  });

  it("documents the optional place of the page of the cards, recipients and card orders lists (withTotal, ADR 0177)", () => {
    for (const [path, key] of [
      ["/cards/business/{id}/cards", "cards"],
      ["/bankTransfers/recipients", "recipients"],
      ["/businesses/{id}/cardOrders", "cardOrders"],
    ] as const) {
      const op = doc.paths[path]?.get;
      const withTotal = op?.parameters.find((p) => p.name === "withTotal");
      expect(withTotal, path).toMatchObject({ in: "query", required: false });
      expect(withTotal?.schema.description).toContain("total");
      expect(op?.parameters.find((p) => p.name === "search")?.schema.description, path).toContain("any order");
      const ok = op?.responses["200"];
      const schema = (ok && "content" in ok ? ok.content?.["application/json"].schema : undefined) as
        | { properties: Record<string, { description?: string }>; required: string[] }
        | undefined;
      expect(Object.keys(schema?.properties ?? {})).toEqual([key, "nextCursor", "total", "offset", "previousCursor"]);
      expect(schema?.required.sort()).toEqual([key, "nextCursor"].sort());
      for (const field of ["total", "offset", "previousCursor"]) expect(schema?.properties[field]?.description).toContain("withTotal=true");
    }
  });

  it("documents the holder that names a card order", () => {
    const order = doc.components.schemas.CardOrder as
      | { properties: Record<string, { description?: string }>; required: string[] }
      | undefined;
    const ok = doc.paths["/businesses/{id}/cardOrders"]?.get?.responses["200"];
    const list = (ok && "content" in ok ? ok.content?.["application/json"].schema : undefined) as
      | { properties: Record<string, unknown> }
      | undefined;
    // The order schema by name, or inline as the list's items.
    const item = order ?? (list?.properties.cardOrders as { items?: typeof order } | undefined)?.items;
    expect(item?.properties.holder?.description).toContain("quantity - 1");
    expect(item?.required).toContain("holder");
  });

  it("documents the field issues of a 400: path, and the message key of the refused field rule", () => {
    const error = doc.components.schemas.ApiError as { properties: { issues: { items: JsonSchema } } };
    const issue = error.properties.issues.items as {
      properties: Record<string, { enum?: unknown[]; description?: string }>;
      required: string[];
    };
    expect(Object.keys(issue.properties).sort()).toEqual(["key", "message", "path"]);
    expect(issue.required.sort()).toEqual(["message", "path"]);
    expect(issue.properties.key?.enum).toEqual(expect.arrayContaining(["loadAmountMax", "addressOnePoBox", "routingNumberCheckDigit"]));
    expect(issue.properties.path?.description).toContain("body.loads.0.amountCents");
  });
});
