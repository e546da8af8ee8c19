// The plot page's first script (docs/architecture.md#delivery): all a phone loads before its graph takes gestures. Until
// the live view is there, a drag, a pinch, the wheel, a double-tap or a key moves the build-time
// picture with a CSS transform (gestures.js: the same gestures, with the same feel, as the live
// view's), and the live view (plot-page.js and what it imports) loads when the reader first reaches
// for the graph: a pointer over it or down on it, focus, the wheel. It then takes over the picture
// where it was moved to and re-samples it; a tap or `t` made meanwhile is traced once it is there.
// A page that needs the live view to be used at all loads it at once: one with sliders (disabled
// until it is live), one whose graph has a remembered view (the build's picture is not what the
// reader left). A drawing shown at another size than it was drawn for (a desktop's wide column shows
// the 800 px drawing some 980 px wide, its labels and ticks scaled with it) is taken over once the
// page is idle on a screen with a mouse, so that the reader's first reach does not visibly redraw it;
// phones and tablets load nothing before the first touch.
//
// The toolbar's buttons (in the page's markup, hidden for a page without a script) are shown at once,
// so the toolbar never changes under the reader's finger: a press before the live view is there wakes
// it, Reset view moves the picture back at once, and the live controls (toolbar/graph-toolbar.js) do
// what was pressed once they are there. Reset view shows while the picture is moved (the root's
// data-view-moved, as the live view keeps it). Full screen is this script's for the page's whole life
// (toolbar/full-screen.js, loaded on the first press). A one-finger swipe that scrolled the page is handed
// over too: the live view says how to move the graph instead. An embed page's controls fold into a button when its frame is short (embed-fold.js). The Copy embed code
// button is shown at once, its module loaded when it is first pressed.
//
// The root gets data-graph-ready when it takes gestures, data-graph-live (graph-view.js) when the
// live view has taken over. Hook for scripts and tests (docs/hooks.md#before-the-live-view-the-boot-script): `graph.wakeGraph()` loads the live
// view as a reader's first touch would; the live view asks `graph.takeOverGestures()` for the
// move made so far, once no pointer is down, and its toolbar `graph.takeOverControls()` for the
// buttons pressed so far.
//
// The live view's modules load side by side (live-view-modules.js, which the build writes), not one
// import level after another.

import { ALL_GESTURES, HANDLE_REACH, attachGestures } from './graph/gestures.js';
import { on, off } from './graph/dom-events.js';
import { loadView } from './memory/view-storage.js';
import { declaredTransform, drawingOffset, shownDrawing } from './graph/declared-transform.js';
import { moveOriginTo, pan, rescale, zoomAbout } from './graph/view-transform.js';
import { loadAreaOutlines, loadLiveView } from './live-view-modules.js';
import './print-handout.js';
import './offline/register-service-worker.js';

/** What a reader does as they reach for the graph; each wakes it (loads the live view). */
const REACHING = ['pointerover', 'pointerdown', 'focusin', 'wheel'];

let viewerLoading = null;

/** Loads the live view once: it starts every graph on the page. */
function wake() {
  if (!viewerLoading) {
    enableLiveStyles();
    // A figure with shaded areas is live only once their outlines can be drawn.
    const areas = document.querySelector('[data-graph] .plot-area') ? loadAreaOutlines() : null;
    viewerLoading = Promise.all([loadLiveView(), areas]).catch((error) => {
      viewerLoading = null;  // the next reach tries again
      console.warn(`the live graph did not load: ${error.message}`);
    });
  }
  return viewerLoading;
}

for (const graph of document.querySelectorAll('[data-graph]')) boot(graph);
if (document.querySelector('[data-parameters]')) wake();
if (document.querySelector('[data-embed-fold]')) import('./embed-fold.js');
// The Copy embed code button: its module (embed-code.js), which writes the code, loads on the first press.
for (const button of document.querySelectorAll('[data-copy-embed]')) {
  button.hidden = false;
  on(button, 'click', () => import('./embed-code.js').then(({ copyEmbedCode }) => copyEmbedCode(button)));
}

/**
 * Turns on the stylesheets the page links disabled (layout.html's data-live-styles): what a live graph adds.
 * @returns {Promise<void>} settled when they have loaded (or failed to)
 */
function enableLiveStyles() {
  return Promise.all([...document.querySelectorAll('link[data-live-styles]')].map((link) => {
    link.disabled = false;
    return link.sheet ? null : new Promise((resolve) => { on(link, 'load', resolve); on(link, 'error', resolve); });
  }));
}

/**
 * Moves `graph`'s build-time picture with its gestures until the live view takes over.
 * @param {HTMLElement} graph
 */
function boot(graph) {
  // The move so far, as the live view's transform (view-transform.js, the same maths): the view the
  // graph declares at its drawing's size (`unmoved`, measured before the first move; null when the
  // declared view is unusable) and where the gestures took it since (`view`). The picture is shown
  // moved by the CSS transform that takes the one to the other.
  let unmoved;
  let view = null;
  const taps = [], keys = [];
  let swiped = false;  // a one-finger swipe scrolled the page: the live view says how to move the graph
  const pointersDown = new Set();
  let handOver = null;  // set when the live view asked and a pointer was still down
  // The dots a first touch may drag (graph/boot-handles.js), loaded by a page whose figure has solutions (docs/hooks.md#handles).
  let handles = null;

  const drawings = () => graph.querySelectorAll('svg.plot-svg');
  /** The CSS transform from the unmoved picture to `view`: a point p of the picture is shown at k·p + (tx, ty). */
  const move = () => {
    if (!view) return { k: 1, tx: 0, ty: 0 };
    const k = view.scale / unmoved.scale;
    return { k, tx: view.originX - k * unmoved.originX, ty: view.originY - k * unmoved.originY };
  };
  /** A point in CSS px from the shown drawing's top-left as laid out (as the live view measures it). */
  const local = (clientX, clientY) => {
    const { k, tx, ty } = move();
    const box = shownDrawing(graph)?.getBoundingClientRect() ?? graph.getBoundingClientRect();
    // scale(k) is about the drawing's top-left, which the move put at (tx, ty).
    if (clientX === undefined) return [box.width / k / 2, box.height / k / 2];
    return [clientX - (box.left - tx), clientY - (box.top - ty)];
  };
  /** Moves the view as `gesture` says, and the picture with it. */
  const moveView = (gesture) => {
    if (unmoved === undefined) unmoved = unmovedView(graph, shownDrawing(graph));
    if (!unmoved) return;
    view = gesture(view ?? unmoved);
    graph.toggleAttribute('data-view-moved', view !== unmoved);
    const { k, tx, ty } = move();
    for (const svg of drawings()) {
      svg.style.transformOrigin = '0 0';
      svg.style.transform = `translate(${tx}px, ${ty}px) scale(${k})`;
    }
    handles?.place();
  };

  const recenter = () => moveView(() => unmoved);
  /** The view now, the graph's own until a gesture moved it; null where that is unusable. */
  const viewNow = () => {
    if (unmoved === undefined) unmoved = unmovedView(graph, shownDrawing(graph));
    return unmoved ? view ?? unmoved : null;
  };

  const detachGestures = attachGestures(graph, ALL_GESTURES, {
    pan: (dx, dy) => moveView((v) => pan(v, dx, dy)),
    zoom: (factor, clientX, clientY) => {
      const [px, py] = local(clientX, clientY);
      moveView((v) => zoomAbout(v, factor, px, py));
    },
    doubleTap: (clientX, clientY) => {
      taps.length = 0;
      const [px, py] = local(clientX, clientY);
      moveView((v) => moveOriginTo(v, px, py));
    },
    recenter,
    pageScrolled: () => { swiped = true; },
    tap: (clientX, clientY, pointerType) => { taps.push([...local(clientX, clientY), pointerType]); },
    // A pointer down within reach of a dot the live view will let the reader drag: the drag is the dot's, not a pan.
    grab: (clientX, clientY, pointerType) => handles?.grab(clientX, clientY, pointerType) ?? false,
    drag: (clientX, clientY) => handles?.drag(clientX, clientY),
    release: () => handles?.release(),
    key: (event) => {
      // `t` starts the trace, `h` listening: kept for the live view. Everything else is the keyboard's pan and zoom.
      if (!['t', 'T', 'h', 'H'].includes(event.key)) return false;
      keys.push({ key: event.key, shiftKey: event.shiftKey });
      return true;
    },
  });

  const pointerDown = (event) => pointersDown.add(event.pointerId);
  const pointerUp = (event) => {
    pointersDown.delete(event.pointerId);
    if (pointersDown.size === 0) handOver?.();
  };
  const pointerEvents = [['pointerdown', pointerDown], ['pointerup', pointerUp], ['pointercancel', pointerUp], ['lostpointercapture', pointerUp]];
  for (const [type, listener] of pointerEvents) on(graph, type, listener);
  for (const type of REACHING) on(graph, type, wake);

  const pressed = [];
  const buttons = [...graph.querySelectorAll('.graph-toolbar button[data-graph-control]')];
  const press = (event) => {
    const name = event.currentTarget.getAttribute('data-graph-control');
    // Before the hand-over the picture is the boot's to move; after it, the live view's.
    if (name === 'recenter' && graph.takeOverGestures) recenter();
    pressed.push(name);
    wake();
  };
  for (const button of buttons) {
    button.hidden = false;
    if (button.getAttribute('data-graph-control') === 'fullscreen') {
      // Full screen's layout is in the live stylesheets (graph-live.css): it waits for them, as for its module.
      const fullScreen = () => Promise.all([import('./toolbar/full-screen.js'), enableLiveStyles()]);
      on(button, 'click', () => fullScreen().then(([{ toggleFullScreen }]) => toggleFullScreen(graph, button)));
    } else {
      on(button, 'click', press);
    }
  }
  graph.takeOverControls = () => {
    for (const button of buttons) off(button, 'click', press);
    delete graph.takeOverControls;
    return pressed;
  };

  graph.wakeGraph = wake;
  graph.takeOverGestures = () => new Promise((resolve) => {
    handOver = () => {
      handOver = null;
      detachGestures();
      for (const [type, listener] of pointerEvents) off(graph, type, listener);
      for (const type of REACHING) off(graph, type, wake);
      delete graph.takeOverGestures;
      handles?.remove();
      const { k, tx, ty } = move();
      resolve({ factor: k, dx: tx, dy: ty, taps, keys, swiped, handled: handles?.handled ?? [], drawings: [...drawings()] });
    };
    if (pointersDown.size === 0) handOver();
  });
  if (graph.getAttribute('data-figure')?.includes('"ode"')) {
    import('./graph/boot-handles.js').then(({ bootHandles }) => {
      handles = bootHandles(graph, { viewNow, local, move, shownDrawing: () => shownDrawing(graph), reach: HANDLE_REACH, drawingOffset });
      if (graph.takeOverGestures) handles.place();
    }).catch((error) => console.warn(`the dots' grips did not load: ${error.message}`));
  }
  graph.setAttribute('data-graph-ready', '');
  if (loadView(graph.getAttribute('data-plot-id') ?? '', graph.getAttribute('data-expression') ?? '')) wake();
  // (A mouse's screen: a phone held sideways shows its drawing scaled down too, but waits for a touch.)
  else if (isShownScaled(graph) && matchMedia('(pointer: fine)').matches && !navigator.connection?.saveData) whenIdle(wake);
}

/**
 * A drawing shown more than 5 % larger or smaller than it was drawn: its text is not at its size. (The
 * drawing fits its box keeping its proportions: the smaller of the two ratios is its scale.)
 */
function isShownScaled(graph) {
  const svg = shownDrawing(graph);
  const drawn = svg?.viewBox.baseVal;
  if (!drawn?.width || !drawn.height) return false;
  const box = svg.getBoundingClientRect();
  const scale = Math.min(box.width / drawn.width, box.height / drawn.height);
  return Math.abs(scale - 1) > 0.05;
}

/** Runs `task` when the page is idle (at the latest after two seconds). */
function whenIdle(task) {
  if ('requestIdleCallback' in window) requestIdleCallback(() => task(), { timeout: 2000 });
  else setTimeout(task, 500);
}

/**
 * The view the live view will take over before any move: the one the graph declares, at the size of
 * its drawing on screen. Null when it declares an unusable one.
 * @returns {import('./graph/view-transform.js').Transform | null}
 */
function unmovedView(graph, shown) {
  if (!shown) return null;
  try {
    const { width, height } = shown.getBoundingClientRect();
    return rescale(declaredTransform(graph, shown), width, height);
  } catch {
    return null;  // the live view will say why
  }
}
