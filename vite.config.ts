import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import type { Resource } from "i18next";
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
    localeAssets(import.meta.dirname),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    sourcemap: false,
    // The build prints no warnings (issue 40 item 4): a warning fails it, naming the module. The last one
    // let a static import of the table's view undo its island's chunk (INEFFECTIVE_DYNAMIC_IMPORT).
    rolldownOptions: {
      onwarn(warning, warn) {
        // How long plugins took (a loaded machine's build crosses its threshold) says nothing of the code.
        if (warning.code === "PLUGIN_TIMINGS") return warn(warning);
        throw new Error(`The build warns (${warning.code ?? "warning"}): ${warning.message}`);
      },
    },
  },
  // The app Worker's code minified (issue 40: the upload at most 600 KiB gzip): comments and whitespace
  // do not ship. Names of exports and properties stay; error messages and logs are unchanged.
  environments: {
    ssr: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The code every hydrated page loads in one chunk, and every dashboard page's in another (issue 40:
            // 32 files of 1-3 KB each compressed alone cost about 10 KB more than together, and each is a request).
            // A group takes the matched module and its static imports; dynamic imports (islands, schemas) stay apart.
            codeSplitting: {
              groups: [
                { name: "app", test: /[\\/]app[\\/]root\.tsx(\?.*)?$/, priority: 20 },
                { name: "dashboard", test: /[\\/]app[\\/]routes[\\/]dashboard[\\/]layout\.tsx(\?.*)?$/, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 8787, strictPort: true, allowedHosts: [".localhost", "localhost"] },
  preview: { host: "127.0.0.1", port: 8787, strictPort: true, allowedHosts: [".localhost", "localhost"] },
});

const VIRTUAL_ID = "virtual:beacon-locale-assets";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type LocaleAsset = { fileName: string; source: string; namespaces: Map<string, { fileName: string; source: string }> };

/** A text's file name under assets/locales, with a content hash: a deploy never serves an old file under a new name. */
function hashedName(stem: string, source: string): string {
  return `assets/locales/${stem}.${createHash("sha256").update(source).digest("hex").slice(0, 10)}.json`;
}

/**
 * The twelve languages' texts as static assets, one JSON file per language (issue 40 item 4, ADR 0225)
 * for the server, and one per language and namespace for the browser (ADR 0250):
 * the browser build emits them beside its chunks (`assets/locales/<tag>.<hash>.json`, served by the
 * Worker's static assets, never part of its upload), and the server build reads their paths from
 * `virtual:beacon-locale-assets` to fetch the one language a request needs through the ASSETS binding
 * (app/locales/server.ts). Both builds derive the same names from the same texts (content hash).
 */
function localeAssets(root: string): Plugin {
  let assets: Promise<Map<string, LocaleAsset>> | undefined;
  const load = () => {
    assets ??= runnerImport<{ RESOURCES: Resource }>(`${root}/app/locales/all.server.ts`, {
      configFile: false,
      root,
      resolve: { tsconfigPaths: true },
      logLevel: "silent",
    }).then(({ module }) => {
      const byTag = new Map<string, LocaleAsset>();
      for (const [tag, texts] of Object.entries(module.RESOURCES)) {
        const source = JSON.stringify(texts);
        // One file per language and namespace too, for the browser (ADR 0250): a page fetches its own.
        const namespaces = new Map<string, { fileName: string; source: string }>();
        for (const [ns, nsTexts] of Object.entries(texts)) {
          const nsSource = JSON.stringify(nsTexts);
          namespaces.set(ns, { fileName: hashedName(`${tag}/${ns}`, nsSource), source: nsSource });
        }
        byTag.set(tag, { fileName: hashedName(tag, source), source, namespaces });
      }
      return byTag;
    });
    return assets;
  };
  return {
    name: "beacon-locale-assets",
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const byTag = await load();
      const paths = Object.fromEntries([...byTag].map(([tag, { fileName }]) => [tag, `/${fileName}`]));
      const namespaces = Object.fromEntries(
        [...byTag].map(([tag, asset]) => [
          tag,
          Object.fromEntries([...asset.namespaces].map(([ns, { fileName }]) => [ns, `/${fileName}`])),
        ]),
      );
      return `export default ${JSON.stringify(paths)};\nexport const NAMESPACE_FILES = ${JSON.stringify(namespaces)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { fileName, source, namespaces } of (await load()).values()) {
        this.emitFile({ type: "asset", fileName, source });
        for (const file of namespaces.values()) this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      }
    },
  };
}
