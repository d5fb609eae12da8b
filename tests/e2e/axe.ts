// axe as the specs use it: the serious and critical violations of the page (or of one part of
// it), each with the first few elements it names, so a failure says where to look.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousAxeViolations(page: Page, include?: string) {
  // Legacy mode runs axe in the page itself. The default mode opens a blank page of its own to
  // merge the results of cross-origin frames: about 2 s a check here, a fifth of the end-to-end
  // run in all, for frames the checked pages do not have (the dealers' map is a third party's;
  // decision 167).
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}
