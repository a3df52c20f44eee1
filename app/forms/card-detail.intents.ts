/**
 * The card actions confirmed without any field: a status change or a virtual card's re-send. Apart from
 * the schemas (card-detail.schema.ts), so the confirmation form can name them without loading zod.
 */
export const STATUS_ACTIONS = ["lock", "unlock", "freeze", "unfreeze", "close", "reissueVirtualCard", "resendVirtualCard"] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];
