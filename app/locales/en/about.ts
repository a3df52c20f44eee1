export default {
  title: "About",
  heading: "About {{brand}}",
  body: "{{brand}} helps organizations such as resettlement agencies, nonprofits and public programs pay people with prepaid cards and bank transfers.",
  cardholders: "If you received a card, you can check its balance, set its PIN, lock it and see your purchases in the cardholder portal.",
  security: "Your information is protected with 256-bit encryption.",
  contact: "Questions? Write to us:",
};
