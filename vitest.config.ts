import { availableParallelism } from "node:os";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./sandbox/migrations");
  // The app's own database (imports, ADR 0170): its job is proved against the sandbox in workerd.
  const appMigrations = await readD1Migrations("./migrations");
  return {
    test: {
      // At least two files at a time: vitest's default (cores minus one) is one on a two-core machine, and
      // a sandbox file spends most of its time starting workerd and applying migrations (ADR 0131).
      maxWorkers: Math.max(2, availableParallelism()),
      projects: [
        {
          resolve: { tsconfigPaths: true },
          test: {
            name: "unit",
            // One module cache for every file: the files hold pure functions and components, and importing
            // them again for each file was nine tenths of the project's time (ADR 0253).
            isolate: false,
            // A committed `.only` fails the run instead of silently dropping the other tests (also outside
            // CI); set per project, since the root setting does not reach the projects.
            allowOnly: false,
            environment: "node",
            include: [
              "domain/**/*.test.ts",
              "contract/**/*.test.ts",
              "tenants/**/*.test.ts",
              "app/**/*.test.{ts,tsx}",
              "workers/**/*.test.ts",
              "tests/scripts/**/*.test.ts",
            ],
            setupFiles: ["./tests/setup/fail-on-console-error.ts"],
          },
        },
        {
          resolve: { tsconfigPaths: true },
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./sandbox/wrangler.jsonc" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, APP_MIGRATIONS: appMigrations }, d1Databases: ["APP_DB"] },
            }),
          ],
          test: {
            name: "sandbox",
            allowOnly: false,
            // One workerd and one module cache for every file instead of one each: starting the runtime and
            // importing the worker took most of a file's time; each file still starts from empty, migrated
            // databases (sandbox/test/apply-migrations.ts; docs/decisions/0253-sandbox-tests-share-one-runtime.md).
            isolate: false,
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
