// The rule lives in contract/: the service worker keeps the same pages (decision 203).
export { isServerRenderedPath } from '../../contract/server-rendered-paths.js';
