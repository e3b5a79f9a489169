/* global document, window, requestAnimationFrame */
// Starts the app once the prerendered first screen has painted (docs/decisions/0043-prerendered-first-screen.md).
// The server puts this script, instead of the app's own, in the pages it sends drawn: their
// first screen then paints on the HTML and the stylesheet alone, and the app's code downloads
// after that paint instead of competing with the stylesheet for a phone's bandwidth.
// `data-entry`: the app's entry module; `data-preload`: the modules it and the page import;
// `data-fetch`: the API addresses the page's first render asks for, requested here at the same
// time as the code (the app takes each answer once: src/lib/api.ts, `takeEarlyAnswer`);
// `data-time-zone-header`: the header that carries the visitor's time zone, as the app sends it.
(function () {
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var fetches = (boot.getAttribute('data-fetch') || '').split(' ').filter(Boolean);
  var zoneHeader = boot.getAttribute('data-time-zone-header');
  function fetchEarly() {
    if (typeof fetch !== 'function' || !fetches.length) return;
    var headers = { Accept: 'application/json' };
    try {
      var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (zone && zoneHeader) headers[zoneHeader] = zone;
    } catch (error) {
      // No time zone: the app's own requests would not send one either.
    }
    var early = {};
    fetches.forEach(function (address) {
      var answer = fetch(address, { headers: headers, credentials: 'include' });
      // Not taken (the page asked otherwise): not an unhandled rejection.
      answer.catch(function () {});
      early[address] = { at: Date.now(), answer: answer };
    });
    window.__pawprizeEarlyAnswers = early;
  }
  function start() {
    // The answers in a task of their own: reading the time zone can take a phone a while.
    setTimeout(fetchEarly, 0);
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the first contentful paint has been shown (paint timing), or, where the browser does
  // not report it, after two frames (the first one's callback runs just before that paint).
  var started = false;
  function once() {
    if (started) return;
    started = true;
    start();
  }
  var observed = false;
  try {
    if (
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes &&
      PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0
    ) {
      var observer = new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          once();
        }
      });
      observer.observe({ type: 'paint', buffered: true });
      observed = true;
    }
  } catch (error) {
    observed = false;
  }
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        // Paint timing may never report (a page in a background tab paints nothing): go on
        // after a second at the latest.
        setTimeout(once, observed ? 1000 : 0);
      });
    });
  } else {
    setTimeout(once, 0);
  }
  // A page opened in a background tab gets no frames: start anyway.
  setTimeout(once, 3000);
})();
