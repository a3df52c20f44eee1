/**
 * The validation messages' English source lives with the rules, in domain/messages.ts. Some messages
 * differ in the app: the provider's API text lists shipment codes (spec section 5), a person sees the
 * choices as the order form's dropdown names them (orders.shipping.*); and the amounts the API's text
 * types ("less than $9,999") come from a placeholder the page's language formats (ADR 0196), so a
 * French reader sees «9 999 $US» and a Polish one «9999 USD», never what reads as $10.
 */
import { VALIDATION_MESSAGES } from "#domain/messages";

export default {
  ...VALIDATION_MESSAGES,
  amountPositive: "Amount must be greater than {{zero, money}}.",
  loadAmountMax: "Load amount must be less than {{loadCap, money}}.",
  bankTransferAmountMax: "Bank transfer amount must not exceed {{bankTransferCap, money}}.",
  fundingTransferAmountMax: "Amount must not exceed {{fundingTransferCap, money}}.",
  shipmentMethodInvalid: "Choose a shipment method from the list: USPS Ground, USPS Priority, UPS Next Day or UPS 2nd Day.",
};
