/**
 * Building blocks of the provider API contract: the endpoint descriptor, the error body, pagination,
 * money, timestamps and identifiers. Every endpoint group module builds on these. The field rules of
 * product spec section 5 are not defined here: request schemas use domain/validation.ts and
 * domain/money.ts directly (docs/decisions/0045-one-rulebook.md).
 */
import { z } from "zod";
import { VALIDATION_MESSAGES, type ValidationMessageKey } from "#domain/messages";

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
  /**
   * A bearer call that also accepts a recipient access token (contract/recipientIntake.ts): only for the
   * recipient's own object, whose id the token names.
   */
  readonly recipientToken?: true;
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

/**
 * Fills a path template: `fillPath("/users/{id}/", { id: "u1" })` gives `/users/u1/`. Each value is
 * one encoded segment; "", "." and ".." are refused, since URL resolution would turn them into another
 * path (`tagId=..` made `DELETE /cards/{id}/tags/..` into `DELETE /cards/{id}/`; issue 12).
 */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    if (value === "" || value === "." || value === "..") throw new Error(`Path parameter ${name} of ${template} is not a segment`);
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

/** Every validation message key of domain/messages.ts: what `key` of a field issue can be. */
export const validationMessageKeySchema = z.enum(Object.keys(VALIDATION_MESSAGES) as [ValidationMessageKey, ...ValidationMessageKey[]]);

/**
 * One refused field of a `validation_failed` answer. `key` is the message key the domain rule
 * produced, the same one the app's own form validation gives for that value (the app translates it
 * under `validation.*`); it is absent when the refused rule is not a spec field rule (an id, an enum
 * of the API, a missing object). `message` is English for logs and API users, never shown in the app.
 */
export const fieldIssueSchema = z.object({
  path: z.string().meta({
    description:
      "Dotted path of the refused field, led by the request part: `body.loads.0.amountCents`, `params.id`, `query.limit`; `body` alone for the whole body.",
  }),
  key: validationMessageKeySchema.optional().meta({
    description:
      "The message key of the refused field rule (domain/messages.ts), the same one the web app's form validation gives for that value; absent when the refused rule is not a field rule of product spec section 5 (an id, an API enum, a missing object).",
  }),
  message: z.string().meta({ description: "English text of the key (or of the refused rule), for logs and API users." }),
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
  400: "Validation failed (`validation_failed` with field issues, each with its path and, for a field rule, its message key) or a rule was broken",
  401: "Missing, invalid, expired or revoked token, or wrong credentials",
  403: "Signed in with a role on the business but without the permission",
  404: "Not found, or an object of a business the caller has no role in",
  409: "Conflict with the current state",
  410: "The link is spent or expired (a recipient's intake link)",
  412: "If-Match does not match the current version",
  422: "Well-formed but not accepted (an e-mail that is not the recipient's)",
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

export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "Invalid id");
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

/**
 * Where a page sits in its list, present only when the query asked for it (`withTotal=true`,
 * docs/decisions/0177-list-totals.md, amending 0021's "no total counts").
 */
export const listPositionSchema = z.object({
  total: z
    .int()
    .min(0)
    .optional()
    .meta({ description: "Only with `withTotal=true`: how many items the query matches in all (filters and search applied)." }),
  offset: z
    .int()
    .min(0)
    .optional()
    .meta({ description: "Only with `withTotal=true`: how many items come before this page (0 on the first page)." }),
  previousCursor: z.string().nullable().optional().meta({
    description:
      "Only with `withTotal=true`: the cursor that opens the page before this one; null on the first page and when the page before is the first (which is opened without a cursor).",
  }),
});

/**
 * `withTotal=true` on a list that can say where its page sits (cards, recipients, card orders; ADR 0177).
 * Off by default: counting walks every item the query matches.
 */
export const withTotalQuerySchema = z.stringbool().optional().meta({
  description:
    "`true`: the answer also carries `total`, `offset` and `previousCursor` (ADR 0177). Off by default, since counting walks every item the query matches; ask for it when a person reads the page, not when a program walks the list.",
});

/**
 * The sum of the amounts of every item a money history's query matches (business-wide load history and
 * transfers; ADR 0220), present only with `withTotal=true`, like the list's place.
 */
export const listSumSchema = z.object({
  totalCents: z
    .int()
    .optional()
    .meta({ description: "Only with `withTotal=true`: the sum, in cents, of the amounts of every item the query matches." }),
});

/** A money history's free-text search (ADR 0220): what it matches is said in the description. */
export const historySearchSchema = (matches: string) =>
  z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: `Case-insensitive: every word of the term in ${matches}.` });

/** Body of 202 Accepted answers that must not reveal whether an account exists. */
export const acceptedSchema = z.object({ accepted: z.literal(true) });

/** Business id in the path. */
export const businessPathSchema = z.object({ id: idSchema });
/** Generic id in the path. */
export const idPathSchema = z.object({ id: idSchema });

/** Sandbox optimistic concurrency header for PATCH /businesses/{id}/settings. */
export const ifMatchHeaderSchema = z.object({ "if-match": z.string().min(1) });
/** Optional idempotency key for money-moving POSTs. */
export const idempotencyHeaderSchema = z.object({ "idempotency-key": z.string().min(8).max(128).optional() });
