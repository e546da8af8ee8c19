import { a, b as c } from './a.js';
import * as n from "../b.js";
import './c.js';
export { d } from './d.js';
export * from './e.js';
const m = import.meta.url, l = await import('./f.js');
