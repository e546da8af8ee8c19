// How a GraphView reports what went wrong (Public/js/graph/failure-log.js) and loads what its first
// gesture does not need (Public/js/graph/lazy-feature.js): each distinct failure once per source,
// capped, named by the graph; a feature that cannot load is reported once, the caller gets null and
// the next use tries again.
// Run: node --test Tests/JS/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FailureLog, describeError } from '../../Public/js/graph/failure-log.js';
import { LazyFeature } from '../../Public/js/graph/lazy-feature.js';

/** A graph element as the log reads it: its data-plot-id and id. */
const graph = (plotId, id = '') => ({ id, getAttribute: (name) => (name === 'data-plot-id' ? plotId : null) });

/** Runs `body` with console[level] recorded; returns what was logged, one array of arguments per call. */
async function logged(level, body) {
  const original = console[level];
  const calls = [];
  console[level] = (...args) => calls.push(args);
  try {
    await body();
  } finally {
    console[level] = original;
  }
  return calls;
}

test('a failure is reported once per source, named by the graph, with what was thrown', async () => {
  const error = new Error('sensor offline');
  const calls = await logged('error', () => {
    const log = new FailureLog(graph('flaky'));
    for (let frame = 0; frame < 3; frame += 1) log.report('curve 0', `no curve drawn, the data source failed: ${describeError(error)}`, error);
    log.report('curve 1', 'curve 1 not drawn, its data source failed: Error: sensor offline', error);
  });
  assert.deepEqual(calls, [
    ['GraphView "flaky": no curve drawn, the data source failed: Error: sensor offline', error],
    ['GraphView "flaky": curve 1 not drawn, its data source failed: Error: sensor offline', error],
  ]);
});

test('a graph without a plot id is named by its id, or not at all; a report without an error logs the message alone', async () => {
  const calls = await logged('error', () => {
    new FailureLog(graph(null, 'mine')).report('provider', 'the provider failed');
    new FailureLog(graph(null)).report('provider', 'the provider failed');
  });
  assert.deepEqual(calls, [['GraphView "mine": the provider failed'], ['GraphView: the provider failed']]);
});

test('a source that keeps failing differently is reported 20 times at most, the last saying so', async () => {
  const calls = await logged('error', () => {
    const log = new FailureLog(graph('noisy'), { whose: 'this data source' });
    for (let x = 0; x < 50; x += 1) log.report('curve 0', `failed at x = ${x}`);
    log.report('curve 1', 'failed at x = 0');
  });
  assert.equal(calls.length, 21);
  assert.equal(calls[19][0], 'GraphView "noisy": failed at x = 19 (further failures of this data source are not reported)');
  assert.equal(calls[20][0], 'GraphView "noisy": failed at x = 0');
});

test('forgetting starts afresh: a new figure or provider reports its failures again', async () => {
  const calls = await logged('error', () => {
    const log = new FailureLog(graph('g'));
    log.report('curve 0', 'broken');
    log.forget();
    log.report('curve 0', 'broken');
  });
  assert.equal(calls.length, 2);
});

test('a feature loads once, and every use gets the same module', async () => {
  let imports = 0;
  const module = { Tracer: class {} };
  const feature = new LazyFeature('the trace', async () => { imports += 1; return module; }, new FailureLog(graph('g'), { level: 'warn' }));
  assert.equal(feature.module, null);
  assert.equal(feature.settled, false);
  const [first, second] = await Promise.all([feature.load(), feature.load()]);
  assert.equal(first, module);
  assert.equal(second, module);
  assert.equal(await feature.load(), module);
  assert.equal(imports, 1);
  assert.equal(feature.module, module);
  assert.equal(feature.settled, true);
});

test('a feature that cannot load is reported once, its users get null, and the next use tries again', async () => {
  let attempts = 0;
  const loaded = { areaOutline: () => [] };
  const feature = new LazyFeature('the area outlines', async () => {
    attempts += 1;
    if (attempts <= 2) throw new TypeError('Failed to fetch dynamically imported module');
    return loaded;
  }, new FailureLog(graph('bell'), { level: 'warn' }));
  const warnings = await logged('warn', async () => {
    assert.equal(await feature.load(), null);
    // Settled: what waited for it (the take-over) goes on without it.
    assert.equal(feature.settled, true);
    assert.equal(feature.module, null);
    assert.equal(await feature.load(), null);
    assert.equal(await feature.load(), loaded);
  });
  assert.equal(attempts, 3);
  assert.deepEqual(warnings, [['GraphView "bell": the area outlines could not load: Failed to fetch dynamically imported module']]);
  assert.equal(feature.module, loaded);
});
