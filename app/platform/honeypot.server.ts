/**
 * Public forms carry a field people never see or fill (hidden by CSS, skipped by keyboard and
 * screen readers). Bots that fill every field are refused without touching anything.
 */
export const HONEYPOT_FIELD = "website";

export function assertNotBot(formData: FormData): void {
  const value = formData.get(HONEYPOT_FIELD);
  if (typeof value === "string" && value.trim() !== "") {
    throw new Response("Form rejected", { status: 400 });
  }
}
