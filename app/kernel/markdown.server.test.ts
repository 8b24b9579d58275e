import { describe, expect, it } from "vitest";
import { markdownToText, readingMinutes, renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it.each([
    ["# Title\n\ntext", "<h2>Title</h2>\n<p>text</p>"],
    ["**bold** and *em*", "<p><strong>bold</strong> and <em>em</em></p>"],
    ["<script>alert(1)</script>hi", "hi"],
    ["<img src=x onerror=alert(1)>", ""],
    ["![cover](/media/articles/a.webp)", '<p><img src="/media/articles/a.webp" alt="cover" loading="lazy" /></p>'],
    ["![pixel](https://tracker.example/p.gif)", "<p></p>"],
    ["[x](javascript:alert(1))", "<p><a>x</a></p>"],
    ["[shop](/products)", '<p><a href="/products">shop</a></p>'],
    ["[out](https://example.org)", '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a></p>'],
    ['<a href="/x" onclick="steal()">y</a>', '<p><a href="/x">y</a></p>'],
    ["<iframe src=//evil></iframe>", ""],
  ])("%j", (markdown, html) => {
    expect(renderMarkdown(markdown).trim()).toBe(html);
  });
});

describe("markdownToText and readingMinutes", () => {
  it("drops markup and entities", () => {
    expect(markdownToText("# A & B\n\n*c* <b>d</b>")).toBe("A & B c d");
  });
  it.each([
    ["one two", 1],
    [Array.from({ length: 600 }, () => "үг").join(" "), 3],
  ])("%#", (markdown, minutes) => {
    expect(readingMinutes(markdown)).toBe(minutes);
  });
});
