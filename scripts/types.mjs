// Generates the Workers runtime and binding types for the app (AppEnv) and the sandbox (SandboxEnv).
import { bin, run } from "./lib.mjs";

const quiet = { stdio: ["ignore", "ignore", "inherit"] };
await run(bin("wrangler"), ["types", "--env-interface", "AppEnv", "--strict-vars", "false"], quiet);
await run(
  bin("wrangler"),
  [
    "types",
    "-c",
    "sandbox/wrangler.jsonc",
    "--env-interface",
    "SandboxEnv",
    "--include-runtime",
    "false",
    "sandbox/worker-configuration.d.ts",
  ],
  quiet,
);
