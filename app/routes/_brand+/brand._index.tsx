import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { micrositePath } from "~/modules/microsite";

/**
 * /brand: the microsite in the shop's language (mn or en, both microsite languages); each
 * language has its own address from here on (docs/decisions/052-brand-microsite.md).
 */
export function loader({ context }: LoaderFunctionArgs) {
  return redirect(micrositePath(context.locale), { headers: { "Cache-Control": "private, no-cache" } });
}
