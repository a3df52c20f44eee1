import { defineTenant } from "./schema";

/** Branded cardholder portal: `/` goes to the portal login at the brand path. */
export default defineTenant({
  id: "bright-futures",
  hosts: ["brightfutures.localhost", "cards.brightfutures.example", "cards.staging.brightfutures.example"],
  brandName: "Bright Futures Fund",
  supportName: "Bright Futures Fund",
  supportEmail: "cards@brightfutures.example",
  colors: { primary: "#7a3e9d", onPrimary: "#ffffff", surface: "#f5eefa" },
  logo: "/brand/bright-futures.svg",
  canonicalOrigin: "https://cards.brightfutures.example",
  portalBrandPath: "/brightfutures",
});
