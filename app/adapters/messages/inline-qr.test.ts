import { describe, expect, it } from "vitest";
import { qrImageSrc, qrInlineImages, qrTextsIn } from "./inline-qr";

describe("QR codes named in an e-mail's HTML", () => {
  it.each([
    ["a ticket code", "7K2QD-M4XPA-9RT3V-HB6NC"],
    ["Cyrillic and spaces", "Хар Сувд 25"],
    ["a link", "https://shop.test/account/tickets?x=1&y=<2>"],
  ])("round-trips %s through its cid: source", (_, text) => {
    const html = `<p><img src="${qrImageSrc(text)}" alt=""></p>`;
    expect(qrImageSrc(text)).toMatch(/^cid:qr\.[0-9a-f]+@qr\.khar-suvd\.mn$/);
    expect(qrTextsIn(html)).toEqual([text]);
  });

  it("lists each text once, in order, and ignores other cid: images", () => {
    const html = [qrImageSrc("B"), qrImageSrc("A"), qrImageSrc("B"), "cid:logo@shop.test", "cid:qr.zz@qr.khar-suvd.mn"].map((src) => `<img src="${src}">`).join("");
    expect(qrTextsIn(html)).toEqual(["B", "A"]);
  });

  it("draws one inline PNG per text, named by the cid the HTML uses", async () => {
    const html = `<img src="${qrImageSrc("ONE")}"><img src="${qrImageSrc("TWO")}">`;
    const images = await qrInlineImages(html);
    expect(images.map((i) => `cid:${i.cid}`)).toEqual([qrImageSrc("ONE"), qrImageSrc("TWO")]);
    for (const image of images) {
      expect(image.contentType).toBe("image/png");
      expect(image.contentDisposition).toBe("inline");
      expect(image.content.subarray(1, 4).toString("latin1")).toBe("PNG");
    }
  });

  it("adds nothing to HTML without QR images", async () => {
    expect(await qrInlineImages("<p>Your code is 123456</p>")).toEqual([]);
  });
});
