import { flatRoutes } from "remix-flat-routes";

/** @type {import('@remix-run/dev').AppConfig} */
// REMIX_BUILD_DIR puts a build elsewhere (two test runs on one machine must not replace each
// other's assets while a server is using them); the default is build/ and public/build/.
const buildDir = process.env.REMIX_BUILD_DIR;

export default {
  ...(buildDir ? { serverBuildPath: `${buildDir}/index.js`, assetsBuildDirectory: `${buildDir}/public/build` } : {}),
  // Routes live in one folder per audience (app/routes/_shop+/, _account+/, ...): remix-flat-routes
  // reads the "+" folders as part of each file's name (docs/decisions/030-house-layout.md).
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) => flatRoutes("routes", defineRoutes, { ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"] }),
  serverModuleFormat: "esm",
  serverDependenciesToBundle: ["remix-i18next", /^remix-i18next\/.*/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
