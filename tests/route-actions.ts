import { readFileSync } from "node:fs";
import type { TableRoute } from "./route-table";

const ACTION = /export (async )?function action\b|export const action\b/;

/** Whether a route's module exports an action (it takes posts), read from its source. */
export const hasAction = (route: Pick<TableRoute, "file">): boolean => ACTION.test(readFileSync(`app/${route.file}`, "utf8"));
