/**
 * The review step's field (issue 33 item 5, ADR 0175): a form that moves money or changes a rule is
 * posted once to be reviewed and once more, from the review, with `reviewed=yes`; only that second post
 * acts. The one name and value for the server (`isReviewed`) and the forms (`REVIEWED_FIELD`,
 * `REVIEWED_YES`), in a module without server code so that both sides import it
 * (app/money/review.server.ts builds what the review says).
 */
export const REVIEWED_FIELD = "reviewed";
export const REVIEWED_YES = "yes";

/** The post comes from the review: the action may act. */
export function isReviewed(form: FormData): boolean {
  return form.get(REVIEWED_FIELD) === REVIEWED_YES;
}
