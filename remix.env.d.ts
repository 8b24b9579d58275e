/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />
import "@remix-run/node";
import type { ShopContext } from "~/platform/context.server";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
  /** Built once per request by server.mjs (getLoadContext → app/platform/context.server.ts). */
  interface AppLoadContext extends ShopContext {}
}
