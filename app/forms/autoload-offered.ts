/**
 * Hidden fields of the new-autoload form: the default dates it offered, so the server can tell a start the
 * person chose and apply the spec's "the day after the chosen start" to an end left at its default
 * (ADR 0238). A module of its own: the form imports them without the schema's code.
 */
export const OFFERED_START_FIELD = "offeredStartDate";
export const OFFERED_END_FIELD = "offeredEndDate";
