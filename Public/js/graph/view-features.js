// The features every GraphView has, attached through its hooks (view-hooks.js) in this order: the view
// remembered per data-plot-id (memory/), what the view says of itself (notices/), the points of interest
// (poi/), where the labels go (labels/), with the `trace` gesture the trace (trace/) and the figure's
// draggable points (handle-feature.js), listening (listen/), and what is in view (visible-stats.js). The
// points of interest, the trace, the handles, listening and what is in view add members to the view for
// scripts (docs/hooks.md#elementgraphview); without the trace gesture the trace's members say so.

import { ViewMemory } from '../memory/view-memory.js';
import { ViewNotices } from '../notices/view-notices.js';
import { PoiScheduler } from '../poi/poi-scheduler.js';
import { LabelScheduler } from '../labels/live-labels.js';
import { TraceFeature } from '../trace/trace-feature.js';
import { ListenFeature } from '../listen/listen-feature.js';
import { VisibleStats } from './visible-stats.js';
import { HandleFeature } from './handle-feature.js';

/**
 * Attaches the view's features.
 * @param {import('./view-hooks.js').ViewFeatures} features
 * @param {import('./view-hooks.js').ViewHost} host its `dots` is set here, to the points of interest's
 * @param {{trace?: boolean}} gestures
 * @param {string} storageVersion stored views of other versions are ignored
 */
export function attachFeatures(features, host, gestures, storageVersion) {
  features.attach(new ViewMemory(host, host.element.getAttribute('data-plot-id'), storageVersion));
  features.attach(new ViewNotices(host));
  const pointsOfInterest = features.attach(new PoiScheduler(host));
  host.dots = () => pointsOfInterest.dots;
  features.attach(new LabelScheduler(host, () => features.call('labelsPlaced')));
  features.attach(gestures.trace ? new TraceFeature(host) : WITHOUT_TRACE);
  // After the trace: a pointer that goes down on a handle drags it, even where the trace's marker lies.
  if (gestures.trace) features.attach(new HandleFeature(host));
  features.attach(new ListenFeature(host));
  features.attach(new VisibleStats(host));
}

/** The trace's members on a view without the trace gesture: nothing is traced, and traceAt says why. */
const WITHOUT_TRACE = Object.freeze({
  members: {
    trace: { get: () => null },
    traceAt: { value() { throw new Error('GraphView.traceAt needs the trace gesture (gestures: { trace: true })'); } },
    tapAt: { value() {} },
    endTrace: { value() {} },
  },
});
