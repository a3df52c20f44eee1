import { type Tenant, tenantSchema } from "./schema";

/** What is wrong with a tenant file, by file and field (the build prints these). */
export type TenantProblem = { file: string; field: string; problem: string };

/** The valid tenants of the files, and every problem of the others (each file and field named). */
export function tenantProblems(entries: Record<string, { default: unknown }>): { tenants: Tenant[]; problems: TenantProblem[] } {
  const tenants: Tenant[] = [];
  const problems: TenantProblem[] = [];
  const owner = new Map<string, string>();
  for (const [path, mod] of Object.entries(entries)) {
    const file = `tenants/${path.replace(/^.*\//, "")}`;
    const parsed = tenantSchema.safeParse(mod.default);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ file, field: issue.path.join(".") || "(the whole file)", problem: issue.message });
      }
      continue;
    }
    const expected = file.replace(/^tenants\//, "").replace(/\.ts$/, "");
    if (parsed.data.id !== expected) {
      problems.push({ file, field: "id", problem: `is "${parsed.data.id}"; the id must match the file name ("${expected}")` });
      continue;
    }
    for (const [index, host] of parsed.data.hosts.entries()) {
      const other = owner.get(host);
      if (other) problems.push({ file, field: `hosts.${index}`, problem: `${host} is already a host of ${other}` });
      else owner.set(host, file);
    }
    tenants.push(parsed.data);
  }
  return { tenants, problems };
}

export function formatTenantProblems(problems: readonly TenantProblem[]): string {
  return problems.map((p) => `${p.file}: ${p.field}: ${p.problem}`).join("\n");
}

export function buildRegistry(entries: Record<string, { default: unknown }>): {
  tenants: readonly Tenant[];
  byHost: ReadonlyMap<string, Tenant>;
} {
  const { tenants, problems } = tenantProblems(entries);
  if (problems.length > 0) throw new Error(`Invalid tenant files:\n${formatTenantProblems(problems)}`);
  const byHost = new Map<string, Tenant>();
  for (const tenant of tenants) for (const host of tenant.hosts) byHost.set(host, tenant);
  return { tenants, byHost };
}
