import type { StatusTable } from "~/kernel/result";
import type { PlayRefusal } from "./domain/games";

/** The games' codes (full i18n keys) and the HTTP status of each (decision 032). */
export type SpinError = PlayRefusal | "games:errors.notFound" | "games:errors.noPrize";
export type StaffGameError = "games:errors.notFound" | "games:errors.slugTaken" | "games:errors.wheelNotFound" | "games:errors.capBelowGiven" | "games:errors.kindChanged";
export type RouletteError = "games:errors.contactTaken" | "games:errors.noParticipants" | "games:errors.userNotFound";

export const GAMES_STATUS: StatusTable<SpinError | StaffGameError | RouletteError> = {
  "games:errors.signInRequired": 401,
  "games:errors.notRunning": 409,
  "games:errors.orderRequired": 403,
  "games:errors.alreadyPlayedToday": 409,
  "games:errors.alreadyPlayedCampaign": 409,
  "games:errors.notFound": 404,
  "games:errors.noPrize": 409,
  "games:errors.slugTaken": 409,
  "games:errors.wheelNotFound": 400,
  "games:errors.capBelowGiven": 409,
  "games:errors.kindChanged": 409,
  "games:errors.contactTaken": 409,
  "games:errors.noParticipants": 409,
  "games:errors.userNotFound": 404,
};

/** The form field a staff refusal belongs to ("" = the whole form). */
export const STAFF_GAME_ERROR_FIELD: Record<StaffGameError, string> = {
  "games:errors.notFound": "",
  "games:errors.slugTaken": "slug",
  "games:errors.wheelNotFound": "wheelSlug",
  "games:errors.capBelowGiven": "segments",
  "games:errors.kindChanged": "kind",
};
