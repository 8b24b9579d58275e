import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getCurrentUser } from "~/platform/guards.server";
import { beginSocialLogin } from "~/web/social-login.server";
import { findSocialProvider } from "~/modules/auth/index.server";

import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { readFormData } from "~/platform/form-body.server";
import { withTranslatedRefusals } from "~/platform/refusal-page.server";

/**
 * POST /auth/:provider starts a social sign-in. POST only (and same-site only) so that no
 * link or image on another site can start a flow in someone's browser.
 */
async function postAction({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const provider = findSocialProvider(params.provider);
  if (!provider) throw new Response("Not found", { status: 404 });
  const form = await readFormData(request);
  const redirectTo = safeRedirectPath(form.get("redirectTo"), "") || null;
  const user = await getCurrentUser(request, context);
  const started = await beginSocialLogin(request, provider, { redirectTo, userId: user?.id ?? null });
  if (!started.ok) {
    const back = redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";
    return redirectWithToast(back, { kind: "warning", key: "social:errors.noAnswer", values: { provider: provider.label } });
  }
  const headers = new Headers();
  for (const cookie of started.setCookies) headers.append("Set-Cookie", cookie);
  return redirect(started.location, { headers });
}

/** A typed or bookmarked GET goes to the sign-in page, where the buttons are. */
export function loader() {
  return redirect("/login");
}

// A browser posting a bad form here gets a translated page (this route has none of its own).
export const action = withTranslatedRefusals(postAction);
