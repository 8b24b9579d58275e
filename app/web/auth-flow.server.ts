import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { secureCookies, sessionSecrets } from "~/config/env.server";

/**
 * Where a code flow stands between its two pages (the address a code went to, what for, and
 * where to go afterwards). Signed, short-lived and httpOnly; the code itself is never in it.
 */
const flowCookie = createCookie("__auth_flow", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: secureCookies(),
  secrets: sessionSecrets(),
  maxAge: 15 * 60,
});

const FlowSchema = z.object({
  purpose: z.enum(["login", "password_reset", "confirm_email", "confirm_phone"]),
  kind: z.enum(["email", "phone"]),
  destination: z.string().min(3).max(254),
  redirectTo: z.string().max(2048).optional(),
});

export type AuthFlow = z.infer<typeof FlowSchema>;

export function saveAuthFlow(flow: AuthFlow): Promise<string> {
  return flowCookie.serialize(flow);
}

export async function readAuthFlow(request: Request, purpose: AuthFlow["purpose"] | AuthFlow["purpose"][]): Promise<AuthFlow | null> {
  const parsed = FlowSchema.safeParse(await flowCookie.parse(request.headers.get("Cookie")));
  if (!parsed.success) return null;
  const purposes = Array.isArray(purpose) ? purpose : [purpose];
  return purposes.includes(parsed.data.purpose) ? parsed.data : null;
}

export function clearAuthFlow(): Promise<string> {
  return flowCookie.serialize("", { maxAge: 0 });
}
