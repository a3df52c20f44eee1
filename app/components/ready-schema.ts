import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import type { AnySchema, LazySchema } from "./schema-form";

/**
 * A schema already at hand, for a page without JavaScript (ADR 0006): there is no browser chunk to defer,
 * and its actions import the schema anyway. `useSchemaForm` reads it without suspending. Kept apart from
 * `schema-validation.ts`, which is only ever imported dynamically (a static import of it here would undo
 * that split: the build's INEFFECTIVE_DYNAMIC_IMPORT).
 */
export function readySchema<Schema extends AnySchema>(schema: Schema): LazySchema<Schema> {
  const validation = {
    constraint: getZodConstraint(schema as $ZodType),
    validate: (formData: FormData) => parseWithZod(formData, { schema }),
  };
  const ready = Object.assign(Promise.resolve(validation), { status: "fulfilled" as const, value: validation });
  return { read: () => ready, ready: () => validation };
}
