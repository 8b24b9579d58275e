import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { SocialLinks } from "~/config/social";
import { serverTexts } from "~/platform/texts.server";
import { TextsProvider } from "~/ui/i18n";
import { SiteFooter } from "./SiteFooter";

async function render(social?: SocialLinks) {
  return renderToStaticMarkup(
    <TextsProvider initial={serverTexts("mn")}>
      <MemoryRouter>
        <SiteFooter social={social} />
      </MemoryRouter>
    </TextsProvider>,
  );
}

const hrefs = (html: string) => [...html.matchAll(/href="(https:[^"]+)"/g)].map((m) => m[1]);

describe("SiteFooter's social links", () => {
  it("link the shop's own pages from the configuration, in a new tab", async () => {
    const html = await render();
    expect(hrefs(html)).toEqual(["https://www.facebook.com/kharsuvd", "https://www.instagram.com/kharsuvd"]);
    expect(html).toContain('target="_blank"');
    expect(html).toContain("Биднийг дагаарай");
  });

  it("leave out a network that is not configured", async () => {
    expect(hrefs(await render({ facebook: null, instagram: "https://www.instagram.com/kharsuvd" }))).toEqual(["https://www.instagram.com/kharsuvd"]);
  });

  it("never link a network's bare home page", async () => {
    expect(hrefs(await render({ facebook: "https://www.facebook.com/", instagram: "https://www.instagram.com/kharsuvd" }))).toEqual([
      "https://www.instagram.com/kharsuvd",
    ]);
  });

  it("drop the whole 'follow us' block when nothing is configured", async () => {
    const html = await render({ facebook: null, instagram: null });
    expect(hrefs(html)).toEqual([]);
    expect(html).not.toContain("Биднийг дагаарай");
  });
});

describe("SiteFooter's information and newsletter", () => {
  it("links every information page, the contact page and the content lists", async () => {
    const html = await render();
    const links = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]);
    for (const path of ["/pages/about", "/pages/delivery", "/pages/returns", "/pages/payment", "/pages/help", "/pages/terms", "/pages/privacy", "/contact", "/brands", "/vendors", "/lookbooks", "/articles", "/news"]) {
      expect(links).toContain(path);
    }
  });

  it("shows the shop's phone and e-mail from the configuration", async () => {
    const html = await render();
    expect(html).toContain('href="tel:+97677112026"');
    expect(html).toContain('href="mailto:info@kharsuvd.mn"');
  });

  it("has a sign-up form that posts to /newsletter without JavaScript, with a honeypot and the way back", async () => {
    const html = await render();
    expect(html).toMatch(/<form method="post" action="\/newsletter"/);
    expect(html).toContain('name="website"');
    expect(html).toContain('name="redirectTo" value="/"');
    expect(html).toContain('type="email" name="email"');
  });
});
