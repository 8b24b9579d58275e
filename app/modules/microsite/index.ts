// The microsite's door for components and routes (docs/decisions/052-brand-microsite.md).
export * from "./locales";
export { BRAND_NAMESPACES, brandTranslator, type BrandNamespace, type BrandTexts, type BrandTranslator } from "./texts";
export { AgeGateSchema, type AgeGateInput } from "./forms";
export { micrositeMeta, type MicrositeSeo } from "./seo";
export { useBrandTexts, type WithBrandTexts } from "./ui/use-brand-texts";
export { MicrositeFrame } from "./ui/MicrositeFrame";
export { AgeGateForm } from "./ui/AgeGateForm";
export { MicrositeErrorBoundary } from "./ui/MicrositeErrorBoundary";
export * from "./content-door";
export * from "./events-door";
