import type { User } from "~/db/schema";
import { formatPhone } from "~/kernel/identifiers";

/** What the header and the account menu show of the signed-in user (no secrets, no hashes). */
export interface AccountSummary {
  id: number;
  displayName: string;
  contact: string;
  role: User["role"];
  avatarUrl: string | null;
}

export function accountSummary(user: User): AccountSummary {
  const contact = user.email ?? (user.phone ? formatPhone(user.phone) : "");
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return {
    id: user.id,
    displayName: user.name || fullName || contact,
    contact,
    role: user.role,
    avatarUrl: user.avatar_file ? `/media/avatars/${user.avatar_file}` : null,
  };
}
