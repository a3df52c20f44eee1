import { type ApiError, isApiError } from "./client.server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The provider's answer to a request whose idempotency key another request is still using (a double
 * click): the movement or object will exist once, the first request carries it out.
 */
export function isStillInProgress(error: unknown): error is ApiError {
  return isApiError(error, 409) && error.code === "idempotency_request_in_progress";
}

/**
 * A money movement sent with an idempotency key, answered once it is settled. The same key while the
 * first request is still being handled (a double click) answers 409 in progress: this request waits for
 * the first to finish, then gets its answer (the provider replays it), so both show the same receipt and
 * the money moves once. After a few seconds the 409 is the caller's to handle.
 */
export async function settled<T>(call: () => Promise<T>, { attempts = 20, waitMs = 150 } = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt < attempts && isStillInProgress(error)) {
        await pause(waitMs);
        continue;
      }
      throw error;
    }
  }
}
