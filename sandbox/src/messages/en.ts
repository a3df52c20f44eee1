/**
 * The sandbox provider's own message file (it stands for a separate system, so it never reads the
 * app's locales): every e-mail and SMS it sends, in English. The other eleven languages have a file
 * each with the same keys and the same {placeholders} (sandbox/test/messages.test.ts). A mail's body
 * is its greeting, a blank line, then the text; "\n\n" starts a paragraph.
 */
export const en = {
  greeting: "Hello {name},",
  greetingAnonymous: "Hello,",
  /** The last paragraph of every e-mail: the sandbox is a test mode (ADR 0205). */
  testMode: "Test mode: this message comes from the sandbox provider. Nothing in it involves real money or real cards.",

  "otp.smsSubject": "Sign-in code",
  "otp.smsCardholder": "Your Beacon cardholder portal sign-in code is {code}. It expires in 10 minutes.",
  "otp.smsBusiness": "Your Beacon dashboard sign-in code is {code}. It expires in 10 minutes.",
  "otp.emailSubject": "Your sign-in code",
  "otp.emailCardholder":
    "Your one-time code for the Beacon cardholder portal is {code}.\nIt expires in 10 minutes and works once. If you did not ask for it, ignore this e-mail.",
  "otp.emailBusiness":
    "Your one-time code for the Beacon dashboard is {code}.\nIt expires in 10 minutes and works once. If you did not ask for it, ignore this e-mail.",

  "addressCode.subject": "Your e-mail confirmation code",
  "addressCode.cardholderBody":
    "Someone is creating a Beacon cardholder portal account with this e-mail address. Your confirmation code is {code}.\nIt expires in 10 minutes and works once. If it was not you, ignore this e-mail: no account is created without the code.",
  "addressCode.businessBody":
    "Someone is creating a Beacon Payouts account with this e-mail address. Your confirmation code is {code}.\nIt expires in 10 minutes and works once. If it was not you, ignore this e-mail: no account is created without the code.",

  "reset.subject": "Reset your password",
  "reset.body":
    "Someone asked to reset the password of your Beacon account. Open the link below within one hour to choose a new password. The link works once.\n\nIf it was not you, ignore this e-mail; your password stays the same.",

  "virtualCard.subject": "Your {organization} virtual card is ready",
  "virtualCard.subjectResent": "Your {organization} virtual card (sent again)",
  "virtualCard.body":
    "{organization} issued you a virtual card. Sign in to the cardholder portal (or create your account with this e-mail address) to activate it and see the card number. We never send card numbers by e-mail.",

  "member.addedSubject": "You were added to {business}",
  "member.addedBody": "You are now a member of {business} on Beacon Payouts. Sign in with your existing password.",
  "member.invitedSubject": "You are invited to {business}",
  "member.invitedBody":
    "You were invited to manage payouts for {business} on Beacon Payouts. Open the link below within 7 days to choose your password. The link works once.",

  "onboarding.linkSubject": "Finish setting up {business}",
  "onboarding.linkBody":
    "Thanks for applying. Open the link to continue your application with your business information. You can come back to it at any time within 30 days.",
  "onboarding.ownerSubject": "{business} needs your details",
  "onboarding.ownerBody":
    "{business} listed you as a beneficial owner (25% or more). Open the link to give your information so the application can be reviewed. The link works for 14 days.",
  "onboarding.approvedSubject": "{business} is approved",
  "onboarding.approvedBody": "Good news: your application is approved and your account is active. Sign in to start.",
  "onboarding.manualReviewSubject": "{business}: your application is in manual review",
  "onboarding.manualReviewBody":
    "A member of our team is reviewing your application by hand. This usually takes up to 2 business days. There is nothing you need to do.",
  "onboarding.documentsSubject": "{business}: one more document, please",
  "onboarding.documentsBody":
    "To finish the review we need a recent bank statement of the organization. Open your onboarding link and upload it on the confirmation page.",

  "intake.linkSubject": "{organization} wants to pay you",
  "intake.linkBody":
    "{organization} wants to pay you by bank transfer. To send the money to your bank account, they need its details. Open the link to verify your e-mail and enter them. It takes about five minutes. If you do not know {organization}, do not open the link.",
  "intake.codeSubject": "Your code",
  "intake.codeBody": "Your code is {code}.\nIt expires in 10 minutes and works once. If you did not ask for it, ignore this e-mail.",
  "intake.verifiedSubject": "Your bank account is verified",
  "intake.verifiedBody": "Your bank account is verified. Payments sent to you will go to this account.",
  "intake.failedSubject": "We could not verify your bank account",
  "intake.failedBody": "We could not verify the bank account you gave us. Please contact support to correct it.",

  "notify.purchaseSubject": "Card purchase: {amount} at {merchant}",
  "notify.purchaseBody":
    "Your card ending in {last6} was used for {amount} at {merchant}. The purchase is pending until it posts, usually within 5 days, and it already counts in your balance.",
  "notify.declineSubject": "Card declined at {merchant}",
  "notify.declineBody":
    "A purchase of {amount} at {merchant} with your card ending in {last6} was declined. No money was taken from your card.",
  "notify.loadSubject": "Money added to your card: {amount}",
  "notify.loadBody": "{amount} was loaded onto your card ending in {last6}.",
  "notify.footer": "You can turn these e-mails off in the notification settings of the cardholder portal.",
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
