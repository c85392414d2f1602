// Prints the mutation score of each core module (core/<module>) from the report of the last `npm run mutate`
// (reports/mutation/mutation.json), and writes the table between the markers in the README with --readme.
// Score = detected (killed or timed out) / (detected + survived + not covered), as Stryker counts it; ignored
// mutants and mutants that do not compile are left out. Exits non-zero when a module is below --break (default 80).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const reportPath = resolve(root, option('--report', 'reports/mutation/mutation.json'));
const threshold = Number(option('--break', '80'));

const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const modules = new Map();
const total = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0 };
const key = { Killed: 'killed', Timeout: 'timeout', Survived: 'survived', NoCoverage: 'noCoverage', Ignored: 'ignored' };
for (const [file, { mutants }] of Object.entries(report.files)) {
  const name = file.replace(/\\/g, '/').split('/').slice(0, 2).join('/');
  const counts = modules.get(name) ?? { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0 };
  modules.set(name, counts);
  for (const mutant of mutants) {
    const k = key[mutant.status];
    if (!k) continue;
    counts[k] += 1;
    total[k] += 1;
  }
}
const score = (c) => {
  const detected = c.killed + c.timeout;
  const valid = detected + c.survived + c.noCoverage;
  return valid === 0 ? 100 : (100 * detected) / valid;
};
const rows = [...modules.entries()].sort(([a], [b]) => a.localeCompare(b));
const lines = [
  '| module | score | killed | timed out | survived | no coverage | ignored |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(([name, c]) => `| ${name} | ${score(c).toFixed(1)}% | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.ignored} |`),
  `| **core** | **${score(total).toFixed(1)}%** | ${total.killed} | ${total.timeout} | ${total.survived} | ${total.noCoverage} | ${total.ignored} |`,
];
console.log(`\nMutation score per module (break threshold ${threshold}%):\n`);
console.log(lines.join('\n'));

if (args.includes('--readme')) {
  const readme = resolve(root, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- mutation-scores:start -->';
  const end = '<!-- mutation-scores:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block`);
  writeFileSync(readme, `${text.slice(0, from + start.length)}\n${lines.join('\n')}\n${text.slice(to)}`);
  console.log('\nREADME.md updated.');
}

const low = rows.filter(([, c]) => score(c) < threshold);
if (low.length > 0) {
  console.error(`\nBelow ${threshold}%: ${low.map(([name, c]) => `${name} (${score(c).toFixed(1)}%)`).join(', ')}`);
  process.exit(1);
}
