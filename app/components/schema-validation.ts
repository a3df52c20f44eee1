import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

/**
 * A form's schema made into what the form kit uses (ADR 0256): the HTML constraints of its fields and the
 * check of a form's data. Imported only dynamically (`lazySchema`), so zod and conform's zod adapter are
 * in no page's initial JavaScript and, in the browser, wait for the page's first intent.
 */
export function schemaValidation<Schema extends $ZodType>(schema: Schema) {
  return {
    constraint: getZodConstraint(schema),
    validate: (formData: FormData) => parseWithZod(formData, { schema }),
  };
}
