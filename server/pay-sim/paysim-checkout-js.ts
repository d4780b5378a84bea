/**
 * The simulated checkout's Checkout.js (GET /v1/checkout.js on its host, as Razorpay serves
 * https://checkout.razorpay.com/v1/checkout.js): `new Razorpay(options).open()` lays the checkout's frame
 * (/v1/checkout/public) over the merchant's page; the frame answers by postMessage, checked to come from
 * this script's own origin and frame. `handler` gets `razorpay_payment_id`, `razorpay_order_id` and
 * `razorpay_signature`; `on('payment.failed')` gets `{ error }`; closing calls `modal.ondismiss`;
 * `redirect: true` sends the page to the hosted page, which returns to the order's callback URL.
 * `prefill` and `theme.color` reach the frame. Styles are set through the CSSOM, which a merchant's CSP
 * without 'unsafe-inline' allows. Plain ES2017, no dependency: served as written.
 */
export const CHECKOUT_JS = `(function () {
  'use strict';
  var script = document.currentScript;
  var ORIGIN = new URL(script && script.src ? script.src : location.href).origin;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || typeof options.order_id !== 'string') {
      throw new Error('Razorpay: options.key and options.order_id are required');
    }
    this.options = options;
    this.events = {};
    this.wrap = null;
  }

  Razorpay.prototype.on = function (name, fn) {
    (this.events[name] = this.events[name] || []).push(fn);
    return this;
  };

  Razorpay.prototype.emit = function (name, value) {
    (this.events[name] || []).forEach(function (fn) { fn(value); });
  };

  Razorpay.prototype.open = function () {
    var o = this.options;
    var self = this;
    if (this.wrap) return this;
    if (o.redirect && o.callback_url) {
      location.assign(ORIGIN + '/pay/' + encodeURIComponent(o.order_id));
      return this;
    }
    var q = new URLSearchParams({ key_id: o.key, order_id: o.order_id });
    var prefill = o.prefill || {};
    ['name', 'email', 'contact'].forEach(function (k) { if (prefill[k]) q.set(k, String(prefill[k])); });
    if (o.theme && o.theme.color) q.set('color', String(o.theme.color));
    var wrap = document.createElement('div');
    wrap.style.position = 'fixed';
    wrap.style.inset = '0';
    wrap.style.zIndex = '2147483647';
    wrap.style.background = 'rgba(15, 23, 42, 0.6)';
    var frame = document.createElement('iframe');
    frame.src = ORIGIN + '/v1/checkout/public?' + q.toString();
    frame.title = 'Checkout';
    frame.style.border = '0';
    frame.style.width = '100%';
    frame.style.height = '100%';
    frame.style.display = 'block';
    wrap.appendChild(frame);
    this.before = document.activeElement;
    this.wrap = wrap;
    this.listener = function (e) {
      if (e.origin !== ORIGIN || e.source !== frame.contentWindow) return;
      var d = e.data || {};
      if (d.paygate === 'ready') frame.focus();
      else if (d.paygate === 'success') {
        self.close();
        if (typeof o.handler === 'function') o.handler(d.response);
      } else if (d.paygate === 'failed') self.emit('payment.failed', { error: d.error });
      else if (d.paygate === 'dismiss') {
        self.close();
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      }
    };
    window.addEventListener('message', this.listener);
    document.body.appendChild(wrap);
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this.wrap) return;
    window.removeEventListener('message', this.listener);
    this.wrap.remove();
    this.wrap = null;
    if (this.before && typeof this.before.focus === 'function') this.before.focus();
  };

  window.Razorpay = Razorpay;
})();
`;

/**
 * The frame's own script (/v1/checkout/frame.js): each button posts the payer's choice to the frame's
 * origin and hands the answer to the merchant's page (the origin the order's callback URL is on) by
 * postMessage; Close and Escape dismiss.
 */
export const FRAME_JS = `(function () {
  'use strict';
  var main = document.querySelector('main');
  var merchant = main.getAttribute('data-merchant-origin');
  var status = document.getElementById('paygate-status');
  var tell = function (message) { parent.postMessage(message, merchant); };
  var dismiss = function () { tell({ paygate: 'dismiss' }); };
  document.getElementById('paygate-close').addEventListener('click', dismiss);
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape') dismiss(); });
  var form = document.getElementById('paygate-form');
  if (form) {
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var outcome = e.submitter && e.submitter.value;
      var buttons = form.querySelectorAll('button');
      buttons.forEach(function (b) { b.disabled = true; });
      status.textContent = 'Processing the payment…';
      fetch(form.getAttribute('action'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-PayGate-Frame': '1' },
        body: JSON.stringify({ order_id: main.getAttribute('data-order'), outcome: outcome })
      })
        .then(function (res) { return res.json().then(function (body) { return { ok: res.ok, body: body }; }); })
        .then(function (a) {
          if (a.ok && a.body.razorpay_payment_id) {
            status.textContent = 'Payment authorised. Returning to the merchant…';
            tell({ paygate: 'success', response: a.body });
          } else if (!a.ok) {
            status.textContent = (a.body.error && a.body.error.description) || 'The checkout refused that.';
            buttons.forEach(function (b) { b.disabled = false; });
          } else {
            var error = a.body.error || { description: 'The payment failed.' };
            status.textContent = error.description + ' Close this window to return to the merchant.';
            form.hidden = true;
            tell({ paygate: 'failed', error: error });
          }
        })
        .catch(function () {
          status.textContent = 'The payment could not be sent. Check your connection and try again.';
          buttons.forEach(function (b) { b.disabled = false; });
        });
    });
  }
  // The first choice (or Close) has the focus once Checkout.js focuses the frame: a frame not yet shown
  // cannot take it, so it is given again when the frame's window gains the focus with none inside it.
  var first = document.querySelector('main button');
  var focusFirst = function () { if (first && (!document.activeElement || document.activeElement === document.body)) first.focus(); };
  focusFirst();
  window.addEventListener('focus', focusFirst);
  tell({ paygate: 'ready' });
})();
`;
