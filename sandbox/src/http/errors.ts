/** Errors that become `{ code, msg }` JSON responses with their status. */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FieldIssue } from "#contract/common";
import { englishMessage, isValidationMessageKey } from "#domain/messages";

export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    msg: string,
    readonly issues?: readonly FieldIssue[],
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(msg);
    this.name = "ApiFailure";
  }
}

/** 404 for a missing object and for an object of a business the caller has no role in. */
export const notFound = (msg = "Not found") => new ApiFailure(404, "not_found", msg);
export const forbidden = (permission: string) => new ApiFailure(403, "forbidden", `The ${permission} permission is required`);
export const conflict = (code: string, msg: string) => new ApiFailure(409, code, msg);
export const badRequest = (code: string, msg: string) => new ApiFailure(400, code, msg);
export const unauthorized = (code: string, msg: string) =>
  new ApiFailure(401, code, msg, undefined, { "WWW-Authenticate": `Bearer error="invalid_token"` });
export const tooManyRequests = (code: string, msg: string) => new ApiFailure(429, code, msg);

/** The parts of a request a field issue's path starts with. */
export type RequestPart = "body" | "params" | "query" | "headers";

/**
 * Turns zod issues into the contract's field issues: the path led by the request part
 * (`body.loads.0.amountCents`), and, when the refused rule is one of domain/'s field rules, its
 * message key (the same one the app's form validation gives) with the key's English text as the
 * message (docs/decisions/0045-one-rulebook.md).
 */
export function toFieldIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  part?: RequestPart,
): FieldIssue[] {
  return issues.map((issue) => {
    const path = [part, ...issue.path.map(String)].filter((p) => p !== undefined && p !== "").join(".");
    return isValidationMessageKey(issue.message)
      ? { path, key: issue.message, message: englishMessage(issue.message) }
      : { path, message: issue.message };
  });
}

/** 400 `validation_failed` with field issues. */
export function validationFailed(issues: readonly FieldIssue[]): ApiFailure {
  return new ApiFailure(400, "validation_failed", "Request validation failed", issues);
}

/**
 * 400 `validation_failed` for a rule a handler checks itself (one a schema cannot see, such as two
 * fields that must differ): `path` is relative to the body, as in the schema.
 */
export function bodyIssue(path: string, message: string): ApiFailure {
  // A domain message key travels as the key with its English text, like a schema's (toFieldIssues).
  return validationFailed(toFieldIssues([{ path: path === "" ? [] : path.split("."), message }], "body"));
}
