/** /preferences does not trust the Referer (issue 12, review F7): only a same-origin, safe path is used. */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sessionContext } from "#app/context";
import { businessSessionFixture } from "#app/session/session.fixture";
import { SessionState } from "#app/session/state";
import { action } from "./preferences";

const session = businessSessionFixture();

describe("/preferences back link", () => {
  it("goes back to a same-origin page", async () => {
    expect(await backOf("http://localhost:8787/biz_harbor/orders?page=2")).toBe("/biz_harbor/orders?page=2");
  });

  it("goes home for another origin, a protocol-relative path after normalisation, a malformed or missing Referer", async () => {
    for (const referer of [
      "https://evil.example/x",
      "http://localhost:8787//evil.example/x",
      "http://localhost:8787/.//evil.example/x",
      "http://localhost:8787/%2e//evil.example",
      "not a url",
      "http://[::1",
      null,
    ]) {
      expect(await backOf(referer), String(referer)).toBe("/biz_harbor/cards");
    }
  });
});

async function backOf(referer: string | null): Promise<string | null> {
  const context = new RouterContextProvider();
  context.set(sessionContext, new SessionState(session, null));
  const headers: Record<string, string> = { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" };
  if (referer !== null) headers.Referer = referer;
  const request = new Request("http://localhost:8787/preferences", { method: "POST", headers, body: "intent=closeBanner" });
  const response = (await action({ request, context, params: {} } as never)) as Response;
  return response.headers.get("Location");
}
