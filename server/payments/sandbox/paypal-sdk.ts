// Stands in for PayPal's JavaScript SDK (www.paypal.com/sdk/js) in sandbox mode (decision 139):
// the page's @paypal/react-paypal-js loads this script from the shop's own origin (paypal-js's
// `sdkBaseUrl` option), so the very component that runs with live keys runs here too. It defines
// what <PayPalButtons> uses of `window.paypal`: Buttons(props) with isEligible, render(container),
// close, and the callbacks PayPal calls with PayPal's data shapes — onInit(data, {enable, disable});
// onClick(data, {resolve, reject}), where a false or reject() stops before the order is made;
// createOrder() answering PayPal's order id; then onApprove({orderID, payerID, paymentID,
// facilitatorAccessToken, paymentSource}), onCancel({orderID}) or onError(error). As PayPal's
// does, the click opens a popup at once, shows the approval page in it once createOrder answered
// (the sandbox's /checkoutnow), and treats a popup closed without a choice as a cancel. The
// approval page tells the opener the buyer's choice through popup.js, by postMessage on the same
// origin. Both are plain script files: no inline script, so the Content-Security-Policy can stay
// `script-src 'self'`.
import { Hono } from 'hono';

/** The message the approval page's popup.js posts to the page that opened it. */
export const SANDBOX_MESSAGE_SOURCE = 'raggio-paypal-sandbox';

const SDK_JS = String.raw`(function () {
  'use strict';
  if (window.paypal && window.paypal.__raggioSandbox) return;
  var script = document.currentScript;
  // /sandbox/paypal/sdk/js → /sandbox/paypal/: where the approval page is.
  var base = new URL('..', script.src);
  var SOURCE = ${JSON.stringify(SANDBOX_MESSAGE_SOURCE)};

  function Buttons(props) {
    props = props || {};
    var button = null;
    var enabled = true;
    var busy = false;
    var closed = false;

    function call(name, args) {
      return Promise.resolve().then(function () {
        return typeof props[name] === 'function' ? props[name].apply(null, args) : undefined;
      });
    }
    function fail(error) {
      if (typeof props.onError === 'function') props.onError(error);
      else console.error(error);
    }
    function finish(popup, listener, timer) {
      window.removeEventListener('message', listener);
      clearInterval(timer);
      if (popup && !popup.closed) popup.close();
      // Back to the shop's page, as when PayPal's window closes.
      window.focus();
      busy = false;
    }

    function start() {
      if (!enabled || busy || closed) return;
      busy = true;
      // As PayPal's: the window opens in the click itself, so no popup blocker stops it.
      var popup = window.open('', 'raggio_paypal_sandbox', 'popup,width=500,height=640');
      if (!popup) { busy = false; fail(new Error('PayPal: the popup window was blocked')); return; }
      popup.document.title = 'PayPal';
      popup.document.body.textContent = 'PayPal (sandbox)…';
      var orderID = null;
      var settled = false;
      var listener = function (event) {
        var data = event.data || {};
        if (event.origin !== location.origin || event.source !== popup || data.source !== SOURCE || data.orderID !== orderID || settled) return;
        settled = true;
        finish(popup, listener, timer);
        if (data.action === 'approve') {
          var approved = { orderID: orderID, payerID: data.payerID, paymentID: null, billingToken: null, facilitatorAccessToken: 'A21AA.sandbox', paymentSource: 'paypal' };
          call('onApprove', [approved, { redirect: function (url) { location.assign(url); }, restart: function () { return Promise.resolve(); } }]).catch(fail);
        } else {
          call('onCancel', [{ orderID: orderID }]).catch(fail);
        }
      };
      // Closed without a choice: PayPal calls onCancel.
      var timer = setInterval(function () {
        if (!popup.closed || settled) return;
        settled = true;
        finish(popup, listener, timer);
        call('onCancel', [{ orderID: orderID }]).catch(fail);
      }, 250);
      window.addEventListener('message', listener);

      var actions = { resolve: function () { return Promise.resolve(true); }, reject: function () { return Promise.resolve(false); } };
      call('onClick', [{ fundingSource: 'paypal' }, actions]).then(function (valid) {
        if (valid === false) { settled = true; finish(popup, listener, timer); return; }
        if (typeof props.createOrder !== 'function') throw new Error('PayPal: createOrder is required');
        return call('createOrder', [{ paymentSource: 'paypal' }, {}]).then(function (id) {
          if (typeof id !== 'string' || id === '') throw new Error('PayPal: createOrder answered no order id');
          if (settled) return;
          orderID = id;
          popup.location.href = new URL('checkoutnow?token=' + encodeURIComponent(id), base).href;
        });
      }).catch(function (error) {
        if (settled) return;
        settled = true;
        finish(popup, listener, timer);
        fail(error);
      });
    }

    return {
      isEligible: function () { return true; },
      render: function (container) {
        var element = typeof container === 'string' ? document.querySelector(container) : container;
        if (!element) return Promise.reject(new Error('PayPal: the container ' + container + ' does not exist'));
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.setAttribute('aria-label', 'PayPal');
        button.setAttribute('data-funding-source', 'paypal');
        // CSSOM, not a style attribute: allowed by a strict style-src.
        var s = button.style;
        s.display = 'block'; s.width = '100%'; s.minHeight = '45px'; s.border = '0'; s.borderRadius = '4px';
        s.background = '#ffc439'; s.color = '#003087'; s.font = 'italic 800 20px/1 Verdana, sans-serif'; s.cursor = 'pointer';
        button.addEventListener('click', start);
        element.appendChild(button);
        var initActions = {
          enable: function () { enabled = true; button.disabled = false; return Promise.resolve(); },
          disable: function () { enabled = false; button.disabled = true; return Promise.resolve(); },
        };
        return call('onInit', [{}, initActions]).then(function () {});
      },
      updateProps: function () { return Promise.resolve(); },
      close: function () {
        closed = true;
        if (button && button.parentNode) button.parentNode.removeChild(button);
        button = null;
        return Promise.resolve();
      },
    };
  }

  window.paypal = { __raggioSandbox: true, version: 'sandbox', FUNDING: { PAYPAL: 'paypal' }, Buttons: Buttons };
})();
`;

/**
 * Runs on the approval page's outcome: tells the opener the buyer's choice. The opener closes the
 * window once it has the message: closing it here could let the opener see a closed window
 * before the message arrives, and take an approval for a cancel.
 */
const POPUP_JS = String.raw`(function () {
  'use strict';
  var data = document.currentScript.dataset;
  if (!window.opener || window.opener.closed) return;
  window.opener.postMessage({ source: ${JSON.stringify(SANDBOX_MESSAGE_SOURCE)}, action: data.action, orderID: data.orderId, payerID: data.payerId || null }, location.origin);
})();
`;

const script = (body: string) => new Response(body, {
  headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' },
});

/** GET /js (PayPal's /sdk/js, with its query: client-id, currency, intent, …) and GET /popup.js. */
export function paypalSdkStandIn({ clientId }: { clientId: string }) {
  const app = new Hono();
  app.get('/js', (c) => {
    // PayPal answers 400 for a missing or unknown client id, so the script fails to load.
    const asked = c.req.query('client-id');
    if (asked !== clientId) {
      return c.text(`throw new Error("SDK Validation error: 'Invalid query value for client-id: ${asked === undefined ? '' : encodeURIComponent(asked)}'");`, 400);
    }
    if ((c.req.query('currency') ?? 'USD') !== 'EUR') return c.text('throw new Error("The shop\'s sandbox pays in EUR only");', 400);
    return script(SDK_JS);
  });
  app.get('/popup.js', () => script(POPUP_JS));
  return app;
}
