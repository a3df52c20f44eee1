/**
 * The OpenAPI 3.1 document of the contract, generated from the endpoint descriptors with zod 4's
 * built-in JSON Schema conversion. Request schemas are converted as input (defaults optional),
 * responses as output.
 */

import { z } from "zod";
import { apiErrorSchema, type Endpoint, pathParamNames, statusDescriptions } from "./common";
import { extensionOf } from "./extensions";
import { allEndpoints } from "./index";

export type JsonSchema = { [key: string]: unknown };

export type OpenApiParameter = {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  schema: JsonSchema;
  description?: string;
};

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: { "application/json": { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: { "application/json": { schema: JsonSchema } } } | { $ref: string }>;
  /** A call the product spec does not define (docs/provider-extensions.md, ADR 0222). */
  "x-extension"?: true;
  /** Its name in DISABLED_PROVIDER_EXTENSIONS. */
  "x-extension-name"?: string;
};

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: { "application/json": { schema: JsonSchema } } }>;
    securitySchemes: Record<string, Record<string, string>>;
  };
};

type Io = "input" | "output";

/**
 * Converts one zod schema. Any `$defs` zod emits are hoisted into `components.schemas` (prefixed
 * with `prefix`) and their `$ref`s rewritten, so every schema in the document resolves from the root.
 */
function convert(schema: z.ZodType, io: Io, prefix: string, components: Record<string, JsonSchema>): JsonSchema {
  const raw = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  const { $schema: _ignored, $defs, ...rest } = raw;
  const defs = ($defs ?? {}) as Record<string, JsonSchema>;
  const rename = (name: string) => `${prefix}_${name}`;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node && typeof node === "object") {
      const out: JsonSchema = {};
      for (const [key, value] of Object.entries(node as JsonSchema)) {
        if (key === "$ref" && typeof value === "string" && value.startsWith("#/$defs/")) {
          out[key] = `#/components/schemas/${rename(value.slice("#/$defs/".length))}`;
        } else {
          out[key] = rewrite(value);
        }
      }
      return out;
    }
    return node;
  };
  for (const [name, def] of Object.entries(defs)) components[rename(name)] = rewrite(def) as JsonSchema;
  return rewrite(rest) as JsonSchema;
}

function isRequired(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success;
}

function parametersOf(e: Endpoint, location: "path" | "query" | "header", components: Record<string, JsonSchema>): OpenApiParameter[] {
  const source = location === "path" ? e.params : location === "query" ? e.query : e.headers;
  if (!source) return [];
  return Object.entries(source.shape as Record<string, z.ZodType>).map(([name, field]) => ({
    name,
    in: location,
    required: location === "path" ? true : isRequired(field),
    schema: convert(field, "input", `${e.id}_${location}_${name}`, components),
  }));
}

const securityByAuth: Record<Endpoint["auth"], Array<Record<string, string[]>>> = {
  bearer: [{ bearerAuth: [] }],
  linkToken: [{ linkToken: [] }],
  none: [],
};

/** `x-extension: true` and its switch's name on a call the spec does not define (ADR 0222). */
function extensionMarks(operationId: string): Pick<OpenApiOperation, "x-extension" | "x-extension-name"> {
  const name = extensionOf(operationId);
  return name ? { "x-extension": true, "x-extension-name": name } : {};
}

export function buildOpenApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  const components: Record<string, JsonSchema> = {
    ApiError: convert(apiErrorSchema, "output", "ApiError", {}),
  };
  const paths: OpenApiDocument["paths"] = {};
  const tags = new Set<string>();

  for (const e of allEndpoints) {
    tags.add(e.group);
    const declared = pathParamNames(e.path);
    const params = parametersOf(e, "path", components);
    for (const name of declared) {
      if (!params.some((p) => p.name === name)) {
        throw new Error(`${e.id}: path parameter {${name}} has no schema`);
      }
    }
    const responses: OpenApiOperation["responses"] = {};
    responses[String(e.status)] =
      e.response === null
        ? { description: statusDescriptions[e.status] ?? "Success" }
        : {
            description: statusDescriptions[e.status] ?? "Success",
            content: { "application/json": { schema: convert(e.response, "output", `${e.id}_response`, components) } },
          };
    const errorStatuses = new Set<number>([400, ...(e.auth === "none" ? [] : [401]), ...e.errors, 500]);
    for (const status of [...errorStatuses].sort((a, b) => a - b)) {
      responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
    }
    const operation: OpenApiOperation = {
      operationId: e.id,
      summary: e.summary,
      ...(e.description ? { description: e.description } : {}),
      tags: [e.group],
      security: securityByAuth[e.auth],
      parameters: [...params, ...parametersOf(e, "query", components), ...parametersOf(e, "header", components)],
      ...(e.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: convert(e.body, "input", `${e.id}_body`, components) } },
            },
          }
        : {}),
      responses,
      ...extensionMarks(e.id),
    };
    const pathItem = paths[e.path] ?? {};
    const method = e.method.toLowerCase();
    if (pathItem[method]) throw new Error(`Duplicate operation ${e.method} ${e.path}`);
    pathItem[method] = operation;
    paths[e.path] = pathItem;
  }

  const errorResponses: OpenApiDocument["components"]["responses"] = {};
  for (const [status, description] of Object.entries(statusDescriptions)) {
    if (Number(status) < 400) continue;
    errorResponses[`Error${status}`] = {
      description,
      content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Beacon Payouts provider API",
      version: "1.0.0",
      description:
        "The provider API the web app calls (product spec section 7), as implemented by the sandbox provider. Money is integer cents, timestamps are ISO-8601 UTC, lists are cursor-paginated.",
    },
    servers: [{ url: options.serverUrl ?? "/" }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      responses: errorResponses,
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        linkToken: { type: "apiKey", in: "header", name: "X-Link-Token" },
      },
    },
  };
}
