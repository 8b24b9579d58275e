/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
  /** Given by server.mjs to every loader and action. */
  interface AppLoadContext {
    /** The client's address (from X-Forwarded-For only when TRUST_PROXY says a proxy writes it). */
    clientIp?: string;
  }
}
