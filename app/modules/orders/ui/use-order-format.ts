/** Status badges share three colours: waiting on someone, moving on, and ended. */
export function statusTone(state: string): "waiting" | "active" | "done" | "ended" {
  if (["payment_pending", "awaiting_bank_transfer", "payment_failed", "overdue", "pending"].includes(state)) return "waiting";
  if (["delivered", "completed"].includes(state)) return "done";
  if (["canceled", "expired", "returned"].includes(state)) return "ended";
  return "active";
}
