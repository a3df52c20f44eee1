/**
 * The tenant files as the build sees them (vite.config.ts's tenant check imports this before anything is
 * bundled, and adds the logo's presence under public/; ADR 0209): every problem of every file, named by
 * file and field, instead of the registry's first-failure throw.
 */
import { tenantProblems } from "./validate";

const files = import.meta.glob<{ default: unknown }>(
  ["./*.ts", "!./*.test.ts", "!./index.ts", "!./schema.ts", "!./validate.ts", "!./check.ts"],
  {
    eager: true,
  },
);

export const tenantFiles = () => tenantProblems(files);
