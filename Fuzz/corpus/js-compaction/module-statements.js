import { a, b as c } from './a.js';
import * as everything from "../b.js";
import d, { e } from './d.js';
import './side-effect.js';
export { f } from './f.js';
export { default as g, h as i } from './g.js';
export const j = 1, k = () => import('./lazy.js');
export let l;
export async function m() { return import('./later.js').then((module) => module.n); }
export function* o() {}
export class P {}
export default { q: [a, c, everything, d, e] };
const r = 2;
export { r, r as s };
