import { describe, expect, it } from "vitest";
import { sandboxHelpersResponse } from "./sandbox";

/** An app env whose SANDBOX binding records what reaches it. */
function envWith(providerBaseUrl: string) {
  const reached: Request[] = [];
  const env = {
    PROVIDER_BASE_URL: providerBaseUrl,
    SANDBOX: {
      fetch: async (request: Request) => {
        reached.push(request);
        return new Response("from the sandbox", { status: 200 });
      },
    },
  } as unknown as AppEnv;
  return { env, reached };
}

const HELPER_PATHS = ["/_sandbox", "/_sandbox/", "/_sandbox/mail", "/_sandbox/mail.json?to=a%40b.test", "/_sandbox/card-frame/tok"];

describe("/_sandbox with a real provider configured (README: the path does not exist)", () => {
  for (const path of HELPER_PATHS) {
    for (const method of ["GET", "POST"]) {
      it(`${method} ${path} is not served and never reaches the sandbox`, async () => {
        const { env, reached } = envWith("https://provider.example");
        const init = method === "POST" ? { method, body: "{}" } : { method };
        expect(await sandboxHelpersResponse(new Request(`http://localhost:8787${path}`, init), env)).toBeNull();
        expect(reached).toEqual([]);
      });
    }
  }
});

describe("/_sandbox with the sandbox as the provider", () => {
  it("forwards the helpers to the sandbox binding, path and query kept", async () => {
    const { env, reached } = envWith("");
    const response = await sandboxHelpersResponse(new Request("http://localhost:8787/_sandbox/mail.json?to=a%40b.test"), env);
    expect(response?.status).toBe(200);
    expect(reached.map((r) => r.url)).toEqual(["https://sandbox.internal/_sandbox/mail.json?to=a%40b.test"]);
  });

  it("leaves other paths and unknown hosts to the app", async () => {
    const { env, reached } = envWith("");
    expect(await sandboxHelpersResponse(new Request("http://localhost:8787/_sandboxes"), env)).toBeNull();
    expect(await sandboxHelpersResponse(new Request("http://localhost:8787/login"), env)).toBeNull();
    expect(await sandboxHelpersResponse(new Request("http://unknown.localhost:8787/_sandbox/mail"), env)).toBeNull();
    expect(reached).toEqual([]);
  });
});
