import beacon from "./beacon";
import { defineTenant } from "./schema";

/**
 * The dashboard's second brand (spec section 1: "The second brand changes only the support name used in
 * error messages"): the primary brand's name, colours, logo and support e-mail, with its own support
 * name. Its hosts and canonical origin say where it is served, not how it looks. A tenant that needs a
 * full brand of its own (like the branded portal, bright-futures.ts) sets every field instead.
 */
export default defineTenant({
  ...beacon,
  id: "harbor-care",
  hosts: ["care.localhost", "care.harborcare.example", "care.staging.harborcare.example"],
  supportName: "Harbor Care",
  canonicalOrigin: "https://care.harborcare.example",
});
