export default {
  label: "Language",
  submit: "Change language",
};
