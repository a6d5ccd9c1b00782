/**
 * `npm run e2e:durations`: the table of spec durations in docs/testing.md,
 * from the last `npm run test:e2e`'s JSON report (test-reports/e2e.json), so
 * the slow specs are in sight. Writes between the table's markers; with
 * `--print` only prints it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPORT = path.resolve('test-reports/e2e.json');
const DOC = path.resolve('docs/testing.md');
const BEGIN = '<!-- e2e-durations:begin (npm run e2e:durations) -->';
const END = '<!-- e2e-durations:end -->';

interface Result {
  readonly duration: number;
  readonly status: string;
  readonly retry: number;
}
interface Spec {
  readonly title: string;
  readonly file: string;
  readonly tests: readonly { readonly results: readonly Result[] }[];
}
interface Suite {
  readonly file: string;
  readonly specs?: readonly Spec[];
  readonly suites?: readonly Suite[];
}
interface Report {
  readonly config: { readonly metadata?: unknown; readonly workers?: number };
  readonly suites: readonly Suite[];
  readonly stats: {
    readonly startTime: string;
    readonly duration: number;
    readonly expected: number;
    readonly unexpected: number;
    readonly flaky: number;
  };
}

interface SpecRow {
  readonly file: string;
  readonly tests: number;
  /** every test's time, retries included, in ms */
  readonly total: number;
  readonly slowest: { readonly title: string; readonly ms: number };
}

function specsOf(suite: Suite): Spec[] {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

/** One row per spec file, slowest first. */
function specRows(report: Pick<Report, 'suites'>): SpecRow[] {
  const rows = new Map<string, { tests: number; total: number; slowest: { title: string; ms: number } }>();
  for (const spec of report.suites.flatMap(specsOf)) {
    const row = rows.get(spec.file) ?? { tests: 0, total: 0, slowest: { title: '', ms: -1 } };
    for (const test of spec.tests) {
      const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
      row.tests += 1;
      row.total += ms;
      if (ms > row.slowest.ms) row.slowest = { title: spec.title, ms };
    }
    rows.set(spec.file, row);
  }
  return [...rows.entries()].map(([file, row]) => ({ file, ...row })).sort((a, b) => b.total - a.total);
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function durationTable(report: Report, workers: number): string {
  const rows = specRows(report);
  const tests = rows.reduce((n, r) => n + r.tests, 0);
  const total = rows.reduce((n, r) => n + r.total, 0);
  const lines = [
    `Last run: ${report.stats.startTime.slice(0, 10)}, ${tests} tests on ${workers} worker(s), ` +
      `${(report.stats.duration / 60_000).toFixed(1)} min wall clock (servers' start included), ` +
      `${(total / 60_000).toFixed(1)} min of test time; ${report.stats.unexpected} failed, ${report.stats.flaky} flaky.`,
    '',
    '| spec | tests | seconds | share | slowest test (s) |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.file} | ${r.tests} | ${seconds(r.total)} | ${((100 * r.total) / total).toFixed(0)}% | ` +
        `${cell(r.slowest.title.slice(0, 90))} (${seconds(r.slowest.ms)}) |`,
    ),
  ];
  return lines.join('\n');
}

function main(): void {
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
  const workers = report.config.workers ?? 1;
  const table = durationTable(report, workers);
  if (process.argv.includes('--print')) {
    console.log(table);
    return;
  }
  const doc = readFileSync(DOC, 'utf8');
  const from = doc.indexOf(BEGIN);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${DOC} has no ${BEGIN} … ${END} markers`);
  writeFileSync(DOC, `${doc.slice(0, from + BEGIN.length)}\n\n${table}\n\n${doc.slice(to)}`);
  console.log(`docs/testing.md: the durations of ${specRows(report).length} specs`);
}

main();
