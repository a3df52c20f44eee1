/**
 * Adding a tag to a card (issue 24): a business's tags are matched by name without regard to case, as
 * the provider matches them (ASCII letters only, like SQLite's NOCASE). Typing a name picks the existing
 * tag of that name; a new tag is created only when the person chose "Create" for it, so a typo does not
 * become an organisation-wide filter option; a tag the card carries already is said so, not "added".
 */

type NamedTag = { readonly name: string };

/** The name as the provider compares it: trimmed, ASCII letters folded to lower case. */
export function tagKey(name: string): string {
  return name.trim().replace(/[A-Z]/g, (c) => c.toLowerCase());
}

export function sameTagName(a: string, b: string): boolean {
  return tagKey(a) === tagKey(b);
}

export type TagDecision<T extends NamedTag> =
  /** The card has it: nothing to do, and the person is told so. */
  | { kind: "onCard"; tag: T }
  /** Add this existing tag (its own spelling). */
  | { kind: "addExisting"; tag: T }
  /** No tag of that name: ask before creating one. */
  | { kind: "confirmNew"; name: string }
  /** The person chose to create it. */
  | { kind: "create"; name: string };

export function decideTag<T extends NamedTag>(
  typed: string,
  cardTags: readonly T[],
  businessTags: readonly T[],
  createChosen: boolean,
): TagDecision<T> {
  const name = typed.trim();
  const onCard = cardTags.find((t) => sameTagName(t.name, name));
  if (onCard) return { kind: "onCard", tag: onCard };
  const existing = businessTags.find((t) => sameTagName(t.name, name));
  if (existing) return { kind: "addExisting", tag: existing };
  return createChosen ? { kind: "create", name } : { kind: "confirmNew", name };
}
