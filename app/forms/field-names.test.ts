import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";

/**
 * A form's field is also a property of its form element (`form.elements` by name, and `form[name]`): a
 * field named like one of the element's own properties hides it from every script that reads it. A field
 * named `tagName` made `form.tagName` the input, and Lighthouse's form gatherer failed on the card page.
 * These are the properties that scripts read to learn what an element is or to walk the document.
 */
const ELEMENT_PROPERTIES = new Set([
  "tagName",
  "nodeName",
  "nodeType",
  "localName",
  "namespaceURI",
  "ownerDocument",
  "parentNode",
  "parentElement",
  "childNodes",
  "children",
  "attributes",
  "elements",
  "length",
  "submit",
  "requestSubmit",
  "reset",
  "getAttribute",
  "querySelector",
  "querySelectorAll",
  "contains",
  "closest",
]);

/** The field names a schema accepts: the keys of its objects, through unions, pipes and wrappers. */
function fieldNames(schema: $ZodType, into = new Set<string>(), seen = new Set<$ZodType>()): Set<string> {
  if (seen.has(schema)) return into;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const walk = (value: unknown) => {
    if (value && typeof value === "object" && "_zod" in value) fieldNames(value as $ZodType, into, seen);
  };
  if (def.type === "object") {
    // A list or an object field names its items `name[0]` or `name.key`: only the top level is a form property.
    for (const name of Object.keys(def.shape as object)) into.add(name);
    return into;
  }
  for (const key of ["options", "left", "right", "in", "out", "innerType"]) {
    const value = def[key];
    if (Array.isArray(value)) value.forEach(walk);
    else walk(value);
  }
  return into;
}

const modules = import.meta.glob<Record<string, unknown>>("./*.schema.ts", { eager: true });

describe("form field names", () => {
  it("finds the schemas of every form module", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(10);
  });

  for (const [file, exports] of Object.entries(modules)) {
    it(`${file}: no field hides a property of its form element`, () => {
      for (const [name, value] of Object.entries(exports)) {
        if (!value || typeof value !== "object" || !("_zod" in value)) continue;
        const clashes = [...fieldNames(value as $ZodType)].filter((field) => ELEMENT_PROPERTIES.has(field));
        expect(clashes, `${file} ${name}`).toEqual([]);
      }
    });
  }

  it("sees a clash where there is one", async () => {
    const { z } = await import("zod");
    const clashing = z.union([z.object({ intent: z.literal("a"), tagName: z.string() }), z.object({ intent: z.literal("b") })]);
    expect([...fieldNames(clashing.pipe(z.any()))].filter((f) => ELEMENT_PROPERTIES.has(f))).toEqual(["tagName"]);
  });
});
