// Signed-up customers for the modules that place orders (checkout, load): each with a bearer
// token, an address in Italy and a cart of their own.
export interface BenchBuyer { token: string; userId: number; addressId: number }

const PASSWORD = 'bench-carbonio-42';

export async function call(origin: string, method: string, path: string, token: string | null, body?: unknown): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method,
    // A setup step that never answers must fail the run, not hold it.
    signal: AbortSignal.timeout(60_000),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function ok(res: Response, what: string): Promise<unknown> {
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Needs a server started with AUTH_RATE_PER_EMAIL and AUTH_RATE_PER_CLIENT raised: every sign-up comes from one address. */
export async function signUp(origin: string, n: number): Promise<BenchBuyer> {
  const email = `bench.${n}.${Date.now()}@example.it`;
  const auth = await ok(await call(origin, 'POST', '/v1/auth/signup', null, {
    name: { first: 'Bench', last: `Buyer ${n}` }, birth: { day: 1, month: 1, year: 1990 }, email, password: PASSWORD, confirmedPass: PASSWORD, newsSubscriber: false,
  }), 'sign-up') as { token: string; user: { id: number } };
  const address = await ok(await call(origin, 'POST', `/v1/users/${auth.user.id}/addresses`, auth.token, {
    name: { first: 'Bench', last: 'Buyer' }, street: 'Via Roma 12', province: 'PD', cap: 'PD_028001', zipcode: '35031', phone: '+39 049 123 4567', isInvoice: false,
  }), 'address') as { id: number };
  await ok(await call(origin, 'GET', '/v1/checkout/ss', auth.token), 'cart');
  return { token: auth.token, userId: auth.user.id, addressId: address.id };
}
