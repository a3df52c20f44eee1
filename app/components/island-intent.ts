/**
 * When the islands' code loads in the browser (docs/decisions/0250-islands-load-on-first-intent.md): on the
 * person's first intent on the page (a pointer down, a key, a focus, a `<details>` opening), not right after
 * the page's own JavaScript. Until then every island is the server's HTML, which works without JavaScript
 * (forms post natively, links are links), so nothing is lost while its code is on its way.
 *
 * What the person changes in an island before its code has hydrated it (a typed value, a ticked box, a
 * chosen option) stays in the page (React keeps the DOM's values when it hydrates) and is told to the
 * island's components once it has hydrated (`replayEdits`) when React controls that field, so state that
 * follows it (the table's selection) agrees with what the page shows.
 */

const INTENT_EVENTS = ["pointerdown", "keydown", "focusin", "toggle"] as const;

let intent: Promise<void> | undefined;

/** Resolves on the first intent on the page (at once after it); never in a render on the server. */
export function firstIntent(): Promise<void> {
  intent ??= new Promise<void>((resolve) => {
    // A page that opened with the focus on something (the error summary a refused post answers with,
    // `autofocus`) is the answer to what the person just did: its islands load at once.
    if (document.activeElement && document.activeElement !== document.body) {
      resolve();
      return;
    }
    const onIntent = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      resolve();
    };
    // `toggle` does not bubble: listened to in the capture phase, as the others.
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  });
  return intent;
}

/** Form fields edited while React had not hydrated them yet (inside an island waiting for its code). */
const edited = new Set<Element>();

/** Whether React has hydrated (or rendered) this element: it then carries React's fiber key. */
function hydratedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
}

/** Starts recording edits to fields React has not hydrated yet. Called once, in the browser. */
export function recordEditsBeforeHydration(): void {
  const record = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && !hydratedByReact(target)) edited.add(target);
  };
  document.addEventListener("input", record, true);
  document.addEventListener("change", record, true);
}

function nativeSetter(prototype: object, property: "value" | "checked"): (this: Element, value: unknown) => void {
  const setter = Object.getOwnPropertyDescriptor(prototype, property)?.set;
  if (!setter) throw new Error(`No ${property} setter`);
  return setter as (this: Element, value: unknown) => void;
}

/**
 * Tells React about a field's value the person gave it before hydration. React tracks a field's value
 * through its own setter on the element: setting what React rendered through that setter, then the
 * person's value through the browser's own setter, makes React's change detection see the person's value
 * as new, and the event that follows reaches the component's `onChange` with it.
 */
function replay(field: Element): void {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    const checked = field.checked;
    field.checked = field.defaultChecked;
    nativeSetter(HTMLInputElement.prototype, "checked").call(field, checked);
    // React reads a checkbox's change from a click; a plain Event (not a MouseEvent) does not toggle it again.
    // Then the events the browser sent, for listeners of the document (conform's form state).
    for (const type of ["click", "input", "change"]) field.dispatchEvent(new Event(type, { bubbles: true }));
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const value = field.value;
    field.value = field.defaultValue;
    nativeSetter(Object.getPrototypeOf(field) as object, "value").call(field, value);
    for (const type of ["input", "change"]) field.dispatchEvent(new Event(type, { bubbles: true }));
  } else if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/**
 * Whether React controls the field's value (a `value`, or `checked` for a box, among the props React
 * rendered it with, which it keeps on the element). An uncontrolled field needs nothing told: no state
 * follows it, and the DOM already holds what the person gave it.
 */
function controlledByReact(field: Element): boolean {
  const key = Object.keys(field).find((k) => k.startsWith("__reactProps$"));
  const props = key ? (field as unknown as Record<string, { value?: unknown; checked?: unknown } | undefined>)[key] : undefined;
  if (!props) return false;
  const checkable = field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
  return checkable ? props.checked !== undefined : props.value !== undefined;
}

/** After an island has hydrated: the edits made in it before are told to its components. */
export function replayEdits(): void {
  for (const field of [...edited]) {
    if (!field.isConnected) edited.delete(field);
    else if (hydratedByReact(field)) {
      edited.delete(field);
      if (controlledByReact(field)) replay(field);
    }
  }
}

let waiting = 0;

/**
 * Islands on the page whose code has not hydrated them yet, said on `<html data-islands-waiting>` while
 * there are any: the end-to-end tests wait for it to go before they test what an island does.
 */
export function islandWaiting(): void {
  waiting += 1;
  document.documentElement.toggleAttribute("data-islands-waiting", true);
}

export function islandHydrated(): void {
  waiting = Math.max(0, waiting - 1);
  document.documentElement.toggleAttribute("data-islands-waiting", waiting > 0);
}
