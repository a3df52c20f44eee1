import { createElement, useEffect, useRef } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markHydrated, useFocusOnChange, useRenderedByServer } from "./hydration";

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

  it("a server render asks nothing of the focus (effects do not run there, and the hook renders like any)", () => {
    let asked = 0;
    function Heading() {
      const ref = useRef<HTMLHeadingElement>(null);
      useFocusOnChange(ref, [1], () => {
        asked += 1;
        return true;
      });
      return createElement("h2", { ref, tabIndex: -1 }, "Receipt");
    }
    expect(renderToString(createElement(Heading))).toBe('<h2 tabindex="-1">Receipt</h2>');
    expect(asked).toBe(0);
  });

  it("marks <html data-hydrated>", () => {
    const root = { dataset: {} as DOMStringMap };
    markHydrated(root);
    expect(root.dataset.hydrated).toBe("");
  });
});
