// A figure's draggable points before the live view (docs/hooks.md#handles): the boot script (plot-boot.js) loads this
// module on a page whose figure has solutions through points written as two numbers, so that a first touch from such a
// dot drags it rather than panning or scrolling the page; the live view then makes the drags let go of. Loaded apart
// from the boot's bundle, it imports nothing the bundle holds: the boot hands over what it needs.

import { draggedPoint, nearestHandle, placeGrips, removeGrips } from './handle-grip.js';

/**
 * The points the live view lets the reader drag whose place the boot knows: the solutions' points written as two numbers
 * (data-figure's `ode` curves), `{ curve, x, y }`; one that follows a slider is the live view's alone (a page with sliders
 * loads it at once).
 * @param {HTMLElement} graph
 */
function figureHandles(graph) {
  const curves = JSON.parse(graph.getAttribute('data-figure') ?? '{}').curves ?? [];
  return curves.flatMap((curve, i) => (curve.ode !== undefined && curve.through.every((n) => typeof n === 'number')
    ? [{ curve: i, x: curve.through[0], y: curve.through[1] }] : []));
}

/**
 * The boot's handles of `graph`: `grab`, `drag` and `release` for its gestures, `place` after each move of the picture,
 * `handled` the drags let go of, `remove` when the live view takes over.
 * @param {HTMLElement} graph
 * @param {{viewNow: () => object | null, local: (x: number, y: number) => number[], move: () => {tx: number, ty: number},
 *   shownDrawing: () => SVGSVGElement | null, reach: Record<string, number>, drawingOffset: Function}} boot the boot's
 *   view now, a client point in the drawing's CSS px, the picture's move, the drawing shown, gestures.js's HANDLE_REACH
 *   and declared-transform.js's drawingOffset
 */
export function bootHandles(graph, { viewNow, local, move, shownDrawing, reach, drawingOffset }) {
  const handles = figureHandles(graph);
  const handled = [];
  // A drag from a dot: its curve, where the point went (data units) and where it lies from the pointer (CSS px).
  let dragged = null;
  return {
    handled,
    grab(clientX, clientY, pointerType) {
      const v = viewNow();
      const [px, py] = local(clientX, clientY);
      dragged = v && nearestHandle(handles, v, px, py, reach[pointerType] ?? reach.touch);
      return Boolean(dragged);
    },
    drag(clientX, clientY) {
      const [px, py] = local(clientX, clientY);
      Object.assign(dragged, draggedPoint(viewNow(), px, py, dragged), { moved: true });
    },
    release() {
      if (dragged?.moved) handled.push({ curve: dragged.curve, x: dragged.x, y: dragged.y });
      dragged = null;
    },
    /** A grip over each dot in view (handle-grip.js), so that a touch from it is never the page's scroll. */
    place() {
      const v = handles.length > 0 ? viewNow() : null;
      const svg = shownDrawing();
      if (!v || !svg) return;
      placeGrips(graph, svg, handles, v, reach, () => {
        // Where the unmoved drawing's top-left lies (the move is a translation, then a scale about that corner).
        const { tx, ty } = move(), shown = drawingOffset(svg, graph);
        return { x: shown.x - tx, y: shown.y - ty };
      });
    },
    /** The live view lays its own grips over the dots it draws. */
    remove: () => removeGrips(graph),
  };
}
