// The engines suite's probe (test/engines/env.mjs injects it first in every page's <head>, served
// same-origin so the strict CSP lets it run). Classic script, no modules: it must run before the
// bundle. It pins `Date` to the server's clock (WebKit's WebDriver has no init scripts), forwards
// console errors, page errors and unhandled rejections to the test with sendBeacon (WebKit's
// WebDriver has no console events either), and finds elements as a person names them.
(function () {
  'use strict';
  // env.mjs writes the server's current instant (epoch ms) here as it serves this file.
  var offset = Number('__CHW_INSTANT__') - Date.now();
  var RealDate = Date;
  function PinnedDate() {
    var args = Array.prototype.slice.call(arguments);
    if (!(this instanceof PinnedDate)) return new RealDate(RealDate.now() + offset).toString();
    if (args.length === 0) return new RealDate(RealDate.now() + offset);
    return new (Function.prototype.bind.apply(RealDate, [null].concat(args)))();
  }
  PinnedDate.prototype = RealDate.prototype;
  PinnedDate.now = function () {
    return RealDate.now() + offset;
  };
  PinnedDate.UTC = RealDate.UTC;
  PinnedDate.parse = RealDate.parse;
  window.Date = PinnedDate;

  function report(kind, text) {
    var body = JSON.stringify({ kind: kind, text: String(text).slice(0, 2000), page: location.pathname });
    try {
      navigator.sendBeacon('/__engines/log', body);
    } catch {
      /* the page is going away: nothing to report to */
    }
  }
  var consoleError = console.error;
  console.error = function () {
    report('console', Array.prototype.map.call(arguments, String).join(' '));
    return consoleError.apply(console, arguments);
  };
  window.addEventListener('error', function (event) {
    report('pageerror', event.message || (event.target && event.target.src) || 'error');
  });
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    report(
      'unhandledrejection',
      (reason && (reason.message ? reason.name + ': ' + reason.message : reason.stack)) || reason,
    );
  });

  function text(node) {
    return (node.textContent || '').replace(/\s+/g, ' ').trim();
  }
  function visible(node) {
    return !!(node.offsetWidth || node.offsetHeight || node.getClientRects().length);
  }
  function nameOf(node) {
    var label = node.getAttribute('aria-label');
    if (label) return label;
    var by = node.getAttribute('aria-labelledby');
    if (by)
      return by
        .split(' ')
        .map(function (id) {
          var ref = document.getElementById(id);
          return ref ? text(ref) : '';
        })
        .join(' ')
        .trim();
    if (node.labels && node.labels.length) return text(node.labels[0]);
    return text(node);
  }
  var ROLES = {
    button: 'button, [role="button"], input[type="submit"]',
    link: 'a[href]',
    checkbox: 'input[type="checkbox"]',
    radio: 'input[type="radio"], [role="radio"]',
    heading: 'h1, h2, h3, h4, h5, h6',
    field: 'input, select, textarea',
    dialog: '[role="dialog"], dialog',
  };
  /**
   * The first visible element of `role` whose accessible name is `name` (a string: exact; an
   * object {re, flags}: a regular expression); `css` as role: that selector.
   */
  window.__chwFind = function (role, name, within) {
    var root = (within && document.querySelector(within)) || document;
    var selector = ROLES[role] || role;
    var match =
      name == null
        ? function () {
            return true;
          }
        : typeof name === 'string'
          ? function (n) {
              return n === name;
            }
          : function (n) {
              return new RegExp(name.re, name.flags).test(n);
            };
    var nodes = root.querySelectorAll(selector);
    for (var i = 0; i < nodes.length; i += 1) {
      if (visible(nodes[i]) && match(nameOf(nodes[i]))) return nodes[i];
    }
    return null;
  };
})();
