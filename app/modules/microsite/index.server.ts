// The microsite's server door.
export { brandTexts, micrositeResources } from "./texts.server";
export { judgeAgeGateAnswer } from "./age-gate.server";
export * from "./content-door.server";
export * from "./events-door.server";
