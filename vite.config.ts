import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      auxiliaryWorkers: [{ configPath: "./sandbox/wrangler.jsonc" }],
    }),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
  server: { host: "127.0.0.1", port: 8787, strictPort: true, allowedHosts: [".localhost", "localhost"] },
  preview: { host: "127.0.0.1", port: 8787, strictPort: true, allowedHosts: [".localhost", "localhost"] },
});
