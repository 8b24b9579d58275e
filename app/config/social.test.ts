import { describe, expect, it } from "vitest";
import { configuredSocialLinks, type SocialLinks } from "./social";
import { siteConfig } from "./site";

describe("configuredSocialLinks", () => {
  it.each<[string, SocialLinks, { network: string; href: string }[]]>([
    [
      "both pages set",
      { facebook: "https://www.facebook.com/kharsuvd", instagram: "https://www.instagram.com/kharsuvd" },
      [
        { network: "facebook", href: "https://www.facebook.com/kharsuvd" },
        { network: "instagram", href: "https://www.instagram.com/kharsuvd" },
      ],
    ],
    ["one unset", { facebook: null, instagram: "https://www.instagram.com/kharsuvd/" }, [{ network: "instagram", href: "https://www.instagram.com/kharsuvd/" }]],
    ["blank", { facebook: "  ", instagram: "" }, []],
    ["the networks' bare home pages", { facebook: "https://www.facebook.com/", instagram: "https://www.instagram.com" }, []],
    ["not https", { facebook: "http://www.facebook.com/kharsuvd", instagram: "javascript:alert(1)" }, []],
    ["not an address", { facebook: "kharsuvd", instagram: "@kharsuvd" }, []],
  ])("%s", (_, links, expected) => {
    expect(configuredSocialLinks(links)).toEqual(expected);
  });

  it("the demo shop links its own pages, not the networks' home pages", () => {
    expect(configuredSocialLinks(siteConfig.social).map((l) => l.href)).toEqual([
      "https://www.facebook.com/kharsuvd",
      "https://www.instagram.com/kharsuvd",
    ]);
  });
});
