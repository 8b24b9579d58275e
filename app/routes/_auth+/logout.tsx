import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { detachCartCookie } from "~/web/cart-cookie.server";
import { sessionFor } from "~/platform/guards.server";

import { endSession } from "~/platform/session.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { readFormData } from "~/platform/form-body.server";
import { redirectWithToast } from "~/platform/toast.server";
import { withTranslatedRefusals } from "~/platform/refusal-page.server";

/** Logout revokes the session row, detaches the cart from the browser and says 'Logged Out' (storefront-spec.md §4). */
async function postAction({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  // No field is read, but only a form post is one: anything else is refused and changes nothing.
  await readFormData(request);
  const lookup = await sessionFor(request, context);
  const sessionId = lookup.status === "active" ? lookup.session.id : null;
  const headers = new Headers();
  headers.append("Set-Cookie", await endSession(context.db, sessionId, "logout", context.now));
  headers.append("Set-Cookie", await detachCartCookie());
  return redirectWithToast("/", { kind: "info", key: "auth:toast.loggedOut" }, { headers });
}

export function loader() {
  return redirect("/");
}

// A browser posting a bad form here gets a translated page (this route has none of its own).
export const action = withTranslatedRefusals(postAction);
