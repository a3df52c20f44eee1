import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table, in the order of the spec's table (section 2). Screens that are not built yet are
 * absent: their paths fall through to the not-found page.
 */
export default [
  // Public
  index("routes/public/home.tsx"),
  route("about", "routes/public/about.tsx"),
  // The design system's component page: sandbox mode only (ADR 0231)
  route("design-system", "routes/public/design-system/components-page.tsx"),

  // Sign-in and session
  route("login", "routes/auth/login.tsx"),
  route("cardholders", "routes/auth/cardholders.tsx"),
  // A first PIN without an account, with the card's data as proof (issue 38 item 4)
  route("cardholders/pin", "routes/cardholder/pin.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("preferences", "routes/dashboard/preferences.tsx"),

  // Business dashboard (needs a business user; shows the navigation shell)
  layout("routes/dashboard/layout.tsx", [
    route(":businessId/cards", "routes/dashboard/cards/cards.tsx"),
    route(":businessId/cards/bulk", "routes/dashboard/cards/cards-bulk.tsx"),
    route(":businessId/cards/:cardId", "routes/dashboard/cards/card-detail.tsx"),
    route(":businessId/orders", "routes/dashboard/orders/orders.tsx"),
    route(":businessId/orders/:orderId", "routes/dashboard/orders/order-detail.tsx"),
    route(":businessId/programs", "routes/dashboard/programs/programs.tsx"),
    route(":businessId/funding-account", "routes/dashboard/funding/funding-account.tsx"),
    route(":businessId/reports", "routes/dashboard/reports/reports.tsx"),
    route(":businessId/programs/reports", "routes/dashboard/reports/reports.tsx", { id: "program-reports" }),
    route(":businessId/recipients", "routes/dashboard/recipients/recipients.tsx"),
    route(":businessId/recipients/:recipientId", "routes/dashboard/recipients/recipient-detail.tsx"),
    route(":businessId/settings", "routes/dashboard/settings/settings.tsx"),
    route(":businessId/settings/members", "routes/dashboard/settings/settings-members.tsx"),
    route(":businessId/settings/spend-rules", "routes/dashboard/settings/settings-spend-rules.tsx"),
    route(":businessId/settings/custom-fields", "routes/dashboard/settings/settings-custom-fields.tsx"),
    route(":businessId/autoloads", "routes/dashboard/autoloads/autoloads.tsx"),
    route(":businessId/autoloads/:autoloadId", "routes/dashboard/autoloads/autoload-detail.tsx"),
    // Developers -> Docs: the API reference and webhook signatures (ADR 0166)
    route(":businessId/developers/docs", "routes/dashboard/developers/developers-docs.tsx"),
    // Integrations (spec route table; no business in the path: the user's top-level business; ADR 0183)
    route("integrations", "routes/dashboard/developers/integrations.tsx"),
    // Bulk imports (ADR 0170; payments ADR 0173; card orders ADR 0172): one module, a route id per kind (its
    // path names the kind); each page also shows one import with ?import=<id>. A card order from a file
    // first chooses physical or virtual.
    route(":businessId/import/order", "routes/dashboard/imports/import-order.tsx"),
    ...(["recipients", "card-loads", "payments", "order/physical", "order/virtual"] as const).map((path) =>
      route(`:businessId/import/${path}`, "routes/dashboard/imports/import-kind.tsx", { id: `import-${path.replace("/", "-")}` }),
    ),
    // Finance staff's business-wide money histories (issue 38 item 1, ADR 0220)
    route(":businessId/history/loads", "routes/dashboard/history/load-history.tsx"),
    route(":businessId/history/transfers", "routes/dashboard/history/bank-transfers.tsx"),
    // Any other path under a business: the not-found page inside the shell (issue 24 item 1)
    route(":businessId/*", "routes/dashboard/not-found.tsx"),
  ]),
  // Resource routes of the dashboard (no shell): they share its guard through their own middleware.
  route(":businessId/cards/export.csv", "routes/dashboard/cards/cards-export.tsx"),
  route(":businessId/recipients/export.csv", "routes/dashboard/recipients/recipients-export.tsx"),
  route(":businessId/bankTransfers", "routes/dashboard/recipients/recipients-alias.tsx"),
  route(":businessId/funding-account/export.csv", "routes/dashboard/funding/funding-account-export.tsx"),
  route(":businessId/reports/export.csv", "routes/dashboard/reports/reports-export.tsx"),
  route(":businessId/history/loads/export.csv", "routes/dashboard/history/load-history-export.tsx"),
  route(":businessId/history/transfers/export.csv", "routes/dashboard/history/bank-transfers-export.tsx"),
  // The imports' files: each kind's template, and an import's result (?import=<id>)
  ...(["recipients", "card-loads", "order/physical", "order/virtual", "payments"] as const).flatMap((path) => [
    route(`:businessId/import/${path}/template.csv`, "routes/dashboard/imports/import-template.tsx", {
      id: `import-${path.replace("/", "-")}-template`,
    }),
    route(`:businessId/import/${path}/result.csv`, "routes/dashboard/imports/import-result.tsx", {
      id: `import-${path.replace("/", "-")}-result`,
    }),
  ]),
  // The Developers menu's Webhooks item: a form that answers with the provider's console link.
  route(":businessId/developers/webhooks", "routes/dashboard/developers/developers-webhooks.tsx"),
  // Developers -> Docs offers the provider API's OpenAPI document as a file (ADR 0221).
  route(":businessId/developers/openapi.json", "routes/dashboard/developers/openapi-json.tsx"),

  // Business onboarding (public link pages, no JavaScript; docs/decisions/0161)
  layout("routes/onboarding/layout.tsx", [
    route("onboard", "routes/onboarding/start.tsx"),
    route(":businessId/businessInfo", "routes/onboarding/business-info.tsx"),
    route(":businessId/authorizedPerson", "routes/onboarding/authorized-person.tsx"),
    route(":businessId/authorizedPerson/welcome", "routes/onboarding/authorized-person-welcome.tsx"),
    route(":businessId/authorizedPerson/info", "routes/onboarding/authorized-person-info.tsx"),
    route(":businessId/authorizedPersonStatus", "routes/onboarding/authorized-person-status.tsx"),
    route(":businessId/addBeneficialOwners", "routes/onboarding/add-beneficial-owners.tsx"),
    route(":businessId/beneficialOwnerForm/:beneficialOwnerId/info", "routes/onboarding/beneficial-owner-form.tsx"),
    route(":businessId/submitConfirmation", "routes/onboarding/submit-confirmation.tsx"),
    route(":businessId/beneficialOwnerStatus", "routes/onboarding/beneficial-owner-status.tsx"),
    route(":businessId/manualReview", "routes/onboarding/manual-review.tsx"),
    route("landingPage", "routes/onboarding/landing-page.tsx"),
  ]),

  // Registration of an invited member (separate from cardholder registration)
  route("register/member", "routes/register/member.tsx"),

  // Registration (a cardholder creates their account with their card; on a branded host it redirects to the brand's)
  route("register/cardholder", "routes/cardholder/register.tsx"),

  // Cardholder portal (needs a cardholder)
  route("cardholder/dashboard", "routes/cardholder/dashboard.tsx"),
  route("cardholder/cards/:cardId", "routes/cardholder/card.tsx"),
  route("cardholder/notifications", "routes/cardholder/notifications.tsx"),
  route("cardholder/help", "routes/cardholder/help.tsx"),
  route("cardholder/help/billing-address", "routes/cardholder/help.tsx", { id: "cardholder-billing-help" }),

  // Branded cardholder portal: {brand path} (login), {brand path}/cardholder and its pages, {brand path}/register/cardholder;
  // only on its tenant's host
  route(":portal", "routes/auth/portal-login.tsx"),
  route(":portal/cardholder", "routes/cardholder/dashboard.tsx", { id: "portal-cardholder-dashboard" }),
  route(":portal/cardholder/cards/:cardId", "routes/cardholder/card.tsx", { id: "portal-cardholder-card" }),
  route(":portal/cardholder/notifications", "routes/cardholder/notifications.tsx", { id: "portal-cardholder-notifications" }),
  route(":portal/cardholder/help", "routes/cardholder/help.tsx", { id: "portal-cardholder-help" }),
  route(":portal/cardholder/help/billing-address", "routes/cardholder/help.tsx", { id: "portal-cardholder-billing-help" }),
  route(":portal/register/cardholder", "routes/cardholder/register.tsx", { id: "portal-register-cardholder" }),

  // Recipient intake (from the intake e-mail's link; no sign-in, no JavaScript)
  route("setup-payment/:businessId/recipient", "routes/recipient/email-verification.tsx", { id: "recipientEmailVerification" }),
  route("setup-payment/recipient", "routes/recipient/bank-details.tsx", { id: "recipientBankDetails" }),

  // Any other path
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
