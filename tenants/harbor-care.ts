import { defineTenant } from "./schema";

/** Second brand of the dashboard: only the support name in error messages changes. */
export default defineTenant({
  id: "harbor-care",
  hosts: ["care.localhost", "care.harborcare.example"],
  brandName: "Harbor Care",
  supportName: "Harbor Care",
  supportEmail: "help@harborcare.example",
  colors: { primary: "#0b6b5d", onPrimary: "#ffffff", surface: "#e9f5f2" },
  logo: "/brand/harbor-care.svg",
  canonicalOrigin: "https://care.harborcare.example",
});
