import { z } from "zod";
import { supportedLngs } from "~/i18n";

/** The language switch form in the header. */
export const LocaleFormSchema = z.object({
  lng: z.enum(supportedLngs, { message: "errors.unsupportedLanguage" }),
  redirectTo: z.string().max(2048).optional(),
});
