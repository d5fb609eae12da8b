// Stripe's request encoding (application/x-www-form-urlencoded with bracketed keys, as the SDK
// writes it: `line_items[0][price_data][unit_amount]=1200`, `expand[0]=payment_intent`) read back
// into the nested object the API documents. Objects whose keys are all indexes become arrays.

type Node = { [key: string]: Node | string };

function keyPath(key: string): string[] {
  const head = key.split('[', 1)[0]!;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
  return [head, ...rest];
}

function arraysFromIndexes(value: Node | string): unknown {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysFromIndexes(value[k]!)]));
  const indexed = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  return indexed ? keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]) : converted;
}

/** Decodes Stripe-style form parameters; a key used both as a value and as an object is an error. */
export function decodeStripeParams(params: URLSearchParams): Record<string, unknown> {
  const root: Node = {};
  let emptyIndex = 0;
  for (const [key, value] of params) {
    const path = keyPath(key);
    let node = root;
    path.forEach((segment, i) => {
      // `expand[]=a` has no index: number the entries in the order they came.
      const name = segment === '' ? String(emptyIndex++) : segment;
      if (i === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next === 'string') throw new Error(`${key}: mixes a value and an object`);
      node = next ?? (node[name] = {});
    });
  }
  return arraysFromIndexes(root) as Record<string, unknown>;
}
