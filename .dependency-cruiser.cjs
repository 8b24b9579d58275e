// The house's boundaries (docs/architecture.md). `npm run lint` runs this check; a new arrow that
// breaks a rule fails `npm test`. Group references ($1) tie a rule to the module a file is in.
const MODULE_DOOR = "^app/modules/[^/]+/index(\\.server)?\\.tsx?$";
const TESTS = "(\\.test\\.tsx?$|^tests/|/testing/)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "module-through-its-index",
      comment: "Outside a module, reach it only through its index.ts (client-safe) or index.server.ts.",
      severity: "error",
      from: { path: "^(app|scripts|bench)/", pathNot: ["^app/modules/", TESTS] },
      to: { path: "^app/modules/[^/]+/", pathNot: MODULE_DOOR },
    },
    {
      name: "modules-meet-at-their-index",
      comment: "One module reaches another only through the other's index.",
      severity: "error",
      from: { path: "^app/modules/([^/]+)/", pathNot: TESTS },
      to: { path: "^app/modules/", pathNot: ["^app/modules/$1/", MODULE_DOOR] },
    },
    {
      name: "domain-is-pure",
      comment: "A module's domain/ holds pure rules: it imports only its own domain and the kernel.",
      severity: "error",
      from: { path: "^app/modules/([^/]+)/domain/", pathNot: TESTS },
      to: { pathNot: ["^app/modules/$1/domain/", "^app/kernel/"] },
    },
    {
      name: "kernel-stands-alone",
      comment: "The shared kernel (money, dates, clock, Result, text) depends on nothing of the shop.",
      severity: "error",
      // The one exception: the clock reads its setting (a moved demo clock) from the configuration.
      from: { path: "^app/kernel/", pathNot: TESTS },
      to: { path: "^app/", pathNot: ["^app/kernel/", "^app/config/env\\.server\\.ts$"] },
    },
    {
      name: "ui-never-imports-server-code",
      comment: "Components run in the browser: no *.server.ts, not even for a type.",
      severity: "error",
      from: { path: "(^app/ui/|^app/modules/[^/]+/ui/|\\.tsx$)", pathNot: ["^app/routes/", "^app/root\\.tsx$", "^app/entry\\.server\\.tsx$", TESTS] },
      to: { path: "\\.server\\.tsx?$" },
    },
    {
      name: "use-cases-are-not-web-code",
      comment: "Modules know nothing of requests, cookies or sessions: routes, app/web and the platform do.",
      severity: "error",
      from: { path: "^app/modules/", pathNot: TESTS },
      to: { path: "^(app/platform/|app/web/|app/routes/)" },
    },
    {
      name: "use-cases-do-not-use-remix",
      comment: "A module's rules and use cases run without Remix: no data(), redirect(), cookies. Its ui/ may use Link and Form.",
      severity: "error",
      from: { path: "^app/modules/", pathNot: ["^app/modules/[^/]+/ui/", TESTS] },
      to: { path: "^node_modules/@remix-run/" },
    },
    {
      name: "module-ui-is-browser-code",
      comment: "A module's components use @remix-run/react only, never the server runtime.",
      severity: "error",
      from: { path: "^app/modules/[^/]+/ui/", pathNot: TESTS },
      to: { path: "^node_modules/@remix-run/", pathNot: "^node_modules/@remix-run/react/" },
    },
    {
      name: "web-helpers-serve-routes",
      comment: "app/web holds route bodies shared by several routes: only routes (and root) use them.",
      severity: "error",
      from: { pathNot: ["^app/routes/", "^app/web/", "^app/root\\.tsx$", TESTS] },
      to: { path: "^app/web/" },
    },
    {
      name: "only-routes-import-routes",
      comment: "Nothing imports a route module (the loader benchmark calls them in process, as tests do).",
      severity: "error",
      from: { pathNot: ["^app/routes/", "^bench/", TESTS] },
      to: { path: "^app/routes/" },
    },
    {
      name: "database-client-only-in-db-and-queries",
      comment: "SQL lives in queries.server.ts (or queries/) and app/db/; others get a handle from the request context.",
      severity: "error",
      from: {
        path: "^app/",
        pathNot: ["(^|/)queries(\\.server\\.ts$|/)", "^app/db/", "^app/modules/search/fts5/", "^app/modules/search/postgres/", "^app/platform/context\\.server\\.ts$", TESTS],
      },
      to: { path: "(^app/db/client\\.server\\.ts$|^node_modules/(kysely|better-sqlite3|pg)/)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "lower-layers-do-not-reach-up",
      comment: "config, db and adapters sit under the modules; they never import a module, route or platform code.",
      severity: "error",
      from: { path: "^app/(config|db|adapters)/", pathNot: ["^app/db/seed/", "^app/adapters/payments/sandbox/ui/", TESTS] },
      to: { path: "^app/(modules|routes|platform|ui)/" },
    },
    {
      name: "no-circular",
      comment: "Two files that import each other (directly or around a loop) have no order to read them in.",
      severity: "error",
      from: { pathNot: TESTS },
      to: { circular: true, dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^build/|^public/build/)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
