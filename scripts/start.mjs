// `npm start`: production build, then the app and the sandbox provider in local workerd (Miniflare) on :8787.
import { bin, run } from "./lib.mjs";

await run(bin("react-router"), ["build"]);
await import("./serve.mjs");
