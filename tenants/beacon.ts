import { defineTenant } from "./schema";

export default defineTenant({
  id: "beacon",
  hosts: ["localhost", "dashboard.localhost", "dashboard.beaconpayouts.example", "dashboard.staging.beaconpayouts.example"],
  brandName: "Beacon Payouts",
  supportName: "Beacon",
  supportEmail: "support@beaconpayouts.example",
  colors: { primary: "#1f4fa3", onPrimary: "#ffffff", surface: "#eef3fb" },
  logo: "/brand/beacon.svg",
  canonicalOrigin: "https://dashboard.beaconpayouts.example",
});
