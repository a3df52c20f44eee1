/**
 * The first sign that a person is using the page (ADR 0256): a pointer down, a key, the focus entering
 * something, a `<details>` opening, anywhere in the document (capture phase). A page that opens with the
 * focus on something (a refused form's error summary has `autofocus`) has had it already: the focus
 * answers what the person just did.
 *
 * What waits for it is code that only checks what a person does (a form's checks in the browser): the
 * page is hydrated and works before it, and its HTML never changes because of it.
 */

const EVENTS = ["pointerdown", "keydown", "focusin", "toggle"] as const;

let happened = false;
let waiting: (() => void)[] = [];

function intent(): void {
  if (happened) return;
  happened = true;
  for (const type of EVENTS) document.removeEventListener(type, intent, true);
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

/** Runs `callback` at the page's first intent, at once when it has happened (or on the server, in a test). */
export function afterFirstIntent(callback: () => void): void {
  if (typeof document === "undefined" || happened) {
    callback();
    return;
  }
  waiting.push(callback);
  if (waiting.length > 1) return;
  for (const type of EVENTS) document.addEventListener(type, intent, true);
  const focused = document.activeElement;
  if (focused !== null && focused !== document.body && focused !== document.documentElement) intent();
}

/**
 * Runs `callback` at the page's next intent, whether or not it has had one (a retry after a failed load waits
 * for the person to do something again). Returns what cancels it.
 */
export function atNextIntent(callback: () => void): () => void {
  const cancel = () => {
    for (const type of EVENTS) document.removeEventListener(type, once, true);
  };
  const once = () => {
    cancel();
    callback();
  };
  for (const type of EVENTS) document.addEventListener(type, once, true);
  return cancel;
}
