/**
 * The validation messages' English source lives with the rules, in domain/messages.ts. One message
 * differs in the app: the provider's API text lists shipment codes (spec section 5), a person sees the
 * choices as the order form's dropdown names them (orders.shipping.*).
 */
import { VALIDATION_MESSAGES } from "#domain/messages";

export default {
  ...VALIDATION_MESSAGES,
  shipmentMethodInvalid: "Choose a shipment method from the list: USPS Ground, USPS Priority, UPS Next Day or UPS 2nd Day.",
};
