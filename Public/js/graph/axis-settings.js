// A plot's own settings of its axes, as its graph element declares them (docs/hooks.md#the-graphs-root):
// data-aspect (`equal`: one unit as long across as up), data-x-ticks and data-y-ticks (`pi`: at
// multiples of π), data-x-label and data-y-label (the axes' titles). A graph without them (the
// Calculator's) has decimal ticks, no titles and scales of its own per axis.

/**
 * @param {Element} element the graph
 * @returns {{equal: boolean, axes: import('./axes-layout.js').AxisSettings}}
 */
export function axisSettings(element) {
  const kind = (name) => (element.getAttribute(name) === 'pi' ? 'pi' : 'auto');
  const title = (name) => element.getAttribute(name) || null;
  return {
    equal: element.getAttribute('data-aspect') === 'equal',
    axes: Object.freeze({ xTicks: kind('data-x-ticks'), yTicks: kind('data-y-ticks'), xTitle: title('data-x-label'), yTitle: title('data-y-label') }),
  };
}
