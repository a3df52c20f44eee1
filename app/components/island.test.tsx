import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { island } from "./island";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

async function complete(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe("island", () => {
  it("renders the component in full when the document waits for every boundary (the server's render)", async () => {
    const Island = island(async () => Greeting);
    expect(await complete(<Island name="Ana" />)).toContain("<p>Hello <!-- -->Ana</p>");
  });

  it("shows nothing of it before its code is loaded, then renders synchronously once loaded", async () => {
    let loads = 0;
    const Island = island(async () => {
      loads += 1;
      return Greeting;
    });
    // Not loaded yet (nothing is preloaded outside a browser): a synchronous render suspends.
    expect(renderToString(<Island name="Bo" />)).not.toContain("Hello");
    await Island.preload();
    // (React.lazy holds its own promise, derived from the load: it settles a moment later.)
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Loaded: the next render (a fresh one, as on a later page) does not suspend.
    expect(renderToString(<Island name="Bo" />)).toContain("<p>Hello <!-- -->Bo</p>");
    await Island.preload();
    expect(loads).toBe(1);
  });

  it("renders synchronously on first use when its code was loaded before (no suspending during hydration)", async () => {
    const Island = island(async () => Greeting);
    await Island.preload();
    expect(renderToString(<Island name="Cy" />)).toContain("<p>Hello <!-- -->Cy</p>");
  });

  it("tries again after a failed load", async () => {
    let attempts = 0;
    const Island = island(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("network down");
      return Greeting;
    });
    await expect(Island.preload()).rejects.toThrow("network down");
    await expect(Island.preload()).resolves.toBe(Greeting);
  });
});
