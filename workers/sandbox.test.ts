import { describe, expect, it } from "vitest";
import { sandboxHelpersResponse } from "./sandbox";

/** An app env whose SANDBOX binding records what reaches it. */
function envWith(providerBaseUrl: string, { sandboxMode }: { sandboxMode?: string } = { sandboxMode: providerBaseUrl ? undefined : "1" }) {
  const reached: Request[] = [];
  const env = {
    PROVIDER_BASE_URL: providerBaseUrl,
    SANDBOX_MODE: sandboxMode,
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
      it(`${method} ${path} is not served and never reaches the sandbox, even with SANDBOX_MODE=1 left set`, async () => {
        const init = method === "POST" ? { method, body: "{}" } : { method };
        for (const sandboxMode of [undefined, "1"]) {
          const { env, reached } = envWith("https://provider.example", { sandboxMode });
          expect(await sandboxHelpersResponse(new Request(`http://localhost:8787${path}`, init), env)).toBeNull();
          expect(reached).toEqual([]);
        }
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

describe("/_sandbox is opt-in and fails closed (ADR 0098)", () => {
  for (const path of HELPER_PATHS) {
    it(`${path} is not served without SANDBOX_MODE=1, even with no provider URL`, async () => {
      for (const mode of [undefined, "", "0", "true"]) {
        const { env, reached } = envWith("", { sandboxMode: mode });
        expect(await sandboxHelpersResponse(new Request(`http://localhost:8787${path}`), env)).toBeNull();
        expect(reached).toEqual([]);
      }
    });
  }

  it("never forwards the user's Cookie or Authorization header", async () => {
    const { env, reached } = envWith("");
    const request = new Request("http://localhost:8787/_sandbox/mail", {
      headers: { Cookie: "__Host-session=sealed", Authorization: "Bearer secret", Accept: "text/html" },
    });
    expect((await sandboxHelpersResponse(request, env))?.status).toBe(200);
    expect(reached).toHaveLength(1);
    expect(reached[0]?.headers.get("Cookie")).toBeNull();
    expect(reached[0]?.headers.get("Authorization")).toBeNull();
    expect(reached[0]?.headers.get("Accept")).toBe("text/html");
  });

  it("forwards only the webhook console's own cookie, and only to the console (ADR 0164)", async () => {
    const token = "a".repeat(43);
    const cookie = `__Host-session=sealed; wh_console=${token}; other=1`;
    const { env, reached } = envWith("");
    await sandboxHelpersResponse(new Request("http://localhost:8787/_sandbox/webhooks/endpoints", { headers: { Cookie: cookie } }), env);
    await sandboxHelpersResponse(new Request("http://localhost:8787/_sandbox/mail", { headers: { Cookie: cookie } }), env);
    await sandboxHelpersResponse(
      new Request("http://localhost:8787/_sandbox/webhooks", { headers: { Cookie: "wh_console=short; __Host-session=x" } }),
      env,
    );
    expect(reached.map((r) => r.headers.get("Cookie"))).toEqual([`wh_console=${token}`, null, null]);
  });
});
