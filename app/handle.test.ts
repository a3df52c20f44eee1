import { describe, expect, it } from "vitest";
import { currentScreen } from "./handle";

describe("currentScreen", () => {
  it("is the deepest route's screen", () => {
    expect(currentScreen([{ id: "root" }, { id: "layout", handle: { screen: "cards" } }, { id: "leaf", handle: {} }])).toBe("cards");
    expect(
      currentScreen([
        { id: "layout", handle: { screen: "cards" } },
        { id: "leaf", handle: { screen: "recipients" } },
      ]),
    ).toBe("recipients");
  });

  // The imports' module serves five route ids: card loads belong to the cards screen, recipients and
  // payments to the recipients screen, card orders to none (app/routes/dashboard/imports/import-kind.tsx).
  it("reads a reused module's screen by the route id it matched", () => {
    const handle = { screen: { "import-card-loads": "cards", "import-payments": "recipients" } };
    expect(currentScreen([{ id: "import-card-loads", handle }])).toBe("cards");
    expect(currentScreen([{ id: "import-payments", handle }])).toBe("recipients");
    expect(currentScreen([{ id: "import-order-virtual", handle }])).toBeUndefined();
  });
});
