import type { WorkflowEvent, WorkflowStep } from "cloudflare:workers";
import { createProviderClient } from "#app/provider/client.server";
import { providerEndpoint } from "#app/provider/provider-mode";
import { seal, unseal } from "#app/session/sealed-cookie.server";
import { checkBatch } from "./checks.server";
import { applyNextRows } from "./job.server";
import { finishImport, getImportById, setStatus } from "./store.server";

/**
 * The durable job of a confirmed import: a Cloudflare Workflow (docs/decisions/0170-bulk-imports.md).
 * Each step's result is kept by the engine, so after a crash the instance resumes at the step that was
 * running; that step runs again and sends the same row keys, which the provider answers without acting
 * twice. The job acts with the authority of the person who confirmed it: their id token, sealed with
 * the app's secret, for as long as it is valid (the provider refuses it once they sign out or it
 * expires); then the import pauses and someone with the permission continues it.
 */

export type ImportJobParams = { importId: string; run: number; token: string };

/** The name the job's sealed token is bound to (it cannot be opened as a cookie, nor a cookie as it). */
const TOKEN_NAME = "import-job-token";
/** A token handed to a job is valid for at least this long (the session refreshes it first). */
export const JOB_TOKEN_MIN_SECONDS = 10 * 60;

const secretsOf = (env: AppEnv) => [env.SESSION_SECRET, ...(env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : [])];

const now = () => new Date().toISOString();

/** Starts run `run` of an import's job. A second start of the same run finds the instance there and does nothing. */
export async function startImportJob(env: AppEnv, importId: string, run: number, token: string): Promise<void> {
  const params: ImportJobParams = { importId, run, token: await seal(token, secretsOf(env), TOKEN_NAME) };
  try {
    await env.IMPORTS.create({ id: `${importId}-${run}`, params });
  } catch (error) {
    // The instance exists: this run was started already (a repeated confirm).
    const existing = await env.IMPORTS.get(`${importId}-${run}`).catch(() => null);
    if (!existing) throw error;
  }
}

const STEP = { retries: { limit: 5, delay: "2 seconds", backoff: "exponential" }, timeout: "5 minutes" } as const;

/** The steps of one run of an import's job (the engine's entry point is app/imports/workflow.ts). */
export async function runImportJob(env: AppEnv, event: WorkflowEvent<ImportJobParams>, step: WorkflowStep): Promise<void> {
  const { importId } = event.payload;
  const db = env.APP_DB;
  const token = await unseal(event.payload.token, secretsOf(env), TOKEN_NAME);
  const provider = createProviderClient({
    ...providerEndpoint(env),
    getToken: async () => (typeof token === "string" ? token : null),
  });
  const imp = await step.do("start", async () => {
    await setStatus(db, importId, "running", ["queued", "running"]);
    return getImportById(db, importId);
  });
  if (!imp || imp.status === "done" || imp.status === "refused") return;
  try {
    const check = await step.do("check the whole batch", STEP, () => checkBatch(db, provider, imp));
    if (!check.ok) {
      await step.do("refuse the batch", () => finishImport(db, importId, "refused", now(), check.refusal));
      return;
    }
    for (let index = 0; ; index++) {
      const slice = await step.do(`rows ${index}`, STEP, () => applyNextRows(db, provider, imp));
      if (slice.authorityEnded) {
        await step.do("pause: authority ended", () => finishImport(db, importId, "paused", now(), "authorityEnded"));
        return;
      }
      if (slice.decided === 0) break;
    }
    await step.do("finish", () => finishImport(db, importId, "done", now()));
  } catch {
    // The provider stayed unavailable through every retry: the rows decided stay decided, the rest
    // wait for someone to continue the import (the same keys again).
    await step.do("pause: provider unavailable", () => finishImport(db, importId, "paused", now(), "providerUnavailable"));
  }
}
