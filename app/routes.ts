import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table, in the order of the spec's table (section 2). Screens that are not built yet are
 * absent: their paths fall through to the not-found page.
 */
export default [
  // Public
  index("routes/public/home.tsx"),
  route("about", "routes/public/about.tsx"),

  // Any other path
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
