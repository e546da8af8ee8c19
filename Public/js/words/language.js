// The site's language table. This readable source is the English one; `plotsite build` writes this
// file for the manifest's `"language"` (docs/site.md#language), e.g. `export { default } from './de.js';`, and
// leaves the other languages' tables out of the site.
export { default } from './en.js';
