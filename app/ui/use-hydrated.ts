import { useEffect, useState } from "react";

/**
 * False on the server and in the first render in the browser, true once JavaScript runs: a
 * component shows its plain HTML form first and enhances it after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
