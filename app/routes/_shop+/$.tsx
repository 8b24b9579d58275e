import { data } from "@remix-run/node";
import { NotFound } from "~/ui/layout/NotFound";
import { useLocation } from "@remix-run/react";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

/** Every unknown address: a translated not-found page with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function CatchAll() {
  const location = useLocation();
  return <NotFound path={location.pathname} />;
}

export { RouteErrorBoundary as ErrorBoundary };
