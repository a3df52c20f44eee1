import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./sandbox/migrations");
  return {
    test: {
      // A committed `.only` fails the run instead of silently dropping the other tests (also outside CI).
      allowOnly: false,
      projects: [
        {
          resolve: { tsconfigPaths: true },
          test: {
            name: "unit",
            environment: "node",
            include: [
              "domain/**/*.test.ts",
              "contract/**/*.test.ts",
              "tenants/**/*.test.ts",
              "app/**/*.test.{ts,tsx}",
              "workers/**/*.test.ts",
            ],
            setupFiles: ["./tests/setup/fail-on-console-error.ts"],
          },
        },
        {
          resolve: { tsconfigPaths: true },
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./sandbox/wrangler.jsonc" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
            }),
          ],
          test: {
            name: "sandbox",
            include: ["sandbox/**/*.test.ts"],
            setupFiles: ["./sandbox/test/apply-migrations.ts", "./tests/setup/fail-on-console-error.ts"],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  };
});
