import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext } from "#app/context";
import { loader } from "./components-page";

function contextFor(env: Partial<AppEnv>) {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: env as AppEnv, ctx: {} as ExecutionContext });
  return context;
}

const args = (env: Partial<AppEnv>) =>
  ({ context: contextFor(env), request: new Request("http://localhost/design-system"), params: {} }) as unknown as Parameters<
    typeof loader
  >[0];

/** Thrown status of the loader, or null when it answered. */
async function thrownStatus(env: Partial<AppEnv>): Promise<number | null> {
  try {
    await loader(args(env));
    return null;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("the component page is the sandbox's only (issue 35 item 1)", () => {
  it("is not found with a real provider or with none", async () => {
    expect(await thrownStatus({ PROVIDER_BASE_URL: "https://provider.example" })).toBe(404);
    expect(await thrownStatus({ SANDBOX_MODE: "1", PROVIDER_BASE_URL: "https://provider.example" })).toBe(404);
    expect(await thrownStatus({})).toBe(404);
  });
});
