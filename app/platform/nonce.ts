import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce, provided by entry.server.tsx for the inline
 * scripts the document renders. In the browser there is none (scripts rendered after
 * hydration are our own bundles), so it is undefined there.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
