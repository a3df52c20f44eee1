import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadAmountSchema } from "#domain/money";
import { ApiError } from "./client.server";
import { formErrorStatus, GENERIC_FORM_ERROR, isFormError, providerFormErrors, refuse, refuseProviderError } from "./form-errors.server";

const validationFailed = (issues: { path: string; key?: string; message: string }[]) =>
  new ApiError(400, { code: "validation_failed", msg: "Request validation failed", issues });

describe("providerFormErrors", () => {
  it("puts each keyed field issue on its form field with the rule's key", () => {
    const error = validationFailed([
      { path: "body.cards.0.address.zip", key: "zipInvalid", message: "Invalid Zip: Input needs to be 5 digits." },
      { path: "body.cards.0.address.addressOne", key: "addressOnePoBox", message: "Invalid Address One. This address cannot be a PO Box." },
      { path: "body.cards.0.email", key: "emailInvalid", message: "Invalid Email" },
    ]);
    const fields = {
      "body.cards.0.address.zip": "zip",
      "body.cards.0.address.addressOne": "addressOne",
      "body.cards.0.email": "email",
    } as const;
    expect(providerFormErrors(error, { fields })).toEqual({
      formErrors: [],
      fieldErrors: { zip: ["zipInvalid"], addressOne: ["addressOnePoBox"], email: ["emailInvalid"] },
    });
  });

  it("shows a keyed issue on a path the form does not show above the form", () => {
    const error = validationFailed([{ path: "body.cards.0.address.state", key: "stateInvalid", message: "Invalid State" }]);
    expect(providerFormErrors(error, { fields: { "body.cards.0.address.zip": "zip" } })).toEqual({
      formErrors: ["stateInvalid"],
      fieldErrors: {},
    });
  });

  it("shows the generic message, once, for issues without a key", () => {
    const error = validationFailed([
      { path: "params.id", message: "Invalid id" },
      { path: "body.businessId", message: "Invalid id" },
      { path: "body.loads.0.amountCents", key: "loadAmountMax", message: "Load amount must be less than $9,999." },
    ]);
    expect(providerFormErrors(error, { fields: { "body.loads.0.amountCents": "amount" } })).toEqual({
      formErrors: [GENERIC_FORM_ERROR],
      fieldErrors: { amount: ["loadAmountMax"] },
    });
  });

  it("does not repeat a key on a field", () => {
    const error = validationFailed([
      { path: "body.loads.0.amountCents", key: "amountPositive", message: "" },
      { path: "body.loads.1.amountCents", key: "amountPositive", message: "" },
    ]);
    const fields = { "body.loads.0.amountCents": "amount", "body.loads.1.amountCents": "amount" };
    expect(providerFormErrors(error, { fields }).fieldErrors).toEqual({ amount: ["amountPositive"] });
  });

  it("maps known codes to the screen's messages, then the common ones, then the generic one", () => {
    const codes = { insufficient_funds: "cardDetail.errors.insufficientFunds" } as const;
    const reply = (status: number, code: string) => providerFormErrors(new ApiError(status, { code }), { codes });
    expect(reply(409, "insufficient_funds")).toEqual({ formErrors: ["cardDetail.errors.insufficientFunds"], fieldErrors: {} });
    expect(reply(403, "forbidden").formErrors).toEqual(["forbidden"]);
    expect(reply(429, "too_many_attempts").formErrors).toEqual(["tooManyAttempts"]);
    expect(reply(409, "something_new").formErrors).toEqual(["unexpected"]);
    expect(reply(400, "validation_failed").formErrors).toEqual(["unexpected"]);
    expect(reply(409, "toString").formErrors).toEqual(["unexpected"]);
  });

  it("lets a screen override a common code", () => {
    const error = new ApiError(403, { code: "forbidden" });
    expect(providerFormErrors(error, { codes: { forbidden: "cardDetail.errors.forbidden" } }).formErrors).toEqual([
      "cardDetail.errors.forbidden",
    ]);
  });

  it("gives what submission.reply takes, so the form shows the provider's keys where its own validation would", () => {
    const schema = z.object({ amount: loadAmountSchema });
    const form = new FormData();
    form.set("amount", "9999.01");
    const local = parseWithZod(form, { schema });
    expect(local.status).toBe("error");

    form.set("amount", "9999");
    const submission = parseWithZod(form, { schema });
    expect(submission.status).toBe("success");
    const error = validationFailed([
      { path: "body.loads.0.amountCents", key: "loadAmountMax", message: "Load amount must be less than $9,999." },
    ]);
    const reply = submission.reply(providerFormErrors(error, { fields: { "body.loads.0.amountCents": "amount" } }));
    expect(reply.error).toEqual({ amount: ["loadAmountMax"] });
    expect(reply.error?.amount).toEqual(local.reply().error?.amount);
    expect(reply.initialValue).toEqual({ amount: "9999" });
  });
});

describe("isFormError", () => {
  it("is true for every provider error but a 401: refusals and failures keep the user's input", () => {
    expect(isFormError(new ApiError(400, { code: "validation_failed" }))).toBe(true);
    expect(isFormError(new ApiError(409, { code: "insufficient_funds" }))).toBe(true);
    expect(isFormError(new ApiError(403, { code: "forbidden" }))).toBe(true);
    expect(isFormError(new ApiError(429, { code: "rate_limited" }))).toBe(true);
    expect(isFormError(new ApiError(500, { code: "internal" }))).toBe(true);
    expect(isFormError(new ApiError(504, { code: "provider_timeout" }))).toBe(true);
    expect(isFormError(new ApiError(401, { code: "token_expired" }))).toBe(false);
    expect(isFormError(new Error("network"))).toBe(false);
    expect(isFormError(new Response(null, { status: 400 }))).toBe(false);
  });
});

describe("formErrorStatus and the failure message", () => {
  it("answers with the status the page says, and a failure says the spec's 'Unexpected error, try again.'", () => {
    expect(formErrorStatus(new ApiError(400, { code: "validation_failed" }))).toBe(400);
    expect(formErrorStatus(new ApiError(403, { code: "forbidden" }))).toBe(403);
    expect(formErrorStatus(new ApiError(409, { code: "insufficient_funds" }))).toBe(409);
    expect(formErrorStatus(new ApiError(429, { code: "rate_limited" }))).toBe(429);
    for (const status of [500, 502, 503, 504]) {
      const error = new ApiError(status, { code: "provider_timeout" });
      expect(formErrorStatus(error)).toBe(503);
      expect(providerFormErrors(error)).toEqual({ formErrors: [GENERIC_FORM_ERROR], fieldErrors: {} });
    }
    expect(providerFormErrors(new ApiError(429, { code: "rate_limited" })).formErrors).toEqual(["tooManyAttempts"]);
  });
});

describe("refuse and refuseProviderError", () => {
  const schema = z.object({ email: z.string(), password: z.string() });
  const typed = () => {
    const form = new FormData();
    form.set("email", "ana@example.com");
    form.set("password", "Cedar#2026x");
    return parseWithZod(form, { schema });
  };

  it("answers the form again with its messages and what the user typed, 400 unless said, secrets not sent back", () => {
    const answer = refuse(typed(), { formErrors: ["onboarding.link.expired"] }, { hideFields: ["password"] });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error).toEqual({ "": ["onboarding.link.expired"] });
    expect(answer.data.initialValue).toEqual({ email: "ana@example.com" });

    const onField = refuse(typed(), { fieldErrors: { email: ["emailInvalid"] } }, { status: 409 });
    expect(onField.init?.status).toBe(409);
    expect(onField.data.error).toEqual({ email: ["emailInvalid"] });
    expect(onField.data.initialValue).toEqual({ email: "ana@example.com", password: "Cedar#2026x" });
  });

  it("refuses with the provider's messages on their fields and the status that says the same", () => {
    const error = validationFailed([{ path: "body.email", key: "emailInvalid", message: "Invalid Email" }]);
    const answer = refuseProviderError(typed(), error, { fields: { "body.email": "email" }, hideFields: ["password"] });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error).toEqual({ email: ["emailInvalid"] });
    expect(answer.data.initialValue).toEqual({ email: "ana@example.com" });

    const conflict = refuseProviderError(typed(), new ApiError(409, { code: "email_taken" }), {
      codes: { email_taken: "onboarding.errors.ownerAlreadyListed" },
    });
    expect(conflict.init?.status).toBe(409);
    expect(conflict.data.error).toEqual({ "": ["onboarding.errors.ownerAlreadyListed"] });
    expect(refuseProviderError(typed(), new ApiError(504, { code: "provider_timeout" })).init?.status).toBe(503);
  });

  it("throws on every error the form does not show: a lost session, a redirect, anything else", () => {
    const signedOut = new ApiError(401, { code: "token_expired" });
    expect(() => refuseProviderError(typed(), signedOut)).toThrow(signedOut);
    const redirect = new Response(null, { status: 302 });
    expect(() => refuseProviderError(typed(), redirect)).toThrow();
    const failure = new Error("network");
    expect(() => refuseProviderError(typed(), failure)).toThrow(failure);
  });
});
