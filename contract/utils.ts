/** Utilities of spec section 7. */
import { z } from "zod";
import { endpoint, idSchema, timestampSchema } from "./common";

export const uploadPurposes = ["bulk_import", "document"] as const;

export const utils = {
  createPresignedUrl: endpoint({
    id: "utils.createPresignedUrl",
    group: "utils",
    method: "POST",
    path: "/utils/presignedUrl",
    summary: "A short-lived URL to upload a file (bulk imports, documents)",
    description: "Needs a role on businessId.",
    auth: "bearer",
    status: 201,
    body: z.object({
      businessId: idSchema,
      purpose: z.enum(uploadPurposes),
      fileName: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .regex(/^[A-Za-z0-9 ._-]+$/, "Letters, digits, space, dot, dash and underscore only"),
      contentType: z.enum(["text/csv", "application/pdf", "image/png", "image/jpeg"]),
    }),
    response: z.object({ url: z.url(), key: z.string(), expiresAt: timestampSchema }),
    errors: [403, 404],
  }),
} as const;
