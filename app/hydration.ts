import { type DependencyList, type RefObject, useEffect, useRef, useSyncExternalStore } from "react";

/**
 * Hydration: React taking over a page the server rendered.
 *
 * Effects that move the focus (an action panel opening, a receipt arriving) are for changes made in the
 * browser. Run while React hydrates a page the server rendered, they would scroll the page under the
 * user's finger: on a phone the card page's confirm button moved between a tap being aimed and landing,
 * and the tap fell on the panel instead (ADR 0186). Without JavaScript nothing moves the focus either.
 */

const noSubscription = () => () => {};

/**
 * Whether this component's first render hydrated the server's HTML: `current` is true until the caller
 * clears it (in its first effect), false for a component mounted in the browser. During hydration
 * `useSyncExternalStore` reads the server snapshot, afterwards the browser's.
 */
export function useRenderedByServer(): RefObject<boolean> {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useRef(!inBrowser);
}

/**
 * Moves the focus to `target` when the component mounts in the browser and whenever `deps` change
 * afterwards, never for the render that hydrated the server's HTML (the page stays still under the
 * user's finger). `shouldFocus` can decline a change, e.g. when a refused form's error summary takes
 * the focus instead. The confirm panel and the receipt use it.
 */
export function useFocusOnChange(
  target: RefObject<HTMLElement | null>,
  deps: DependencyList,
  shouldFocus: () => boolean = () => true,
): void {
  const renderedByServer = useRenderedByServer();
  useEffect(() => {
    if (renderedByServer.current) {
      renderedByServer.current = false;
      return;
    }
    if (shouldFocus()) target.current?.focus();
  }, deps);
}

/**
 * A place the page brings the person to when it appears (issue 35 item 4, ADR 0235): a money review after
 * Continue, a receipt, an import's preview after the upload, a form's refusal. Spread on a heading or a
 * message: with JavaScript it takes the focus when it appears in the browser (useFocusOnChange, never while
 * a page hydrates); the `autofocus` attribute does the same for a page without JavaScript, whose browser
 * focuses it, and scrolls it into view, as the answer loads.
 */
export function useArrivalFocus<T extends HTMLElement>(deps: DependencyList): { ref: RefObject<T | null>; tabIndex: -1; autoFocus: true } {
  const ref = useRef<T>(null);
  useFocusOnChange(ref, deps);
  return { ref, tabIndex: -1, autoFocus: true };
}

/** The root layout's first effect: `<html data-hydrated>` tells tests (and styles) the page has hydrated. */
export function markHydrated(root: { dataset: DOMStringMap } = document.documentElement): void {
  root.dataset.hydrated = "";
}
