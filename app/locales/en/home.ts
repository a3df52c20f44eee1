export default {
  title: "Welcome",
  heading: "Welcome to {{brand}}",
  intro: "Choose how you use {{brand}}.",
  cardholdersTitle: "I have a card",
  cardholdersBody: "Check your balance, set your PIN and see your purchases and loads.",
  adminsTitle: "I manage a program",
  adminsBody: "Sign in to the dashboard to manage cards, payments and people.",
  about: "About {{brand}}",
  support: "Need help? Contact {{support}} support:",
};
