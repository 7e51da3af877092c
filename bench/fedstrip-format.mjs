// Figure of FEDSTRIP records (docs/product/fedstrip.md): formatting and validating 10,000 requisitions (pure functions of @advantage/contracts), under 100 ms
// in all. Each requisition is checked field by field, written as its 80-position record and parsed back.
// Needs the contracts built (`npm run build`). `COUNT=10000 RUNS=7`; the median run is printed.
import { formatRequisition, parseRequisition, requisitionProblems, UNITS_OF_ISSUE } from '../packages/contracts/dist/index.js';
import { print } from './lib.mjs';

const count = Number(process.env.COUNT ?? 10_000);
const runs = Number(process.env.RUNS ?? 7);
const units = Object.keys(UNITS_OF_ISSUE);
const signals = ['A', 'B', 'C', 'D', 'J', 'K', 'L', 'M'];
const requisitions = Array.from({ length: count }, (_, i) => {
  const signalCode = signals[i % signals.length];
  const free = signalCode === 'D' || signalCode === 'M';
  const nsn = i % 3 !== 0;
  return {
    documentIdentifier: nsn ? (i % 2 ? 'A0A' : 'A01') : 'A0D',
    routingIdentifier: 'GSA',
    mediaStatus: 'S',
    stockNumber: nsn ? `7510${String(i).padStart(9, '0')}` : `PART-${i}`,
    unitOfIssue: units[i % units.length],
    quantity: 1 + (i % 99_999),
    aac: 'M28542',
    ordinalDate: '6330',
    serial: String(i % 10_000).padStart(4, '0'),
    demandCode: i % 2 ? 'R' : 'N',
    supplementaryAddress: 'N00189',
    signalCode,
    fundCode: free ? '' : '21',
    distribution: 'V',
    projectCode: '',
    priority: String(1 + (i % 15)).padStart(2, '0'),
    requiredDelivery: '',
    adviceCode: i % 5 ? '' : '2L',
  };
});

function once() {
  const started = performance.now();
  let bad = 0;
  for (const r of requisitions) {
    if (requisitionProblems(r).length > 0) bad++;
    const parsed = parseRequisition(formatRequisition(r));
    if (!parsed.ok) bad++;
  }
  return { ms: performance.now() - started, bad };
}

// The first (cold) run includes compiling the functions; it is printed apart, then the steady state is measured.
const cold = once().ms;
once();
const times = [];
let bad = 0;
for (let i = 0; i < runs; i++) {
  const r = once();
  times.push(r.ms);
  bad += r.bad;
}
if (bad > 0) throw new Error(`${bad} requisitions were refused or did not parse back`);
times.sort((a, b) => a - b);
print(`Validate + format + parse ${count.toLocaleString('en-US')} requisitions, median of ${runs}`, times[Math.floor(runs / 2)].toFixed(1), 'ms', '< 100 ms');
print('  slowest run', times[runs - 1].toFixed(1), 'ms');
print('  first (cold) run', cold.toFixed(1), 'ms');
