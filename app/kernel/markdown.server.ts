import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Markdown written by staff and authors (articles, news, the shop's pages) as HTML that is safe
 * to put into a page: marked renders, sanitize-html keeps only the tags and attributes below
 * (docs/decisions/045-content-markdown.md). Rendering happens when the text is saved, so pages
 * read stored HTML; the same function re-renders it when the rules change.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const allowedTags = [
  "h2", "h3", "h4", "p", "br", "hr", "blockquote", "ul", "ol", "li", "strong", "em", "del", "code", "pre",
  "a", "img", "figure", "figcaption", "table", "thead", "tbody", "tr", "th", "td",
];

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  // Images only from the shop itself (no tracking pixels, no mixed content): a path on this site.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    // A heading of level 1 is the page's title; the body starts at level 2.
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      // Other sites open in a new tab (storefront-spec.md §2 Links); the shop's own links stay in the app.
      return external
        ? { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } }
        : { tagName, attribs: { href, ...(attribs.title ? { title: attribs.title } : {}) } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !(frame.attribs.src ?? "").startsWith("/"),
};

/** Markdown as sanitised HTML. Raw HTML inside the markdown passes through the same sanitiser. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, sanitizeOptions);
}

/** Plain text of markdown, for summaries, descriptions and reading time. */
export function markdownToText(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Minutes to read at about 200 words a minute (Mongolian and English alike), at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdownToText(markdown).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
