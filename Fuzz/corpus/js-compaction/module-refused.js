export * from './all.js';
export const { t } = u;
const here = import.meta.url;
import json from './data.json' with { type: 'json' };
