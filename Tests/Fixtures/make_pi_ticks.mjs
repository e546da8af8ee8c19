// Writes pi-ticks.json: π ticks (Public/js/graph/ticks.js, kind 'pi') over ranges chosen to reach every
// step (π/12 … 256π) and both ways back to decimals: sin's −0.3 … 3.5 as a phone, a laptop and a wide screen
// space its labels (π at every size), and windows zoomed in to one multiple of π/12 or none (decimal). The output was read by hand (labels in lowest terms,
// the minus, the steps); PiTicksTests.swift then holds Ticks.swift to it. Run only when the ticks change
// on purpose: node Tests/Fixtures/make_pi_ticks.mjs > Tests/Fixtures/pi-ticks.json
import { ticks, ticksLabel } from '../../Public/js/graph/ticks.js';

const ranges = [
  [-6.5, 6.5, 1.2], [-6.5, 6.5, 0.8], [-2, 2, 0.7], [-1, 1, 0.3], [-1, 1, 0.2],
  [0, 6.3, 1.6], [-20, 20, 3.5], [-100, 100, 14], [-1000, 1000, 150],
  [3, 3.3, 0.01], [0, 3.2, 0.5], [-3.2, 0.1, 0.75], [1e7, 1e7 + 100, 10], [-13, -0.5, 1.5], [-1e9, 1e9, 1e8],
  [-0.3, 3.5, 0.64], [-0.3, 3.5, 0.25], [-0.3, 3.5, 0.05], [0.2, 0.6, 0.01], [0.1, 0.5, 0.1], [3.1, 3.2, 0.02],
];
const cases = ranges.map(([low, high, minimumSpacing]) => {
  const t = ticks(low, high, minimumSpacing, 'pi');
  return { low, high, minimumSpacing, step: t.step, values: t.values, labels: t.values.map((v) => ticksLabel(t, v)) };
});
const about = 'Ticks with kind pi (Ticks.swift, Public/js/graph/ticks.js): each low … high with a minimum spacing in data units, '
  + 'the step and the values and labels both languages give. Zoomed in past half of π/6 and beyond 1024π the ticks are decimal.';
console.log(JSON.stringify({ about, cases }, null, 1));
