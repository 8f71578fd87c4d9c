/*
 * Stripe.js test double (Car Hire Widgets demo). Defines window.Stripe with the
 * surface the bundle uses: stripe.elements({clientSecret, appearance}),
 * elements.create('payment', options) → mount/on/off/update/unmount/destroy,
 * stripe.confirmPayment / confirmSetup ({elements, confirmParams, redirect}),
 * retrievePaymentIntent / retrieveSetupIntent. The card form is rendered in the
 * page DOM (no iframe) with labelled inputs; a 3-D Secure challenge opens as an
 * accessible dialog. Intents are confirmed by the demo server's fake provider.
 * Test cards: 4242 4242 4242 4242 ok · 4000 0000 0000 0002 declined ·
 * 4000 0000 0000 9995 insufficient funds · 4000 0027 6000 3184 3-D Secure.
 */
// Checked strictly by tsc (tsconfig.demo.json), against @stripe/stripe-js's types where it implements them.
/** @typedef {import('@stripe/stripe-js').StripeConstructor} StripeConstructor */
/** @typedef {import('@stripe/stripe-js').Appearance} Appearance */
/** @typedef {import('@stripe/stripe-js').FieldsOption} FieldsOption */
/** @typedef {import('@stripe/stripe-js').StripeElementsUpdateOptions} StripeElementsUpdateOptions */
/** @typedef {import('@stripe/stripe-js').StripeElementsOptions} StripeElementsOptions */
/** @typedef {import('@stripe/stripe-js').StripePaymentElementOptions} StripePaymentElementOptions */
/** @typedef {import('@stripe/stripe-js').ConfirmPaymentData} ConfirmPaymentData */
/** @typedef {import('@stripe/stripe-js').ConfirmSetupData} ConfirmSetupData */
/**
 * The card as the form holds it and the demo server's /confirm reads it.
 * @typedef {{ number: string, exp_month: string, exp_year: string, cvc: string, postal_code: string }} CardValues
 */
/**
 * An error the double makes or the server answers; `field` names the input it marks.
 * @typedef {{ type: string, code?: string, message: string, field?: string, decline_code?: string }} DoubleError
 */
/** @typedef {(payload: unknown) => void} Handler */
(function () {
  'use strict';
  if (window.Stripe && /** @type {{ isTestDouble?: boolean }} */ (window.Stripe).isTestDouble) return;

  var script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  var BASE =
    new URL(script && script.src ? script.src : '/stripe-double/v3.js', location.href).origin + '/stripe-double';
  var uid = 0;

  // A <link> to a same-origin file works under style-src 'self'; an injected <style> would not.
  function injectStyles() {
    if (document.getElementById('chw-sd-styles')) return;
    var link = document.createElement('link');
    link.id = 'chw-sd-styles';
    link.rel = 'stylesheet';
    link.href = BASE + '/v3.css';
    (document.head || document.documentElement).appendChild(link);
  }

  /** @param {string} path @param {object} body */
  function post(path, body) {
    return fetch(BASE + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (r) {
        return r.json();
      })
      .catch(function () {
        return {
          error: {
            type: 'api_connection_error',
            message: 'We could not reach the payment provider. Please try again.',
          },
        };
      });
  }

  /** @param {string | null | undefined} secret */
  function kindOf(secret) {
    return /^seti_/.test(secret || '') ? 'setup' : /^pi_/.test(secret || '') ? 'payment' : null;
  }

  /** @param {unknown} s */
  function digits(s) {
    return String(s || '').replace(/\D/g, '');
  }

  // ------------------------------------------------------------------ element
  /**
   * @constructor
   * @param {Elements} elements @param {'payment' | 'card'} type @param {StripePaymentElementOptions} [options]
   */
  function PaymentElement(elements, type, options) {
    this._elements = elements;
    this._type = type;
    /** @type {Record<string, Handler[]>} */
    this._handlers = {};
    /** @type {HTMLDivElement | null} */
    this._root = null;
    this._destroyed = false;
    this.update(options || {});
  }
  /** @param {StripePaymentElementOptions} [options] */
  PaymentElement.prototype.update = function (options) {
    /** @type {FieldsOption} */
    var fields = (options && options.fields) || this._fields || {};
    this._fields = fields;
    var bd = fields.billingDetails;
    // 'auto' or 'never' for all billing details, or an object that may say it per field.
    var address = bd && typeof bd === 'object' ? bd.address : undefined;
    this._postal = !(
      bd === 'never' ||
      address === 'never' ||
      (address && typeof address === 'object' && address.postalCode === 'never')
    );
    if (this._root) this._render();
    return this;
  };
  /** @param {string} event @param {Handler} cb */
  PaymentElement.prototype.on = function (event, cb) {
    (this._handlers[event] = this._handlers[event] || []).push(cb);
    return this;
  };
  /** @param {string} event @param {Handler} cb */
  PaymentElement.prototype.once = function (event, cb) {
    var self = this;
    /** @param {unknown} e */
    function wrap(e) {
      self.off(event, wrap);
      cb(e);
    }
    return this.on(event, wrap);
  };
  /** @param {string} event @param {Handler} [cb] */
  PaymentElement.prototype.off = function (event, cb) {
    var list = this._handlers[event] || [];
    this._handlers[event] = cb
      ? list.filter(function (h) {
          return h !== cb;
        })
      : [];
    return this;
  };
  /** @param {string} event @param {unknown} payload */
  PaymentElement.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).slice().forEach(function (h) {
      try {
        h(payload);
      } catch (e) {
        setTimeout(function () {
          throw e;
        });
      }
    });
  };
  /** @param {string | Element} target */
  PaymentElement.prototype.mount = function (target) {
    if (this._destroyed) throw new Error('IntegrationError: This Element has already been destroyed.');
    var el = typeof target === 'string' ? document.querySelector(target) : target;
    if (!el)
      throw new Error('IntegrationError: The selector you specified (' + target + ') applies to no DOM elements.');
    injectStyles();
    this._host = el;
    this._render();
    var self = this;
    setTimeout(function () {
      self._emit('ready', { elementType: self._type });
    }, 0);
    return this;
  };
  PaymentElement.prototype._render = function () {
    var previous = this._root ? this._values() : null;
    if (this._root && this._root.parentNode) this._root.parentNode.removeChild(this._root);
    var id = 'chw-sd-' + ++uid;
    this._id = id;
    var root = document.createElement('div');
    root.className = 'chw-sd';
    root.setAttribute('data-testid', 'stripe-double');
    var vars = (this._elements._appearance && this._elements._appearance.variables) || {};
    if (vars.fontFamily) root.style.setProperty('--chw-sd-font', vars.fontFamily);
    if (vars.borderRadius) root.style.setProperty('--chw-sd-radius', vars.borderRadius);
    if (vars.colorPrimary) root.style.setProperty('--chw-sd-primary', vars.colorPrimary);
    if (vars.colorText) root.style.setProperty('--chw-sd-text', vars.colorText);
    if (vars.colorDanger) root.style.setProperty('--chw-sd-danger', vars.colorDanger);
    if (vars.colorBackground) root.style.setProperty('--chw-sd-background', vars.colorBackground);
    root.innerHTML =
      '<p class="chw-sd-note">Test payment form. Use card 4242 4242 4242 4242, any future expiry and any CVC.</p>' +
      '<div class="chw-sd-field"><label for="' +
      id +
      '-number">Card number</label>' +
      '<input id="' +
      id +
      '-number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" aria-describedby="' +
      id +
      '-error"></div>' +
      '<div class="chw-sd-row">' +
      '<div class="chw-sd-field"><label for="' +
      id +
      '-exp">Expiry (MM / YY)</label>' +
      '<input id="' +
      id +
      '-exp" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7" aria-describedby="' +
      id +
      '-error"></div>' +
      '<div class="chw-sd-field"><label for="' +
      id +
      '-cvc">CVC</label>' +
      '<input id="' +
      id +
      '-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4" aria-describedby="' +
      id +
      '-error"></div>' +
      '</div>' +
      (this._postal
        ? '<div class="chw-sd-field"><label for="' +
          id +
          '-postal">Postal code</label>' +
          '<input id="' +
          id +
          '-postal" name="postal" autocomplete="postal-code" placeholder="4000" maxlength="10" aria-describedby="' +
          id +
          '-error"></div>'
        : '') +
      '<p class="chw-sd-error" id="' +
      id +
      '-error" role="alert"></p>';
    this._root = root;
    // Rendered only once mounted, so the host is set.
    /** @type {Element} */ (this._host).appendChild(root);
    var self = this;
    var number = this._field('number');
    var exp = this._field('exp');
    number.addEventListener('input', function () {
      var d = digits(number.value).slice(0, 19);
      number.value = d.replace(/(\d{4})(?=\d)/g, '$1 ');
    });
    exp.addEventListener('input', function (e) {
      var d = digits(exp.value).slice(0, 4);
      var inputType = /** @type {InputEvent} */ (e).inputType;
      if (inputType && inputType.indexOf('delete') === 0) {
        exp.value = exp.value.replace(/[^\d/ ]/g, '');
        return;
      }
      if (d.length === 1 && Number(d) > 1) d = '0' + d;
      exp.value = d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d.length === 2 ? d + ' / ' : d;
    });
    var cvc = this._field('cvc');
    cvc.addEventListener('input', function () {
      cvc.value = digits(cvc.value).slice(0, 4);
    });
    root.addEventListener('input', function (e) {
      self._clearInvalid(/** @type {Element | null} */ (e.target));
      self._emit('change', self._changeEvent());
    });
    root.addEventListener('focusin', function () {
      self._emit('focus', { elementType: self._type });
    });
    root.addEventListener('focusout', function (e) {
      var next = /** @type {Node | null} */ (/** @type {FocusEvent} */ (e).relatedTarget);
      if (!root.contains(next)) self._emit('blur', { elementType: self._type });
    });
    if (previous) this._setValues(previous);
  };
  /** @param {string} name @returns {HTMLInputElement | null} */
  PaymentElement.prototype._input = function (name) {
    return this._root ? this._root.querySelector('#' + this._id + '-' + name) : null;
  };
  /** An input every rendered form has (number, exp, cvc). @param {string} name */
  PaymentElement.prototype._field = function (name) {
    return /** @type {HTMLInputElement} */ (this._input(name));
  };
  /** @returns {CardValues} */
  PaymentElement.prototype._values = function () {
    var expInput = this._input('exp');
    var exp = digits(expInput && expInput.value);
    var postal = this._input('postal');
    return {
      number: digits(this._field('number').value),
      exp_month: exp.slice(0, 2),
      exp_year: exp.slice(2, 4),
      cvc: digits(this._field('cvc').value),
      postal_code: postal ? postal.value.trim() : '',
    };
  };
  /** @param {CardValues} v */
  PaymentElement.prototype._setValues = function (v) {
    this._field('number').value = v.number.replace(/(\d{4})(?=\d)/g, '$1 ');
    this._field('exp').value = v.exp_month + (v.exp_year ? ' / ' + v.exp_year : '');
    this._field('cvc').value = v.cvc;
    var postal = this._input('postal');
    if (postal) postal.value = v.postal_code;
  };
  /** @returns {DoubleError | null} */
  PaymentElement.prototype._localError = function () {
    var v = this._values();
    /** @param {string} code @param {string} message @param {string} field @returns {DoubleError} */
    function err(code, message, field) {
      return { type: 'validation_error', code: code, message: message, field: field };
    }
    if (v.number.length < 16) return err('incomplete_number', 'Your card number is incomplete.', 'number');
    if (v.exp_month.length < 2 || v.exp_year.length < 2)
      return err('incomplete_expiry', "Your card's expiration date is incomplete.", 'exp');
    var m = Number(v.exp_month);
    if (m < 1 || m > 12) return err('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp');
    var now = new Date();
    var y = 2000 + Number(v.exp_year);
    if (y < now.getFullYear() || (y === now.getFullYear() && m < now.getMonth() + 1)) {
      return err('invalid_expiry_year_past', "Your card's expiration year is in the past.", 'exp');
    }
    if (v.cvc.length < 3) return err('incomplete_cvc', "Your card's security code is incomplete.", 'cvc');
    if (this._postal && !v.postal_code) return err('incomplete_zip', 'Your postal code is incomplete.', 'postal');
    return null;
  };
  PaymentElement.prototype._changeEvent = function () {
    var v = this._values();
    var empty = !v.number && !v.exp_month && !v.cvc && !v.postal_code;
    return {
      elementType: this._type,
      empty: empty,
      complete: !this._localError(),
      collapsed: false,
      value: { type: 'card' },
    };
  };
  /** @param {DoubleError | null} error */
  PaymentElement.prototype._showError = function (error) {
    if (!this._root) return;
    var box = /** @type {HTMLElement} */ (this._root.querySelector('#' + this._id + '-error'));
    box.textContent = error ? error.message : '';
    var field =
      error &&
      (error.field || (error.code === 'invalid_number' || error.code === 'incomplete_number' ? 'number' : null));
    var inputs = this._root.querySelectorAll('input');
    for (var i = 0; i < inputs.length; i++) inputs[i].removeAttribute('aria-invalid');
    var input = field ? this._input(field) : null;
    if (input) {
      input.setAttribute('aria-invalid', 'true');
      input.focus();
    }
  };
  /** @param {Element | null} input */
  PaymentElement.prototype._clearInvalid = function (input) {
    if (input && input.removeAttribute) input.removeAttribute('aria-invalid');
  };
  /** @param {boolean} busy */
  PaymentElement.prototype._setBusy = function (busy) {
    if (!this._root) return;
    var inputs = this._root.querySelectorAll('input');
    for (var i = 0; i < inputs.length; i++) inputs[i].disabled = busy;
    this._root.setAttribute('aria-busy', busy ? 'true' : 'false');
  };
  PaymentElement.prototype.focus = function () {
    var n = this._input('number');
    if (n) n.focus();
  };
  PaymentElement.prototype.blur = function () {
    var a = document.activeElement;
    if (this._root && this._root.contains(a)) /** @type {HTMLElement} */ (a).blur();
  };
  PaymentElement.prototype.clear = function () {
    if (!this._root) return;
    var inputs = this._root.querySelectorAll('input');
    for (var i = 0; i < inputs.length; i++) inputs[i].value = '';
    this._showError(null);
  };
  PaymentElement.prototype.collapse = function () {
    return this;
  };
  PaymentElement.prototype.unmount = function () {
    if (this._root && this._root.parentNode) this._root.parentNode.removeChild(this._root);
    this._root = null;
  };
  PaymentElement.prototype.destroy = function () {
    this.unmount();
    this._destroyed = true;
    this._handlers = {};
    var list = this._elements._created;
    var i = list.indexOf(this);
    if (i >= 0) list.splice(i, 1);
  };

  // ----------------------------------------------------------------- elements
  /** @constructor @param {Stripe} stripe @param {StripeElementsOptions} [options] */
  function Elements(stripe, options) {
    options = options || {};
    this._stripe = stripe;
    this._clientSecret = options.clientSecret || null;
    /** @type {Appearance} */
    this._appearance = options.appearance || {};
    /** @type {PaymentElement[]} */
    this._created = [];
  }
  /** @param {'payment' | 'card'} type @param {StripePaymentElementOptions} [options] */
  Elements.prototype.create = function (type, options) {
    if (type !== 'payment' && type !== 'card') {
      throw new Error(
        'IntegrationError: The Stripe.js test double supports only the "payment" element, not "' + type + '".',
      );
    }
    var el = new PaymentElement(this, type, options);
    this._created.push(el);
    return el;
  };
  /** @param {string} type */
  Elements.prototype.getElement = function (type) {
    for (var i = 0; i < this._created.length; i++) if (this._created[i]._type === type) return this._created[i];
    return null;
  };
  /** @param {StripeElementsUpdateOptions} [options] */
  Elements.prototype.update = function (options) {
    if (options && options.appearance) this._appearance = options.appearance;
    for (var i = 0; i < this._created.length; i++) if (this._created[i]._root) this._created[i]._render();
  };
  Elements.prototype.fetchUpdates = function () {
    return Promise.resolve({});
  };
  Elements.prototype.submit = function () {
    var el = this._mounted();
    if (!el)
      return Promise.resolve({ error: { type: 'validation_error', message: 'The payment form is not ready yet.' } });
    var error = el._localError();
    el._showError(error);
    return Promise.resolve(error ? { error: strip(error) } : {});
  };
  Elements.prototype._mounted = function () {
    for (var i = 0; i < this._created.length; i++) if (this._created[i]._root) return this._created[i];
    return null;
  };

  /** What Stripe.js answers of an error (no `field`). @param {DoubleError} error @returns {DoubleError} */
  function strip(error) {
    /** @type {DoubleError} */
    var out = { type: error.type, code: error.code, message: error.message };
    if (error.decline_code) out.decline_code = error.decline_code;
    return out;
  }

  // ------------------------------------------------------------- 3-D Secure
  /** @param {string} amountText @returns {Promise<string | null>} the button's data-result */
  function challenge(amountText) {
    return new Promise(function (resolve) {
      injectStyles();
      var previous = /** @type {HTMLElement | null} */ (document.activeElement);
      var overlay = document.createElement('div');
      overlay.className = 'chw-sd-overlay';
      var id = 'chw-sd-3ds-' + ++uid;
      overlay.innerHTML =
        '<div class="chw-sd-dialog" role="dialog" aria-modal="true" aria-labelledby="' +
        id +
        '-title" aria-describedby="' +
        id +
        '-desc">' +
        '<h2 id="' +
        id +
        '-title">3D Secure authentication</h2>' +
        '<p id="' +
        id +
        '-desc">Your bank asks you to confirm this test payment' +
        amountText +
        '. Complete or fail the authentication.</p>' +
        '<div class="chw-sd-actions">' +
        '<button type="button" class="chw-sd-btn chw-sd-btn-primary" data-result="complete">Complete authentication</button>' +
        '<button type="button" class="chw-sd-btn chw-sd-btn-secondary" data-result="fail">Fail authentication</button>' +
        '</div></div>';
      document.body.appendChild(overlay);
      var buttons = overlay.querySelectorAll('button');
      /** @param {string | null} result */
      function done(result) {
        document.removeEventListener('keydown', onKey, true);
        overlay.parentNode && overlay.parentNode.removeChild(overlay);
        if (previous && previous.focus) {
          try {
            previous.focus();
          } catch {
            /* gone */
          }
        }
        resolve(result);
      }
      /** @param {KeyboardEvent} e */
      function onKey(e) {
        if (e.key === 'Escape') {
          e.preventDefault();
          done('fail');
        }
        if (e.key === 'Tab') {
          var first = buttons[0],
            last = buttons[buttons.length - 1];
          if (e.shiftKey && document.activeElement === first) {
            e.preventDefault();
            last.focus();
          } else if (!e.shiftKey && document.activeElement === last) {
            e.preventDefault();
            first.focus();
          } else if (!overlay.contains(document.activeElement)) {
            e.preventDefault();
            first.focus();
          }
        }
      }
      document.addEventListener('keydown', onKey, true);
      for (var i = 0; i < buttons.length; i++) {
        buttons[i].addEventListener('click', function (e) {
          done(/** @type {HTMLElement} */ (e.currentTarget).getAttribute('data-result'));
        });
      }
      buttons[0].focus();
    });
  }

  // ------------------------------------------------------------------ confirm
  /**
   * @param {Stripe} stripe @param {'payment' | 'setup'} kind
   * @param {{ elements?: Elements, clientSecret?: string, confirmParams?: { return_url?: string }, redirect?: 'always' | 'if_required' }} [params]
   */
  function confirm(stripe, kind, params) {
    params = params || {};
    var elements = params.elements;
    var secret = params.clientSecret || (elements && elements._clientSecret);
    var mounted = elements && elements._mounted();
    if (!elements || !mounted) {
      return Promise.resolve({ error: { type: 'invalid_request_error', message: 'The payment form is not mounted.' } });
    }
    var el = mounted;
    if (!secret || kindOf(secret) !== kind) {
      return Promise.resolve({
        error: {
          type: 'invalid_request_error',
          code: 'parameter_invalid',
          message:
            kind === 'payment'
              ? 'confirmPayment needs a PaymentIntent client secret (use confirmSetup for a SetupIntent).'
              : 'confirmSetup needs a SetupIntent client secret (use confirmPayment for a PaymentIntent).',
        },
      });
    }
    var local = el._localError();
    if (local) {
      el._showError(local);
      return Promise.resolve({ error: strip(local) });
    }
    el._showError(null);
    el._setBusy(true);
    var card = el._values();
    var key = kind === 'payment' ? 'paymentIntent' : 'setupIntent';
    return post('/confirm', { client_secret: secret, card: card, require_postal: el._postal })
      .then(function (res) {
        if (res && res.next_action) {
          var amount = res.paymentIntent ? ' of $' + (res.paymentIntent.amount / 100).toFixed(2) + ' AUD' : '';
          return challenge(amount).then(function (result) {
            return post('/confirm', { client_secret: secret, three_ds: result });
          });
        }
        return res;
      })
      .then(function (res) {
        el._setBusy(false);
        if (res && res.error) {
          if (res.error.type === 'validation_error') el._showError(res.error);
          return { error: strip(res.error) };
        }
        var intent = res && res[key];
        if (!intent) return { error: { type: 'api_error', message: 'An unexpected error occured.' } };
        var returnUrl = params.confirmParams && params.confirmParams.return_url;
        if (params.redirect !== 'if_required' && returnUrl) {
          var url = new URL(returnUrl, location.href);
          url.searchParams.set(kind === 'payment' ? 'payment_intent' : 'setup_intent', intent.id);
          url.searchParams.set(
            kind === 'payment' ? 'payment_intent_client_secret' : 'setup_intent_client_secret',
            intent.client_secret,
          );
          url.searchParams.set('redirect_status', 'succeeded');
          location.assign(url.toString());
          return new Promise(function () {});
        }
        /** @type {Record<string, unknown>} */
        var out = {};
        out[key] = intent;
        return out;
      });
  }

  /** @param {'payment' | 'setup'} kind @param {string} secret */
  function retrieve(kind, secret) {
    return fetch(BASE + '/intent?client_secret=' + encodeURIComponent(secret || ''))
      .then(function (r) {
        return r.json();
      })
      .then(function (res) {
        return res.error ? { error: res.error } : res;
      });
  }

  // ------------------------------------------------------------------- Stripe
  /** @constructor @param {string} publishableKey @param {unknown} [options] */
  function Stripe(publishableKey, options) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey, options);
    if (typeof publishableKey !== 'string' || !publishableKey) {
      throw new Error('IntegrationError: Please call Stripe() with your publishable key. You used an empty string.');
    }
    this._key = publishableKey;
  }
  /** @param {StripeElementsOptions} options */
  Stripe.prototype.elements = function (options) {
    return new Elements(this, options);
  };
  /** @param {{ elements: Elements, confirmParams?: Partial<ConfirmPaymentData>, redirect?: 'always' | 'if_required' }} params */
  Stripe.prototype.confirmPayment = function (params) {
    return confirm(this, 'payment', params);
  };
  /** @param {{ elements: Elements, confirmParams?: Partial<ConfirmSetupData>, redirect?: 'always' | 'if_required' }} params */
  Stripe.prototype.confirmSetup = function (params) {
    return confirm(this, 'setup', params);
  };
  /** @param {string} secret */
  Stripe.prototype.retrievePaymentIntent = function (secret) {
    return retrieve('payment', secret);
  };
  /** @param {string} secret */
  Stripe.prototype.retrieveSetupIntent = function (secret) {
    return retrieve('setup', secret);
  };
  Stripe.version = 3;
  Stripe.isTestDouble = true;
  // Only the part of Stripe.js the bundle calls (see the top of this file), typed above as Stripe's.
  window.Stripe = /** @type {StripeConstructor} */ (/** @type {unknown} */ (Stripe));
})();
