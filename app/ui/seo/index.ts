export { seoMeta, localizedUrl, absoluteUrl, type PageSeo } from "./seo-meta";
export { JsonLd } from "./JsonLd";
// The schema.org builders run in loaders (app/web/structured-data.server.ts): pages get finished
// JSON-LD, so the builders never ship to the browser (the JavaScript budget, decision 040).
