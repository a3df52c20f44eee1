export default {
  title: "Autoloads",
  heading: "Autoloads",
  timing: "Autoloads load each of their cards at 3 A.M. New York time on every run day.",
  empty: "No autoloads yet.",
  name: "Name",
  frequency: "Frequency",
  amount: "Amount per card",
  members: "Cards",
  nextRun: "Next load (New York time)",
  noNextRun: "None",
  status: "Status",
  frequencies: {
    daily: "Daily",
    weekly: "Weekly",
    monthly: "Monthly",
    last_of_month: "Last day of each month",
  },
  statuses: {
    active: "Active",
    cancelled: "Cancelled",
    completed: "Completed",
  },
};
