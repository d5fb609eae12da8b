// Stands in for Stripe's hosted Checkout page (decision 131): GET shows the order and the choice
// of card; the form's Pay completes the session and sends `checkout.session.completed` to the
// shop's webhook (stripe-events.ts), then goes to success_url; Cancel goes to cancel_url; Fail
// shows a declined card as Stripe does and sends `payment_intent.payment_failed`. A session past its expires_at, or
// expired through the API, cannot be paid: its page says it expired (decision 141).
// POST …/events/{id}/resend delivers an event again, as the Dashboard's "Resend" does.
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { euros, refusalPage, sandboxPage } from './page.js';
import type { StripeEvents } from './stripe-events.js';
import {
  stripeId, unixNow, type CheckoutSession, type PaymentIntent, type PaymentMethod, type StripeSandboxState,
} from './stripe-state.js';

export interface StripeHostedOptions {
  state: StripeSandboxState;
  events: StripeEvents;
}

/** The sandbox's test card for "a new card". */
const NEW_CARD = { brand: 'visa', last4: '4242', exp_month: 12, country: 'IT', funding: 'credit' } as const;


function checkoutForm(session: CheckoutSession, saved: PaymentMethod[]) {
  const canSave = session.saved_payment_method_options?.payment_method_save === 'enabled';
  return html`
<p>Pay ${euros(session.amount_total, session.currency)}${session.customer_email ? html` as ${session.customer_email}` : ''}.</p>
<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Amount</th></tr></thead>
<tbody>
${session._lines.map((line) => html`<tr><td>${line.name}</td><td>${line.quantity}</td><td>${euros(line.unitAmount * line.quantity, session.currency)}</td></tr>`)}
${session.total_details.amount_discount > 0 ? html`<tr><td>Discount</td><td></td><td>−${euros(session.total_details.amount_discount, session.currency)}</td></tr>` : ''}
${session._shippingName ? html`<tr><td>${session._shippingName}</td><td></td><td>${euros(session.total_details.amount_shipping, session.currency)}</td></tr>` : ''}
</tbody>
<tfoot><tr><th scope="row">Total</th><td></td><td>${euros(session.amount_total, session.currency)}</td></tr></tfoot>
</table>
<form method="post">
<fieldset>
<legend>Card</legend>
${saved.map((pm, i) => html`<p><input type="radio" name="card" id="card-${pm.id}" value="${pm.id}"${i === 0 ? ' checked' : ''}> <label for="card-${pm.id}">Saved ${pm.card.brand} ending in ${pm.card.last4}, expires ${pm.card.exp_month}/${pm.card.exp_year}</label></p>`)}
<p><input type="radio" name="card" id="card-new" value="new"${saved.length === 0 ? ' checked' : ''}> <label for="card-new">New test card ${NEW_CARD.brand} ending in ${NEW_CARD.last4}</label></p>
${canSave ? html`<p><input type="checkbox" name="save" id="save" value="on"> <label for="save">Save my card for future purchases</label></p>` : ''}
</fieldset>
<p>
<button type="submit" name="action" value="pay">Pay ${euros(session.amount_total, session.currency)}</button>
<button type="submit" name="action" value="fail">Pay with a card that is declined</button>
<button type="submit" name="action" value="cancel">Cancel and go back to the shop</button>
</p>
</form>`;
}

export function stripeHosted({ state, events }: StripeHostedOptions) {
  const app = new Hono();

  const openSession = async (c: Context): Promise<CheckoutSession | Response> => {
    const session = state.sessions.get(c.req.param('id') ?? '');
    if (!session) return c.html(refusalPage('Unknown payment', 'This payment page does not exist. Go back to the shop and try again.'), 404);
    if (session.status === 'expired') {
      return c.html(refusalPage('Payment page expired', 'This payment page has expired: nothing was charged. Go back to the shop to pay again.'), 410);
    }
    if (session.status !== 'open') return c.html(refusalPage('Payment already closed', `This payment is ${session.status}: it cannot be paid again.`), 409);
    return session;
  };

  app.get('/pay/:id', async (c) => {
    const session = await openSession(c);
    if (session instanceof Response) return session;
    return c.html(sandboxPage('Pay by card', checkoutForm(session, session.customer ? state.savedCards(session.customer) : [])));
  });

  app.post('/pay/:id', async (c) => {
    const session = await openSession(c);
    if (session instanceof Response) return session;
    const form = await c.req.parseBody();
    const saved = session.customer ? state.savedCards(session.customer) : [];
    const action = form.action;
    if (action === 'cancel') {
      if (!session.cancel_url) return c.html(refusalPage('Cannot cancel', 'This payment has no page to go back to.'), 400);
      return c.redirect(session.cancel_url, 303);
    }
    if (action === 'fail') {
      // As Stripe: the session stays open for another card, and the declined try's PaymentIntent
      // is told to the shop (payment_intent.payment_failed).
      const declined: PaymentIntent = {
        id: session.payment_intent ?? stripeId('pi'), object: 'payment_intent', amount: session.amount_total, amount_received: 0, created: unixNow(),
        currency: session.currency, customer: session.customer, livemode: false, metadata: session.metadata, payment_method: null,
        payment_method_types: ['card'], setup_future_usage: session._setupFutureUsage, status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
      };
      state.paymentIntents.set(declined.id, declined);
      session.payment_intent = declined.id;
      await events.paymentFailed(declined);
      return c.html(sandboxPage('Pay by card', checkoutForm(session, saved), 'Your card was declined. Try another card.'), 402);
    }
    if (action !== 'pay') return c.html(refusalPage('Unknown choice', 'Choose Pay, Fail or Cancel.'), 400);

    const card = form.card;
    let pm: PaymentMethod | undefined;
    if (card === 'new') {
      const keep = form.save === 'on' && session.saved_payment_method_options?.payment_method_save === 'enabled';
      pm = {
        id: stripeId('pm'),
        object: 'payment_method',
        // Stripe marks a card the customer chose to save 'always': Checkout may show it again.
        allow_redisplay: keep ? 'always' : 'unspecified',
        billing_details: { email: session.customer_email, name: null },
        card: { ...NEW_CARD, exp_year: new Date().getUTCFullYear() + 4 },
        created: unixNow(),
        customer: keep || session._setupFutureUsage ? session.customer : null,
        livemode: false,
        metadata: {},
        type: 'card',
      };
      state.paymentMethods.set(pm.id, pm);
    } else {
      pm = saved.find((candidate) => candidate.id === card);
      if (!pm) return c.html(refusalPage('Unknown card', 'Choose one of the cards shown, or a new card.'), 400);
    }

    const intent: PaymentIntent = {
      // The PaymentIntent of a declined try, if any: Stripe completes the same one.
      id: session.payment_intent ?? stripeId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      created: unixNow(),
      currency: session.currency,
      customer: session.customer,
      livemode: false,
      metadata: session.metadata,
      payment_method: pm.id,
      payment_method_types: ['card'],
      setup_future_usage: session._setupFutureUsage,
      status: 'succeeded',
    };
    state.paymentIntents.set(intent.id, intent);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = intent.id;
    session.url = null;

    // Stripe sends the event whatever the browser does next; the return page does not wait for it.
    await events.sessionEvent('checkout.session.completed', session);
    return c.redirect(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303);
  });

  app.post('/events/:id/resend', async (c) => {
    const event = state.events.get(c.req.param('id'));
    if (!event) return c.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such event: '${c.req.param('id')}'` } }, 404);
    return c.json({ id: event.id, status: await events.send(event) });
  });

  return app;
}
