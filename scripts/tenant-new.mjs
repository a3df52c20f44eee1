// `npm run tenant:new -- --host cards.example.org --name "Example Fund" --support-email help@example.org
//   [--host staging-cards.example.org] [--id example-fund] [--primary "#1f4fa3"]`
// Scaffolds tenants/<id>.ts from scripts/templates/tenant.ts.txt (ADR 0209). The first --host is the
// production host and the canonical origin; every --host selects the tenant; <id>.localhost is added so
// the tenant can be tried with `npm start`. The build then checks the file (the logo must exist under
// public/ first). docs/operations.md, "Adding a tenant", lists the steps after this one.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { root } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    host: { type: "string", multiple: true },
    name: { type: "string" },
    "support-email": { type: "string" },
    id: { type: "string" },
    primary: { type: "string", default: "#1f4fa3" },
  },
});

function fail(message) {
  console.error(message);
  console.error(
    'Usage: npm run tenant:new -- --host <host> [--host <host>...] --name "<brand name>" --support-email <address> [--id <id>] [--primary "#rrggbb"]',
  );
  process.exit(2);
}

const name = values.name?.trim();
const hosts = (values.host ?? []).map((h) => h.trim().toLowerCase());
const supportEmail = values["support-email"]?.trim();
if (!name) fail("--name is required (the brand's name, as the pages show it).");
if (hosts.length === 0) fail("--host is required (the production host that serves the tenant).");
if (!supportEmail || !/^[^\s@"]+@[^\s@"]+\.[^\s@"]+$/.test(supportEmail)) fail("--support-email is required (an e-mail address).");
if (/["\\\n]/.test(name)) fail("--name must not contain quotes, backslashes or line breaks.");
for (const host of hosts) {
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) fail(`--host ${host}: a host name without scheme, port or path.`);
}
const id =
  values.id ??
  name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
if (!/^[a-z][a-z0-9-]*$/.test(id)) fail(`The id "${id}" must start with a letter and hold only a-z, 0-9 and "-": pass --id.`);
if (!/^#[0-9a-f]{6}$/i.test(values.primary)) fail("--primary is a colour #rrggbb.");

const file = join(root, "tenants", `${id}.ts`);
if (existsSync(file)) fail(`tenants/${id}.ts exists already.`);

/** A pale tint of the primary colour for the page header band. */
function tint(hex) {
  const channel = (i) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(i) + (255 - channel(i)) * 0.92)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const logo = `/brand/${id}.svg`;
const fields = {
  id,
  name,
  supportEmail,
  hosts: JSON.stringify([`${id}.localhost`, ...hosts]).replaceAll(",", ", "),
  canonicalHost: hosts[0],
  primary: values.primary.toLowerCase(),
  surface: tint(values.primary),
  logo,
  date: new Date().toISOString().slice(0, 10),
};
const template = readFileSync(join(root, "scripts", "templates", "tenant.ts.txt"), "utf8");
writeFileSync(
  file,
  template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in fields)) throw new Error(`The template names an unknown field {{${key}}}`);
    return fields[key];
  }),
);
console.info(`Wrote tenants/${id}.ts.`);
console.info(`Next (docs/operations.md, "Adding a tenant"):
  1. Put the logo at public${logo} (SVG; the build fails until it is there).
  2. Check the colours in tenants/${id}.ts, then \`npm run build\` (checks every tenant file) and
     \`npm start\`: the tenant answers on http://${id}.localhost:8787.
  3. Add a route for each host to wrangler.jsonc (env.staging / env.production "routes"), commit, and
     \`npm run deploy -- --env staging\`, then production.`);
