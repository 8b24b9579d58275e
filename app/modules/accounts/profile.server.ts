import type { DB } from "~/db/client.server";
import { updateProfileFields } from "./queries/users.server";
import type { ProfileFormValue } from "./forms/profile-form";
import { ok, type Result } from "~/kernel/result";

/** Saves the personal information form. */
export async function updateProfile(db: DB, userId: number, input: ProfileFormValue, now: Date): Promise<Result<null, never>> {
  await updateProfileFields(
    db,
    userId,
    { name: input.name, firstName: input.firstName, lastName: input.lastName, gender: input.gender ?? null },
    now,
  );
  return ok(null);
}
