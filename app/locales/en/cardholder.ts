export default {
  title: "My card",
  heading: "My cards",
  greeting: "Hello, {{name}}",
  noCards: "No card is linked to your account yet.",
  cardType: "Type",
  formFactor: {
    physical: "Physical card",
    virtual: "Virtual card",
  },
  cardNumber: "Card number",
  endingIn: "ending in",
  expires: "Expires",
  status: "Status",
  cardStatus: {
    active: "Active",
    inactive: "Not activated yet",
    locked: "Locked",
    frozen: "Frozen by your organization",
    closed: "Closed by your organization",
  },
};
