import { createContext, useContext } from "react";

/**
 * What the server knows of the request that a page without loader data (an error page) still shows: its
 * id, for support (ADR 0206), and whether the app runs in test mode (ADR 0205). Set by entry.server;
 * absent in the browser (error pages ship no JavaScript; other pages read test mode from the root loader).
 */
export type RequestInfo = { requestId: string; testMode: boolean };

const RequestInfoContext = createContext<RequestInfo | undefined>(undefined);

export const RequestInfoProvider = RequestInfoContext.Provider;

export function useRequestInfo(): RequestInfo | undefined {
  return useContext(RequestInfoContext);
}
