import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect, useRef } from "react";
import { withLoadTimeout } from "#app/route-load";
import { afterFirstIntent } from "./first-intent";

const inBrowser = typeof document !== "undefined";

/**
 * An interactive island (docs/decisions/0066-islands-and-lazy-validation.md): a component whose code is
 * not part of the page's initial JavaScript. The server renders it in full (the document entry waits for
 * every boundary), so until its code arrives the page shows the server's HTML, which works without
 * JavaScript (native form posts, plain links); during hydration React keeps a suspended boundary's
 * server HTML and hydrates it when the code is there (selective hydration).
 *
 * In the browser the chunk is requested as soon as the module that declares the island is evaluated
 * (right after the initial JavaScript), not when the island first renders (ADR 0250 tried the first intent
 * instead and withdrew it). Once loaded, the island never suspends again: React.lazy gets a thenable that
 * resolves synchronously. While an island waits for its code, `<html data-islands-waiting>` says so (the
 * end-to-end tests wait for it to go before they test what an island does).
 *
 * An island the page shows only when the person asks for it (a panel opened by an action, a form behind a
 * link: `island(load, { onRequest: true })`, ADR 0259) is not requested with the page: its code comes at the
 * page's first intent, or when it first renders (a page loaded with the panel open asks for it while it
 * hydrates). A page that does not show it never fetches it before the person does something; a client
 * navigation, which follows an intent, asks for it as before.
 *
 * `load` returns the component (`() => import("./x").then((m) => m.X)`); the island has the same type,
 * generic components included, plus `preload()`.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props
export function island<C extends ComponentType<any>>(
  load: () => Promise<C>,
  { onRequest = false }: { onRequest?: boolean } = {},
): C & { preload: () => Promise<C> } {
  let loaded: C | undefined;
  let loading: Promise<C> | undefined;
  const preload = () => {
    // The spec's 120-second time-out (ADR 0237): a chunk that never arrives fails like one that could
    // not be fetched, and the route's error boundary offers to load the page again.
    loading ??= withLoadTimeout(load, "island").then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed fetch (network, deploy) may be retried by the next render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy<C>(() => {
    const component = loaded;
    if (component === undefined) return preload().then((c) => ({ default: c }));
    // Already loaded: resolve synchronously, so React renders it without suspending (React.lazy calls
    // `then` at once and reads the result when it has been called back).
    const ready = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, read synchronously by React.lazy
      then(resolve: (module: { default: C }) => void) {
        resolve({ default: component });
      },
    };
    return ready as unknown as Promise<{ default: C }>;
  });
  function Island(props: ComponentProps<C>) {
    const state = useRef({ hydrated: false, waiting: false });
    // Effects run children first: when the island hydrated in the same commit, `hydrated` is already true.
    useEffect(() => {
      const current = state.current;
      if (!current.hydrated) {
        current.waiting = true;
        islandWaiting();
      }
      return () => {
        if (current.waiting) islandHydrated();
        current.waiting = false;
      };
    }, []);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <Hydrated state={state.current} />
      </Suspense>
    );
  }
  if (inBrowser) {
    const request = () => void preload().catch(() => undefined);
    if (onRequest) afterFirstIntent(request);
    else request();
  }
  // The wrapper takes exactly C's props; TypeScript cannot carry a generic component's type parameters
  // through ComponentProps, so the island is typed as the component it stands for.
  return Object.assign(Island as unknown as C, { preload });
}

/** Renders nothing; says when its island has hydrated (or rendered). */
function Hydrated({ state }: { state: { hydrated: boolean; waiting: boolean } }) {
  useEffect(() => {
    state.hydrated = true;
    if (state.waiting) {
      state.waiting = false;
      islandHydrated();
    }
  }, [state]);
  return null;
}

/**
 * Something on the page that waits, counted on an attribute of `<html>` while any of its kind waits:
 * `data-islands-waiting` (an island's code, below) and `data-checks-waiting` (a form's checks in the browser,
 * schema-form.ts). The end-to-end tests' `enhanced(page)` waits until neither is there; one that tests a form
 * before its checks arrive waits for the islands alone.
 */
function waitingOn(attribute: string): { readonly waiting: () => void; readonly done: () => void } {
  let count = 0;
  return {
    waiting() {
      count += 1;
      document.documentElement.toggleAttribute(attribute, true);
    },
    done() {
      count = Math.max(0, count - 1);
      document.documentElement.toggleAttribute(attribute, count > 0);
    },
  };
}

const islands = waitingOn("data-islands-waiting");
/** Islands on the page whose code has not hydrated them yet, said on `<html data-islands-waiting>`. */
export const islandWaiting = islands.waiting;
export const islandHydrated = islands.done;

const checks = waitingOn("data-checks-waiting");
/** Forms on the page whose checks in the browser have not arrived, said on `<html data-checks-waiting>`. */
export const checksWaiting = checks.waiting;
export const checksArrived = checks.done;
