import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * What each vitest project cost in one `npm test` run (unit, sqlite, postgres run side by side on
 * two workers): its files, its tests, the worker time its files took (prepare, import and tests)
 * and when its first file started and its last ended, in seconds from the run's start. vitest's
 * JSON report names no project, so run-all.mjs reads this file (VITEST_PROJECTS_JSON) for its
 * phase table.
 */
export interface ProjectCost {
  project: string;
  files: number;
  tests: number;
  workerSeconds: number;
  firstStart: number;
  lastEnd: number;
}

export default class ProjectsReporter implements Reporter {
  private readonly runStarted = Date.now();
  private readonly started = new Map<string, number>();
  private readonly costs = new Map<string, ProjectCost>();

  onTestModuleStart(module: TestModule) {
    this.started.set(module.id, (Date.now() - this.runStarted) / 1000);
  }

  onTestModuleEnd(module: TestModule) {
    const project = module.project.name || "default";
    const now = (Date.now() - this.runStarted) / 1000;
    const start = this.started.get(module.id) ?? now;
    const cost = this.costs.get(project) ?? { project, files: 0, tests: 0, workerSeconds: 0, firstStart: start, lastEnd: now };
    const diagnostic = module.diagnostic();
    cost.files += 1;
    cost.tests += [...module.children.allTests()].length;
    cost.workerSeconds += (diagnostic.prepareDuration + diagnostic.collectDuration + diagnostic.duration) / 1000;
    cost.firstStart = Math.min(cost.firstStart, start);
    cost.lastEnd = Math.max(cost.lastEnd, now);
    this.costs.set(project, cost);
  }

  onTestRunEnd() {
    const file = process.env.VITEST_PROJECTS_JSON;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify([...this.costs.values()], null, 2));
  }
}
