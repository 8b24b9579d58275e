import { useTranslation } from "~/ui/i18n";

const BOTTLE_SIZES = [
  { ml: 50, key: "miniature" },
  { ml: 200, key: "quarter" },
  { ml: 375, key: "half" },
  { ml: 500, key: "halfLitre" },
  { ml: 750, key: "standard" },
  { ml: 1000, key: "litre" },
  { ml: 1500, key: "magnum" },
] as const;

const CLOTHING_SIZES = [
  { size: "S", chest: "88–96", length: "68" },
  { size: "M", chest: "96–104", length: "71" },
  { size: "L", chest: "104–112", length: "74" },
  { size: "XL", chest: "112–120", length: "77" },
] as const;

/** The sizing guide, folded away in a <details> so it needs no script. */
export function SizingGuide({ kind }: { kind: "bottle" | "clothing" }) {
  const { t } = useTranslation();
  return (
    <details className="sizing-guide">
      <summary>{t("sizing.title")}</summary>
      {kind === "bottle" ? (
        <table>
          <caption>{t("sizing.bottleCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("sizing.volume")}</th>
              <th scope="col">{t("sizing.name")}</th>
              <th scope="col">{t("sizing.servings")}</th>
            </tr>
          </thead>
          <tbody>
            {BOTTLE_SIZES.map((row) => (
              <tr key={row.ml}>
                <td>{row.ml} ml</td>
                <td>{t(`sizing.bottle.${row.key}`)}</td>
                <td>{Math.round(row.ml / 50)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <table>
          <caption>{t("sizing.clothingCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("sizing.size")}</th>
              <th scope="col">{t("sizing.chest")}</th>
              <th scope="col">{t("sizing.length")}</th>
            </tr>
          </thead>
          <tbody>
            {CLOTHING_SIZES.map((row) => (
              <tr key={row.size}>
                <td>{row.size}</td>
                <td>{row.chest}</td>
                <td>{row.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="facet-hint">{kind === "bottle" ? t("sizing.servingNote") : t("sizing.clothingNote")}</p>
    </details>
  );
}
