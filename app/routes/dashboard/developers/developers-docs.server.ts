/**
 * The API reference's view (Developers -> Docs, docs/decisions/0166): the contract's OpenAPI document,
 * read group by group, each schema resolved into a tree a page can show without JavaScript. Names,
 * types and schema keywords stay as the document has them; the page translates only its own labels.
 */
import { buildOpenApiDocument, type JsonSchema, type OpenApiOperation } from "#contract/openapi";
import { signWebhook, WEBHOOK_EXAMPLE } from "#domain/webhooks";

export type SchemaNode = {
  name?: string;
  /** `string`, `integer`, `object`, `array of object`, `one of`… */
  type: string;
  required?: boolean;
  description?: string;
  values?: string[];
  /** Schema keywords with their values (`maxLength: 255`, `format: date-time`). */
  keywords?: string[];
  children?: SchemaNode[];
};

export type OperationView = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  auth: "bearer" | "linkToken" | "none";
  parameters: { name: string; in: string; required: boolean; schema: SchemaNode }[];
  body: SchemaNode | null;
  success: { status: string; schema: SchemaNode | null };
  errors: { status: string; description: string }[];
};

export type DocsIndex = { groups: { name: string; count: number }[] };

const MAX_DEPTH = 6;
const KEYWORDS = [
  "format",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "pattern",
  "minItems",
  "maxItems",
  "default",
];

type Doc = ReturnType<typeof buildOpenApiDocument>;
let cached: Doc | null = null;
/** Built once per isolate: the contract does not change while the worker runs. */
function document(): Doc {
  cached ??= buildOpenApiDocument();
  return cached;
}

let text: string | null = null;
/** The document as the file Developers -> Docs offers (ADR 0221), serialised once per isolate. */
export function openApiText(): string {
  text ??= `${JSON.stringify(document(), null, 2)}\n`;
  return text;
}

function refName(ref: string): string {
  return ref.replace(/^#\/components\/schemas\//, "");
}

export function schemaNode(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth = 0,
  seen: readonly string[] = [],
): SchemaNode {
  if (typeof schema.$ref === "string") {
    const name = refName(schema.$ref);
    const target = components[name];
    if (!target || seen.includes(name) || depth > MAX_DEPTH) return { type: name };
    return schemaNode({ ...target, ...(schema.description ? { description: schema.description } : {}) }, components, depth, [
      ...seen,
      name,
    ]);
  }
  const node: SchemaNode = { type: "any" };
  if (typeof schema.description === "string") node.description = schema.description;
  const keywords = KEYWORDS.filter((k) => schema[k] !== undefined).map((k) => `${k}: ${JSON.stringify(schema[k])}`);
  if (keywords.length > 0) node.keywords = keywords;
  if (Array.isArray(schema.enum)) node.values = schema.enum.map((v) => JSON.stringify(v));
  if (schema.const !== undefined) node.values = [JSON.stringify(schema.const)];
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants)) {
    const nonNull = variants.filter((v) => v.type !== "null");
    const nullable = nonNull.length < variants.length;
    if (nonNull.length === 1 && nonNull[0]) {
      const single = schemaNode(nonNull[0], components, depth, seen);
      return {
        ...single,
        ...node,
        type: `${single.type}${nullable ? " | null" : ""}`,
        children: single.children,
        values: node.values ?? single.values,
      };
    }
    return {
      ...node,
      type: nullable ? "one of | null" : "one of",
      children: depth >= MAX_DEPTH ? undefined : nonNull.map((v) => schemaNode(v, components, depth + 1, seen)),
    };
  }
  const type = Array.isArray(schema.type)
    ? schema.type.join(" | ")
    : typeof schema.type === "string"
      ? schema.type
      : node.values
        ? "enum"
        : "any";
  if (type === "array" && schema.items && typeof schema.items === "object") {
    const item = schemaNode(schema.items as JsonSchema, components, depth + 1, seen);
    return { ...node, type: `array of ${item.type}`, children: item.children, values: node.values ?? item.values };
  }
  node.type = type;
  if (schema.properties && typeof schema.properties === "object" && depth < MAX_DEPTH) {
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    node.children = Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, property]) => ({
      ...schemaNode(property, components, depth + 1, seen),
      name,
      required: required.has(name),
    }));
  }
  return node;
}

function operationView(method: string, path: string, op: OpenApiOperation, doc: Doc): OperationView {
  const components = doc.components.schemas;
  const [successStatus, successResponse] =
    Object.entries(op.responses).find(([status]) => Number(status) < 400) ?? (["200", { description: "OK" }] as const);
  const successSchema = "content" in successResponse ? successResponse.content?.["application/json"]?.schema : undefined;
  const errors = Object.entries(op.responses)
    .filter(([status]) => Number(status) >= 400)
    .map(([status]) => ({ status, description: doc.components.responses[`Error${status}`]?.description ?? "" }));
  const auth = op.security.length === 0 ? "none" : "bearerAuth" in (op.security[0] ?? {}) ? "bearer" : "linkToken";
  return {
    id: op.operationId,
    method: method.toUpperCase(),
    path,
    summary: op.summary,
    description: op.description ?? null,
    auth,
    parameters: op.parameters.map((p) => ({ name: p.name, in: p.in, required: p.required, schema: schemaNode(p.schema, components) })),
    body: op.requestBody ? schemaNode(op.requestBody.content["application/json"].schema, components) : null,
    success: { status: successStatus, schema: successSchema ? schemaNode(successSchema, components) : null },
    errors,
  };
}

/** The groups (OpenAPI tags) and how many operations each has. */
export function docsIndex(): DocsIndex {
  const doc = document();
  const counts = new Map<string, number>();
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item)) for (const tag of op.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return { groups: doc.tags.map((t) => ({ name: t.name, count: counts.get(t.name) ?? 0 })) };
}

/** Every operation of one group, in the document's order; null for a group that does not exist. */
export function groupOperations(group: string): OperationView[] | null {
  const doc = document();
  if (!doc.tags.some((t) => t.name === group)) return null;
  const operations: OperationView[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) if (op.tags.includes(group)) operations.push(operationView(method, path, op, doc));
  }
  return operations;
}

/** The worked example of a signature, computed with the same function the sandbox signs with. */
export async function webhookExample() {
  const signature = await signWebhook(WEBHOOK_EXAMPLE.secret, WEBHOOK_EXAMPLE.id, WEBHOOK_EXAMPLE.timestamp, WEBHOOK_EXAMPLE.body);
  return { ...WEBHOOK_EXAMPLE, signedContent: `${WEBHOOK_EXAMPLE.id}.${WEBHOOK_EXAMPLE.timestamp}.${WEBHOOK_EXAMPLE.body}`, signature };
}
