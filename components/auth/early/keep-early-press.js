/*
 * Keeps a press made on a sign-in form before the page's own scripts ran
 * (components/auth/use-kept-press.ts tells why and how it is carried out).
 * This file is tiny (`npm run build:early` minifies it into public/scripts)
 * and asked for as the page is read, so it runs long before Next's
 * scripts, which load after the first paint. It enables the submit
 * buttons of the forms marked `data-keep-press` (disabled by the server so
 * that a press could not send the form natively) and, until the
 * page takes a form over (`claim`), stops its submission, marks its button
 * as starting and remembers it. Plain ES5: it must run in any browser
 * before anything else is there.
 */
(function () {
  'use strict';
  var KEEPER = '__keptPress';
  if (window[KEEPER]) return;
  var kept = [];
  var claimed = [];
  var STARTING = 'data-press-starting';

  function has(list, form) {
    return list.indexOf(form) >= 0;
  }

  window[KEEPER] = {
    /** The page runs this form from now on: answers whether a press is waiting for it. */
    claim: function (form) {
      if (!has(claimed, form)) claimed.push(form);
      var starting = form.querySelectorAll('[' + STARTING + ']');
      for (var i = 0; i < starting.length; i++) {
        starting[i].removeAttribute(STARTING);
        starting[i].removeAttribute('aria-busy');
      }
      var at = kept.indexOf(form);
      if (at < 0) return false;
      kept.splice(at, 1);
      return true;
    },
  };

  // bubbling to the window: a form the page already runs has had its submit handled (prevented) by then
  window.addEventListener('submit', function (event) {
    var form = event.target;
    if (event.defaultPrevented || !form || !form.hasAttribute || !form.hasAttribute('data-keep-press')) return;
    if (has(claimed, form)) return;
    event.preventDefault();
    if (!has(kept, form)) kept.push(form);
    var button = event.submitter || form.querySelector('button[type="submit"]');
    if (button) {
      button.setAttribute(STARTING, '');
      button.setAttribute('aria-busy', 'true');
    }
  });

  function enable() {
    var buttons = document.querySelectorAll('form[data-keep-press] button[type="submit"][disabled]');
    for (var i = 0; i < buttons.length; i++) {
      if (!has(claimed, buttons[i].form)) buttons[i].disabled = false;
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', enable);
  else enable();
})();
