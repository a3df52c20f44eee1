/**
 * Building blocks of the provider API contract: the endpoint descriptor, the error body, pagination,
 * money, timestamps, identifiers and the field rules of product spec section 5 that the provider
 * enforces too. Every endpoint group module builds on these.
 */
import { z } from "zod";

// ---------------------------------------------------------------------------------------------
// Endpoint descriptors
// ---------------------------------------------------------------------------------------------

export const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * How a call is authorised:
 * - `bearer`: `Authorization: Bearer <idToken>` of a signed-in business user or cardholder.
 * - `linkToken`: `X-Link-Token: <token>` carrying the single-purpose token of an e-mailed link
 *   (business onboarding, recipient intake); no signed-in user.
 * - `none`: public (sign-in, one-time codes, password reset, JWKS, sandbox helpers).
 */
export const authKinds = ["bearer", "linkToken", "none"] as const;
export type AuthKind = (typeof authKinds)[number];

/** Success statuses used by the API. 204 has no body (`response: null`). */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** An object schema whose values are parsed from strings (path parameters, query strings, headers). */
export type StringRecordSchema = z.ZodObject;

export interface Endpoint {
  /** Stable operation id, unique across the contract: `<group>.<name>`. */
  readonly id: string;
  readonly group: string;
  readonly method: HttpMethod;
  /** OpenAPI-style path template, e.g. `/users/{id}/`. Trailing slashes are part of the path. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly auth: AuthKind;
  readonly status: SuccessStatus;
  readonly params?: StringRecordSchema;
  readonly query?: StringRecordSchema;
  /** Request headers the call must or may carry beyond auth (e.g. If-Match, Idempotency-Key). */
  readonly headers?: StringRecordSchema;
  readonly body?: z.ZodType;
  /** The success body, or null for 204 No Content. */
  readonly response: z.ZodType | null;
  /** Error statuses the call documents besides 400/401/500. */
  readonly errors: readonly number[];
}

/** Identity helper keeping the literal types of a descriptor. */
export function endpoint<const E extends Endpoint>(descriptor: E): E {
  return descriptor;
}

/** The parsed (output) type of an optional schema slot. */
export type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The accepted (input) type of an optional schema slot. */
export type In<S> = S extends z.ZodType ? z.input<S> : undefined;

export type EndpointParams<E extends Endpoint> = Out<E["params"]>;
export type EndpointQuery<E extends Endpoint> = Out<E["query"]>;
export type EndpointBody<E extends Endpoint> = Out<E["body"]>;
export type EndpointResponse<E extends Endpoint> = E["response"] extends z.ZodType ? z.output<E["response"]> : null;

/** Fills a path template: `fillPath("/users/{id}/", { id: "u1" })` gives `/users/u1/`. */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

/** The `{name}` parameters of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] ?? "");
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

export const fieldIssueSchema = z.object({
  /** Dotted path of the offending field (`customFields.0.resourceType`), empty for the whole body. */
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/**
 * Every error response has this body. `code` is a stable machine-readable string
 * (`not_found`, `forbidden`, `validation_failed`, `invalid_credentials`, `otp_incorrect`, ...);
 * `msg` is an English explanation for logs, never shown to users verbatim.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  msg: z.string().optional(),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Descriptions of the statuses the contract uses, for the OpenAPI document. */
export const statusDescriptions: Readonly<Record<number, string>> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  400: "Validation failed (`validation_failed` with field issues) or a rule was broken",
  401: "Missing, invalid, expired or revoked token, or wrong credentials",
  403: "Signed in with a role on the business but without the permission",
  404: "Not found, or an object of a business the caller has no role in",
  409: "Conflict with the current state",
  412: "If-Match does not match the current version",
  428: "If-Match header required",
  429: "Too many attempts",
  500: "Unexpected error",
};

// ---------------------------------------------------------------------------------------------
// Primitives
// ---------------------------------------------------------------------------------------------

/** An ISO-8601 UTC timestamp with milliseconds, e.g. `2026-11-01T12:00:00.000Z`. */
export const timestampSchema = z.iso.datetime({ offset: false });
/** A calendar date `YYYY-MM-DD`. */
export const dateSchema = z.iso.date();

/** Money is always an integer number of US cents. */
const MAX_CENTS = 100_000_000_000;
export const centsSchema = z.int().min(-MAX_CENTS).max(MAX_CENTS);
export const positiveCentsSchema = z.int().min(1).max(MAX_CENTS);
export const nonNegativeCentsSchema = z.int().min(0).max(MAX_CENTS);

/** Spec: load amount must not exceed 9,999 dollars. */
export const MAX_LOAD_CENTS = 999_900;
/** Spec: bank transfer amount must not exceed 50,000 dollars. */
export const MAX_BANK_TRANSFER_CENTS = 5_000_000;

export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "Invalid id");
export const businessIdSchema = idSchema;
/** A card id is exactly 10 characters (printed on the back of the card). */
export const cardIdSchema = z.string().regex(/^[A-Z0-9]{10}$/, "Card ID must be 10 characters");

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email("Invalid Email"))
  .transform((v) => v.toLowerCase());
/** Exactly 10 digits, no dashes. */
export const phoneSchema = z.string().regex(/^\d{10}$/, "Phone must be exactly 10 digits");
/** An e-mail address or a 10-digit phone number. */
export const identifierSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .refine((v) => /^\d{10}$/.test(v) || z.email().safeParse(v).success, "Enter an e-mail address or a 10-digit phone")
  .transform((v) => v.toLowerCase());

export const PASSWORD_RULE_MESSAGE = "Password must contain 8 characters, including at least one number and one special character";
/** Spec: at least 8 characters, at least 1 digit and 1 special character. */
export const passwordSchema = z
  .string()
  .max(256)
  .refine((v) => v.length >= 8 && /\d/.test(v) && /[^A-Za-z0-9]/.test(v), PASSWORD_RULE_MESSAGE);

/** A 6-digit one-time code. */
export const otpCodeSchema = z.string().regex(/^\d{6}$/, "The code has 6 digits");
/** 4-digit PIN. */
export const pinSchema = z.string().regex(/^\d{4}$/, "Pin needs to be 4 digits.");
/** Expiration MM/YY. */
export const expirationSchema = z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "Expiration must be MM/YY");
export const last6Schema = z.string().regex(/^\d{6}$/, "Last 6 digits");
/** Hex colour starting with #, or blank. */
export const colorSchema = z.union([z.literal(""), z.string().regex(/^#[0-9A-Fa-f]{6}$/, "Invalid color")]);

const NAME_RE = /^[A-Za-z ]+$/;
export const firstNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(NAME_RE, "Letters and spaces only")
  .refine((v) => !v.includes(":"), "No colon allowed");
export const lastNameSchema = z.string().trim().min(1).max(255).regex(NAME_RE, "Letters and spaces only");

// ---------------------------------------------------------------------------------------------
// Pagination (docs/decisions/0021-cursor-pagination.md)
// ---------------------------------------------------------------------------------------------

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** `?cursor=&limit=`: cursor is opaque (from the previous page's nextCursor); limit 1..200, default 50. */
export const pageQuerySchema = z.object({
  cursor: z.string().min(1).max(512).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of `key` items plus `nextCursor` (null on the last page). */
export function pageOf<const K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), nextCursor: z.string().nullable() } as { [P in K]: z.ZodArray<T> } & {
    nextCursor: z.ZodNullable<z.ZodString>;
  });
}

/** Body of 202 Accepted answers that must not reveal whether an account exists. */
export const acceptedSchema = z.object({ accepted: z.literal(true) });

/** Business id in the path. */
export const businessPathSchema = z.object({ id: businessIdSchema });
/** Generic id in the path. */
export const idPathSchema = z.object({ id: idSchema });

/** Sandbox optimistic concurrency header for PATCH /businesses/{id}/settings. */
export const ifMatchHeaderSchema = z.object({ "if-match": z.string().min(1) });
/** Optional idempotency key for money-moving POSTs. */
export const idempotencyHeaderSchema = z.object({ "idempotency-key": z.string().min(8).max(128).optional() });
