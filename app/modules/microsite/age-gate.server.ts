import { siteConfig } from "~/config/site";
import { calendarDateIn } from "~/kernel/dates";
import { judgeBirthDate, type AgeVerdict, type BirthDateParts } from "./domain/age-gate";

/** The visitor's answer at the age gate, judged on the shop's calendar date (Ulaanbaatar) against 21 years. */
export function judgeAgeGateAnswer(parts: BirthDateParts, now: Date): AgeVerdict {
  return judgeBirthDate(parts, calendarDateIn(now, siteConfig.timeZone), siteConfig.ageGate.brandPages);
}
