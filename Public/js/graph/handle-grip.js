// The grip over a figure's draggable point (docs/hooks.md#handles): a disc as wide as a fingertip's reach, taking every
// touch that starts on it (`touch-action: none`: a touch-action on SVG shapes is not honoured, and the graph's own may
// leave vertical swipes to the page), with the `grab` cursor over the mouse's reach at its centre. The live view's
// handles (handle-feature.js) and, before it, the boot script (plot-boot.js) lay them. Its few styles are its function,
// so they are set here.

/**
 * Curve i's grip, made where missing, put over (x, y), CSS px from the drawing's top-left, inside the graph's root.
 * @param {HTMLElement} root
 * @param {SVGSVGElement} svg the drawing shown
 * @param {number} curve
 * @param {number} x
 * @param {number} y
 * @param {{mouse: number, touch: number}} reach the reach of a finger and of the mouse, CSS px (gestures.js's HANDLE_REACH:
 *   passed in, as is the offset: the boot's bundle holds gestures.js and dom.js, and this module is loaded apart from it)
 * @param {{x: number, y: number}} offset where the drawing's top-left lies in the root (dom.js's drawingOffset)
 * @returns {HTMLElement}
 */
export function placeGrip(root, svg, curve, x, y, reach, offset) {
  let grip = root.querySelector(`:scope > [data-handle-grip="${curve}"]`);
  if (!grip) {
    grip = makeGrip(curve, reach);
    root.append(grip);
  }
  grip.style.left = `${offset.x + x}px`;
  grip.style.top = `${offset.y + y}px`;
  return grip;
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
