/**
 * Loading the code of a page in the browser (product spec section 2: "Route code loads lazily with a
 * 120-second time-out"; ADR 0237). A route's module, an island's chunk or a page's strings arrive by
 * `import()`; when one fails (network, a deploy that removed the old chunks) or takes longer than the
 * time-out, the person sees a translated "this page could not load" with a Retry link (a full page
 * load of the same address), never a blank page, a spinner for ever, or a stack trace.
 */

/** The spec's time-out for loading a page's code. */
export const ROUTE_LOAD_TIMEOUT_MS = 120_000;

/** A page's code did not arrive within ROUTE_LOAD_TIMEOUT_MS. */
export class CodeLoadTimeoutError extends Error {
  override name = "CodeLoadTimeoutError";
  constructor(what = "code") {
    super(`Loading ${what} took longer than ${ROUTE_LOAD_TIMEOUT_MS / 1000} seconds`);
  }
}

/**
 * What the browsers say when a dynamic import fails: Chromium "Failed to fetch dynamically imported
 * module", Firefox "error loading dynamically imported module", Safari "Importing a module script
 * failed", Vite's preload helper "Unable to preload CSS for …".
 */
const CODE_LOAD_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** Whether an error means the page's code could not be loaded (failed or timed out). */
export function isCodeLoadError(error: unknown): boolean {
  if (error instanceof CodeLoadTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return CODE_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * `load()` with the spec's time-out: rejects with CodeLoadTimeoutError when the code has not arrived
 * within `ms` (the import itself cannot be cancelled; a late arrival is ignored).
 */
export function withLoadTimeout<T>(load: () => Promise<T>, what?: string, ms: number = ROUTE_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new CodeLoadTimeoutError(what)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The address a Retry link loads again: the path and query of a location (never another origin). */
export function retryHref(location: { pathname: string; search?: string }): string {
  const path = location.pathname.startsWith("/") && !location.pathname.startsWith("//") ? location.pathname : "/";
  return `${path}${location.search ?? ""}`;
}
