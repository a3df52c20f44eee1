declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** The app's database and its migrations (import-job.test.ts). */
    APP_MIGRATIONS: import("cloudflare:test").D1Migration[];
    APP_DB: D1Database;
  }
}
