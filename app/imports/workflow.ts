import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import type { ImportJobParams } from "./workflow.server";

/**
 * The engine's entry point for an import's job (docs/decisions/0170-bulk-imports.md), exported by
 * workers/app.ts. It is part of the Worker's global scope, so it holds nothing but the class: the job's
 * code (the provider client, the contract's schemas, zod) is imported when a job runs, not when an
 * isolate starts (ADR 0225).
 */
export class ImportWorkflow extends WorkflowEntrypoint<AppEnv, ImportJobParams> {
  override async run(event: WorkflowEvent<ImportJobParams>, step: WorkflowStep) {
    const { runImportJob } = await import("./workflow.server");
    await runImportJob(this.env, event, step);
  }
}
