export { seoMeta, localizedUrl, absoluteUrl, type PageSeo } from "./seo-meta";
export { JsonLd } from "./JsonLd";
