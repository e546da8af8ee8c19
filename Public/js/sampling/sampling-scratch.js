// The buffers a sampling pass works in, kept from pass to pass so that a pass, which runs every
// animation frame, allocates none once they have grown. Each pass takes a scratch of its own and gives
// it back when done: a function that samples another curve inside its own evaluation (a data source
// that is itself a plot) gets another scratch, and leaves the outer pass's buffers alone. (Swift needs
// none: its arrays are values each pass owns.)

import { ColumnBuffer } from './column-buffer.js';
import { ColumnGrid } from './column-grid.js';
import { PixelPolyline } from './witnesses.js';
import { PoleProbeValues } from './column-refinement.js';
import { SeedPoints } from './bands.js';

/** Every buffer of one sampling pass. */
export class SamplingScratch {
  constructor() {
    this.grid = new ColumnGrid();
    this.column = new ColumnBuffer();
    this.polyline = new PixelPolyline();
    this.probe = new PoleProbeValues();
    this.seeds = new SeedPoints();
    /**
     * The PolylineAssembler's points received and kept (interleaved x, y) and where each run starts and
     * ends in them.
     */
    this.received = new Float64Array(8192);
    this.points = new Float64Array(8192);
    this.runEnds = new Int32Array(1024);
  }
}

// The scratches no pass is using: as many as passes have ever run inside one another.
const idle = [];

/** A scratch no running pass uses: one an earlier pass gave back, or a new one. */
export function takeScratch() {
  return idle.pop() ?? new SamplingScratch();
}

/** Gives a scratch back once its pass is over, for the next pass to take. */
export function giveBackScratch(scratch) {
  idle.push(scratch);
}
