/** The validation messages' English source lives with the rules, in domain/messages.ts. */
import { VALIDATION_MESSAGES } from "#domain/messages";

export default VALIDATION_MESSAGES;
