import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import i18n, { resources } from "~/i18n";
import { RestartScreen } from "./RestartScreen";

async function render(lng: "mn" | "en") {
  const instance = createInstance();
  await instance.use(initReactI18next).init({ ...i18n, lng, resources });
  return renderToStaticMarkup(
    <I18nextProvider i18n={instance}>
      <RestartScreen />
    </I18nextProvider>,
  );
}

describe("RestartScreen (spec 2: crash fallback)", () => {
  it("tells the shopper the site was updated and offers a restart that reloads without JS", async () => {
    const html = await render("mn");
    expect(html).toContain("Сайт шинэчлэгдсэн байна");
    expect(html).toMatch(/<a class="button" href="">Дахин ачаалах<\/a>/);
  });

  it("speaks English too", async () => {
    expect(await render("en")).toContain("The site was updated");
  });
});
