import { existsSync } from "node:fs";
import { join } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin, runnerImport } from "vite";

/** tenants/validate.ts's TenantProblem (vite.config.ts is type-checked apart from the app). */
type TenantProblem = { file: string; field: string; problem: string };
type TenantCheck = { tenantFiles: () => { tenants: { id: string; logo: string }[]; problems: TenantProblem[] } };

/**
 * Every tenant file checked before anything is built (ADR 0209): its schema, one owner per host, the id
 * matching the file name, and its logo present under public/. A problem fails `npm run build` (and
 * `npm start`, `npm run deploy`) naming the file and the field.
 */
function tenantsChecked(): Plugin {
  let checked: Promise<TenantProblem[]> | undefined;
  return {
    name: "beacon:tenants-checked",
    async buildStart() {
      checked ??= (async () => {
        const { module } = await runnerImport<TenantCheck>("./tenants/check.ts", {
          root: import.meta.dirname,
          configFile: false,
          resolve: { tsconfigPaths: true },
          logLevel: "error",
        });
        const { tenants, problems } = module.tenantFiles();
        for (const tenant of tenants) {
          if (!existsSync(join(import.meta.dirname, "public", tenant.logo))) {
            problems.push({ file: `tenants/${tenant.id}.ts`, field: "logo", problem: `public${tenant.logo} does not exist` });
          }
        }
        return problems;
      })();
      const problems = await checked;
      if (problems.length > 0) {
        this.error(`Invalid tenant files:\n${problems.map((p) => `  ${p.file}: ${p.field}: ${p.problem}`).join("\n")}`);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    tenantsChecked(),
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
