import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverTexts } from "~/platform/texts.server";
import { TextsProvider } from "~/ui/i18n";
import { RestartScreen } from "./RestartScreen";

async function render(lng: "mn" | "en") {
  return renderToStaticMarkup(
    <TextsProvider initial={serverTexts(lng)}>
      <RestartScreen />
    </TextsProvider>,
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
