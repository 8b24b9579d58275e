import { createCookie, redirect } from "@remix-run/node";
import { secureCookies } from "~/config/env.server";

/**
 * One-shot messages shown after a redirect (post/redirect/get). The cookie carries a
 * translation key and its values, never text, so the message appears in the page's language.
 */
export type ToastKind = "success" | "info" | "warning";

export interface Toast {
  kind: ToastKind;
  /** A key in the common namespace, or `ns:key`. */
  key: string;
  values?: Record<string, string | number>;
}

const toastCookie = createCookie("__toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: secureCookies(),
  maxAge: 60,
});

export function toastHeader(toast: Toast): Promise<string> {
  return toastCookie.serialize(toast);
}

export async function redirectWithToast(url: string, toast: Toast, init: { headers?: HeadersInit } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { headers });
}

function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const candidate = value as Record<string, unknown>;
  return (
    (candidate.kind === "success" || candidate.kind === "info" || candidate.kind === "warning") &&
    typeof candidate.key === "string" &&
    /^([a-z]+:)?[a-zA-Z0-9_.]+$/.test(candidate.key)
  );
}

/** The pending toast, and the Set-Cookie that clears it once shown. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("__toast=")) return { toast: null, clear: null };
  const value: unknown = await toastCookie.parse(cookieHeader);
  const clear = await toastCookie.serialize("", { maxAge: 0 });
  return { toast: isToast(value) ? value : null, clear };
}
