// The one door components use for their texts (issue 15 replaces what stands behind it).
export { useTranslation } from "react-i18next";
