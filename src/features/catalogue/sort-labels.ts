import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SortKey } from '../../../contract/catalogue';

/** The sorter's labels (docs/product/catalogue.md#sort-and-filters; Italian as contract SORT_LABELS). */
export const SORT_LABELS: Record<SortKey, MessageDescriptor> = {
  price_asc: msg`Prezzo più basso`,
  price_desc: msg`Prezzo più alto`,
  createdAt_desc: msg`Più recenti`,
  name_desc: msg`Alfabetico`,
  offered_desc: msg`In offerta`,
};

/** No sort key: the shop's own order. */
export const DEFAULT_SORT_LABEL = msg`Consigliati`;
