import { createElement, useEffect } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markHydrated, useRenderedByServer } from "./hydration";

describe("hydration", () => {
  it("a component rendered on the server knows it was", () => {
    let seen: boolean | undefined;
    function Probe() {
      seen = useRenderedByServer().current;
      useEffect(() => undefined, []);
      return null;
    }
    renderToString(createElement(Probe));
    expect(seen).toBe(true);
  });

  it("marks <html data-hydrated>", () => {
    const root = { dataset: {} as DOMStringMap };
    markHydrated(root);
    expect(root.dataset.hydrated).toBe("");
  });
});
