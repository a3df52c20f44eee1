/**
 * The provider's `idempotency_key_reused` (409: the same key sent again with another body or endpoint,
 * spec section 7) becomes the app's own message on every money form that sends a key, never the provider's
 * text and never a raw key (issue 37 item 7). The maps are the forms' own (providerFormErrors' `codes`).
 */
import { describe, expect, it } from "vitest";
import cardDetail from "#app/locales/en/cardDetail";
import funding from "#app/locales/en/funding";
import recipients from "#app/locales/en/recipients";
import validation from "#app/locales/en/validation";
import { AUTOLOAD_ERRORS } from "#app/routes/dashboard/autoloads/autoloads.server";
import { ERROR_MESSAGES as CARD_ERRORS } from "#app/routes/dashboard/cards/card-detail.action.server";
import { TRANSFER_ERRORS } from "#app/routes/dashboard/funding/funding-account.server";
import { ERROR_MESSAGES as RECIPIENT_ERRORS } from "#app/routes/dashboard/recipients/recipient-detail.actions.server";
import { ApiError } from "./client.server";
import { providerFormErrors } from "./form-errors.server";

const reused = () => new ApiError(409, { code: "idempotency_key_reused", msg: "Idempotency key reused with a different request" });

describe("idempotency_key_reused on the money forms", () => {
  it("a card's load, withdrawal or transfer: the request was already sent with other details, start again", () => {
    expect(providerFormErrors(reused(), { codes: CARD_ERRORS })).toEqual({ formErrors: ["cardDetail.errors.duplicate"], fieldErrors: {} });
    expect(cardDetail.errors.duplicate).toBe("This request was already sent with different details. Please start again.");
  });

  it("a payment to a recipient: the payment form was already used for another payment, start a new one", () => {
    expect(providerFormErrors(reused(), { codes: RECIPIENT_ERRORS })).toEqual({
      formErrors: ["recipients.errors.duplicate"],
      fieldErrors: {},
    });
    expect(recipients.errors.duplicate).toBe("This payment form was already used for a different payment. Start a new payment.");
  });

  it("a transfer between funding accounts: something changed, review the amount and try again", () => {
    expect(providerFormErrors(reused(), { codes: TRANSFER_ERRORS }).formErrors).toEqual(["funding.errors.tryAgain"]);
    expect(funding.errors.tryAgain).toBe("Something changed. Review the amount and try again.");
  });

  it("a new autoload (a schedule: its loads carry keys of their own later): the generic message", () => {
    expect(providerFormErrors(reused(), { codes: AUTOLOAD_ERRORS }).formErrors).toEqual(["unexpected"]);
    expect(validation.unexpected).toBe("Unexpected error, try again.");
  });

  it("without its own entry the form would only say the generic message: each money form names the code", () => {
    expect(providerFormErrors(reused()).formErrors).toEqual(["unexpected"]);
    for (const codes of [CARD_ERRORS, RECIPIENT_ERRORS, TRANSFER_ERRORS]) expect(Object.hasOwn(codes, "idempotency_key_reused")).toBe(true);
  });
});
