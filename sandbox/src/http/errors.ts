/** Errors that become `{ code, msg }` JSON responses with their status. */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FieldIssue } from "#contract/common";

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

/** Turns zod issues into the contract's field issues. */
export function toFieldIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>, prefix?: string): FieldIssue[] {
  return issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter((p) => p !== undefined && p !== "").join("."),
    message: issue.message,
  }));
}
