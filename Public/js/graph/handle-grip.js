// The grip over a figure's draggable point (docs/hooks.md#handles): a disc as wide as a fingertip's reach, taking every
// touch that starts on it (`touch-action: none`: a touch-action on SVG shapes is not honoured, and the graph's own may
// leave vertical swipes to the page), with the `grab` cursor over the mouse's reach at its centre. The live view's
// handles (handle-feature.js) and, before it, the boot script (graph/boot-handles.js) lay them, and find the handle a
// pointer grabs and where it drags it with the same steps, here. Its few styles are its function, so they are set here.
//
// A handle is `{ curve, x, y }`: its curve's index and its point in data units. A view is a transform's `originX`,
// `originY`, `scale`, `scaleY` (and `width`, `height` for the frame). Loaded apart from the boot's bundle, this module
// imports nothing: the reach (gestures.js's HANDLE_REACH) and the drawing's offset (declared-transform.js's drawingOffset) come in.

/**
 * The handle nearest (px, py), CSS px from the drawing's top-left, within `reach` CSS px: its curve, and where its point
 * lies from (px, py) (dx, dy); null where none is within reach.
 * @param {{curve: number, x: number, y: number}[]} handles
 * @returns {{curve: number, distance: number, dx: number, dy: number} | null}
 */
export function nearestHandle(handles, view, px, py, reach) {
  let nearest = null;
  for (const { curve, x, y } of handles) {
    const dx = view.originX + x * view.scale - px, dy = view.originY - y * view.scaleY - py;
    const distance = Math.hypot(dx, dy);
    if (distance <= reach && (!nearest || distance < nearest.distance)) nearest = { curve, distance, dx, dy };
  }
  return nearest;
}

/** Where a grabbed handle's point lies with the pointer at (px, py): `grabbed`'s (dx, dy) from it, in data units. */
export function draggedPoint(view, px, py, { dx, dy }) {
  return { x: (px + dx - view.originX) / view.scale, y: (view.originY - py - dy) / view.scaleY };
}

/**
 * A grip over each of `handles` inside the view's frame, and none over any other.
 * @param {HTMLElement} root the graph's root
 * @param {SVGSVGElement} svg the drawing shown
 * @param {{curve: number, x: number, y: number}[]} handles
 * @param {{mouse: number, touch: number}} reach the reach of a finger and of the mouse, CSS px
 * @param {() => {x: number, y: number}} offsetOf where the drawing's top-left lies in the root, asked once a grip is laid
 */
export function placeGrips(root, svg, handles, view, reach, offsetOf) {
  let offset = null;
  const shown = new Set();
  for (const { curve, x, y } of handles) {
    const [px, py] = [view.originX + x * view.scale, view.originY - y * view.scaleY];
    if (px < 0 || px > view.width || py < 0 || py > view.height) continue;
    offset ??= offsetOf();
    placeGrip(root, svg, curve, px, py, reach, offset);
    shown.add(String(curve));
  }
  removeGrips(root, shown);
}

/** Takes away the root's grips but those over the curves in `kept` (their indices as text). */
export function removeGrips(root, kept = new Set()) {
  for (const grip of root.querySelectorAll(':scope > [data-handle-grip]')) {
    if (!kept.has(grip.getAttribute('data-handle-grip'))) grip.remove();
  }
}

/** Curve i's grip, made where missing, put over (x, y), CSS px from the drawing's top-left, inside the graph's root. */
function placeGrip(root, svg, curve, x, y, reach, offset) {
  let grip = root.querySelector(`:scope > [data-handle-grip="${curve}"]`);
  if (!grip) {
    grip = makeGrip(curve, reach);
    root.append(grip);
  }
  grip.style.left = `${offset.x + x}px`;
  grip.style.top = `${offset.y + y}px`;
}

function makeGrip(curve, { touch: reach, mouse }) {
  const grip = document.createElement('div');
  grip.className = 'graph-handle-grip';
  grip.setAttribute('data-handle-grip', String(curve));
  Object.assign(grip.style, {
    position: 'absolute', width: `${2 * reach}px`, height: `${2 * reach}px`, margin: `-${reach}px 0 0 -${reach}px`, borderRadius: '50%', touchAction: 'none',
  });
  const centre = document.createElement('div');
  Object.assign(centre.style, {
    position: 'absolute', left: `${reach - mouse}px`, top: `${reach - mouse}px`, width: `${2 * mouse}px`, height: `${2 * mouse}px`, borderRadius: '50%', cursor: 'grab',
  });
  grip.append(centre);
  return grip;
}
