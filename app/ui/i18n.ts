// The one door components use for their texts: the shop's own small translator and React
// context, the same on the server and in the browser (docs/decisions/038-texts-in-the-browser.md).
export { useTranslation, useSyncLanguage, TextsScript, TextsProvider, type TextsBundle, type LoadTexts } from "./i18n/texts";
export { fetchTexts, pageTexts, textsPath } from "./i18n/fetch-texts";
