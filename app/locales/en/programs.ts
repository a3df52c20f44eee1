export default {
  title: "Programs",
  heading: "Programs",
  empty: "There are no programs yet.",
  name: "Program",
  productType: "Pays with",
  type: {
    cards: "Cards",
    bank_transfers: "Bank transfers",
    on_demand_cards: "On-demand cards",
  },
};
