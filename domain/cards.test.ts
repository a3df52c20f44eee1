import { describe, expect, it } from "vitest";
import {
  availableCardActions,
  CARD_TRANSITIONS,
  type CardState,
  cardActions,
  cardStatusActions,
  checkCardAction,
  nextCardStatus,
  reissuedStatus,
} from "./cards";
import { cardFormFactors, cardStatuses } from "./enums";

const card = (status: CardState["status"], formFactor: CardState["formFactor"] = "physical", balanceCents = 0): CardState => ({
  status,
  formFactor,
  balanceCents,
});

describe("card status transitions", () => {
  it("follow the table for every status", () => {
    const table = Object.fromEntries(
      cardStatusActions.map((action) => [action, Object.fromEntries(cardStatuses.map((s) => [s, nextCardStatus(action, s) ?? null]))]),
    );
    expect(table).toEqual({
      lock: { active: "locked", inactive: null, locked: null, frozen: null, closed: null },
      unlock: { active: null, inactive: null, locked: "active", frozen: null, closed: null },
      freeze: { active: "frozen", inactive: null, locked: "frozen", frozen: null, closed: null },
      unfreeze: { active: null, inactive: null, locked: null, frozen: "active", closed: null },
      close: { active: "closed", inactive: "closed", locked: "closed", frozen: "closed", closed: null },
      activate: { active: null, inactive: "active", locked: null, frozen: null, closed: null },
    });
  });

  it("never leaves a closed card", () => {
    for (const action of cardStatusActions) expect(nextCardStatus(action, "closed")).toBeUndefined();
    expect(CARD_TRANSITIONS.close.to).toBe("closed");
  });
});

describe("checkCardAction", () => {
  it("refuses invalid transitions with invalid_transition", () => {
    expect(checkCardAction("lock", card("locked"))).toBe("invalid_transition");
    expect(checkCardAction("unlock", card("active"))).toBe("invalid_transition");
    expect(checkCardAction("unfreeze", card("locked"))).toBe("invalid_transition");
    expect(checkCardAction("freeze", card("frozen"))).toBe("invalid_transition");
    expect(checkCardAction("close", card("closed"))).toBe("invalid_transition");
    expect(checkCardAction("lock", card("active"))).toBeNull();
  });

  it("refuses to close a card that still holds money", () => {
    expect(checkCardAction("close", card("active", "physical", 1))).toBe("balance_not_zero");
    expect(checkCardAction("close", card("frozen", "virtual", 0))).toBeNull();
  });

  it("checks the form factor before the status", () => {
    expect(checkCardAction("reissueAndShip", card("closed", "virtual"))).toBe("card_is_virtual");
    expect(checkCardAction("reissueVirtualCard", card("closed", "physical"))).toBe("card_is_physical");
    expect(checkCardAction("resendVirtualCard", card("active", "physical"))).toBe("card_is_physical");
    expect(checkCardAction("activate", card("inactive", "physical"))).toBe("card_is_physical");
    expect(checkCardAction("showDetails", card("active", "physical"))).toBe("card_is_physical");
  });

  it("reissues active, locked and not yet activated cards only", () => {
    expect(checkCardAction("reissueAndShip", card("active"))).toBeNull();
    expect(checkCardAction("reissueAndShip", card("locked"))).toBeNull();
    expect(checkCardAction("reissueAndShip", card("frozen"))).toBe("invalid_transition");
    expect(checkCardAction("reissueVirtualCard", card("inactive", "virtual"))).toBeNull();
    expect(checkCardAction("reissueVirtualCard", card("closed", "virtual"))).toBe("invalid_transition");
    expect(reissuedStatus("inactive")).toBe("inactive");
    expect(reissuedStatus("locked")).toBe("active");
  });

  it("blocks PINs on every blocking status and money on closed cards", () => {
    for (const status of cardStatuses) {
      expect(checkCardAction("setPin", card(status))).toBe(status === "active" ? null : "card_blocked");
      expect(checkCardAction("load", card(status))).toBe(status === "closed" ? "card_blocked" : null);
      expect(checkCardAction("transfer", card(status))).toBe(status === "closed" ? "card_blocked" : null);
    }
    expect(checkCardAction("withdraw", card("active", "physical", 0))).toBe("insufficient_funds");
    expect(checkCardAction("withdraw", card("frozen", "physical", 10))).toBeNull();
    expect(checkCardAction("withdraw", card("closed", "physical", 10))).toBe("card_blocked");
  });

  it("shows virtual card details unless the card is inactive or closed", () => {
    expect(checkCardAction("showDetails", card("active", "virtual"))).toBeNull();
    expect(checkCardAction("showDetails", card("locked", "virtual"))).toBeNull();
    expect(checkCardAction("showDetails", card("inactive", "virtual"))).toBe("card_blocked");
    expect(checkCardAction("showDetails", card("closed", "virtual"))).toBe("card_blocked");
  });
});

describe("availableCardActions", () => {
  it("lists what applies, for every status and form factor", () => {
    for (const status of cardStatuses) {
      for (const formFactor of cardFormFactors) {
        const state = card(status, formFactor, 500);
        const available = availableCardActions(state);
        expect(available).toEqual(cardActions.filter((a) => checkCardAction(a, state) === null));
      }
    }
    expect(availableCardActions(card("active", "virtual", 0))).toEqual([
      "lock",
      "freeze",
      "close",
      "reassociate",
      "reissueVirtualCard",
      "resendVirtualCard",
      "setPin",
      "load",
      "transfer",
      "showDetails",
    ]);
    expect(availableCardActions(card("closed", "physical", 0))).toEqual([]);
  });
});
