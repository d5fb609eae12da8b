// GET meta/static: what the app needs before anything else (decision 010).
import { readFileSync } from 'node:fs';
import type { Lang } from '../../contract/i18n-text.js';
import { IMAGE_WIDTHS } from '../../contract/image.js';
import type { MetaStatic } from '../../contract/meta.js';
import { translate } from './i18n.js';
import { allowedValues, type ShopLangs } from './langs.js';
import { SHOP_ID } from './shop-id.js';
import { SITE_DESCRIPTION } from './site-texts.js';
import { inProject } from '../project-root.js';

const packageVersion: string = (
  JSON.parse(readFileSync(inProject('package.json'), 'utf8')) as { version: string }
).version;

export function metaStatic(shopName: string, lang: Lang, langs: ShopLangs): MetaStatic {
  return {
    shopId: SHOP_ID,
    name: shopName,
    version: packageVersion,
    apiVersion: 'v1',
    defaultLang: langs.main,
    langs: allowedValues(langs),
    imageWidths: [...IMAGE_WIDTHS],
    description: translate(SITE_DESCRIPTION, lang),
  };
}
