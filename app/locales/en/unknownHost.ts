export default {
  title: "Unknown address",
  heading: "This address is not set up",
  body: "No organization uses this web address. Check the link you followed, or contact the organization that sent it to you.",
};
