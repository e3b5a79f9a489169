/* global document, window, requestAnimationFrame */
// Starts the app once the prerendered first screen has painted (docs/decisions/0043-prerendered-first-screen.md).
// The server puts this script, instead of the app's own, in the pages it sends drawn: their
// first screen then paints on the HTML and the stylesheet alone, and the app's code downloads
// after that paint instead of competing with the stylesheet for a phone's bandwidth.
// `data-entry`: the app's entry module; `data-preload`: the modules it and the page import;
// `data-fetch`: the API addresses the page's first render asks for, requested here at the same
// time as the code (the app takes each answer once: src/lib/api.ts, `takeEarlyAnswer`);
// `data-time-zone-header`: the header that carries the visitor's time zone, as the app sends it.
// An address with a `*` segment (a pet page's) asks for this page's last path segment there.
// Photo slots in the drawn page (`data-photo-from`, src/components/photo-slot.tsx) get their photo
// from those answers, before the app runs (docs/decisions/0044-photos-in-the-drawn-page.md).
(function () {
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var fetches = (boot.getAttribute('data-fetch') || '').split(' ').filter(Boolean);
  var zoneHeader = boot.getAttribute('data-time-zone-header');
  /** How long the app's code waits for the first screen's photos at most. */
  var PHOTO_WAIT_MS = 1500;
  /** `address` with its `*` segment replaced by this page's last path segment (null: none fits). */
  function resolve(address) {
    if (!/\/\*(?=[/?]|$)/.test(address)) return address;
    var segment = window.location.pathname.split('/').filter(Boolean).pop() || '';
    return /^[\w-]+$/.test(segment) ? address.replace(/\/\*(?=[/?]|$)/, '/' + segment) : null;
  }
  /** The `[data-photo-from]` slots of the drawn page, by the address their photo comes from. */
  function photoSlots() {
    var byAddress = {};
    var slots = document.querySelectorAll('[data-photo-from]');
    for (var i = 0; i < slots.length; i++) {
      var address = resolve(slots[i].getAttribute('data-photo-from') || '');
      if (address) (byAddress[address] = byAddress[address] || []).push(slots[i]);
    }
    return byAddress;
  }
  /** Whether `frame` (a slot's box) shows in the window as it opened. */
  function onFirstScreen(frame) {
    if (!frame || typeof frame.getBoundingClientRect !== 'function') return false;
    var box = frame.getBoundingClientRect();
    return (
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth
    );
  }
  /**
   * Replaces each slot in the first screen (those further down are the app's) by its photo: the
   * file `variantUrl` and `srcSetOf` give the app. Returns the photos drawn.
   */
  function drawPhotos(slots, body) {
    var drawn = [];
    // Every layout read first, then the writes: a read after a replaced slot would lay the whole
    // page out again, once per photo (hundreds of milliseconds on a phone).
    var shown = slots.map(function (slot) {
      return onFirstScreen(slot.parentNode);
    });
    slots.forEach(function (slot, index) {
      var item = body;
      (slot.getAttribute('data-photo-pick') || '').split('.').forEach(function (key) {
        item = item && key ? item[key] : item;
      });
      if (!item || typeof item.imageUrl !== 'string' || !shown[index]) return;
      var variants = (Array.isArray(item.variants) ? item.variants : [])
        .filter(function (v) {
          return v && typeof v.url === 'string' && typeof v.width === 'number';
        })
        .sort(function (a, b) {
          return a.width - b.width;
        });
      var min = Number(slot.getAttribute('data-photo-width')) || 800;
      var file =
        variants.filter(function (v) {
          return v.width >= min;
        })[0] || variants[variants.length - 1];
      var photo = document.createElement('img');
      var sizes = slot.getAttribute('data-photo-sizes');
      if (sizes && variants.length) {
        photo.srcset = variants
          .map(function (v) {
            return v.url + ' ' + v.width + 'w';
          })
          .join(', ');
        photo.sizes = sizes;
      }
      photo.src = file ? file.url : item.imageUrl;
      // The stored size, as the app's own <img> has it (the same largest-paint size).
      if (typeof item.width === 'number' && typeof item.height === 'number') {
        photo.width = item.width;
        photo.height = item.height;
      }
      photo.alt = '';
      photo.className = slot.getAttribute('data-photo-class') || '';
      photo.setAttribute('fetchpriority', 'high');
      slot.parentNode.replaceChild(photo, slot);
      drawn.push(photo);
    });
    return drawn;
  }
  /** Calls `done` once every photo has loaded or failed. */
  function whenLoaded(photos, done) {
    var waiting = photos.length;
    function settled() {
      if (--waiting === 0) done();
    }
    if (!waiting) return done();
    photos.forEach(function (photo) {
      if (photo.complete) return settled();
      photo.addEventListener('load', settled);
      photo.addEventListener('error', settled);
    });
  }
  /**
   * Asks for the page's first answers and draws the photos of its slots from them; `done` is
   * called once those photos are in (or could not be drawn), at once when there are none.
   */
  function fetchEarly(done) {
    if (typeof fetch !== 'function' || !fetches.length) return done();
    var headers = { Accept: 'application/json' };
    try {
      var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (zone && zoneHeader) headers[zoneHeader] = zone;
    } catch (error) {
      // No time zone: the app's own requests would not send one either.
    }
    var early = {};
    var slots = photoSlots();
    var waiting = 1;
    function settled() {
      if (--waiting === 0) done();
    }
    fetches.forEach(function (asked) {
      var address = resolve(asked);
      if (!address) return;
      var answer = fetch(address, { headers: headers, credentials: 'include' });
      // Not taken (the page asked otherwise): not an unhandled rejection.
      answer.catch(function () {});
      early[address] = { at: Date.now(), answer: answer };
      if (!slots[address]) return;
      waiting++;
      // A copy of the answer: the app reads the answer itself.
      answer
        .then(function (response) {
          return response.ok ? response.clone().json() : null;
        })
        .then(function (body) {
          whenLoaded(body ? drawPhotos(slots[address], body) : [], settled);
        })
        .catch(settled);
    });
    window.__pawprizeEarlyAnswers = early;
    settled();
  }
  /** The app's code: its modules, then the entry. */
  var codeStarted = false;
  function startCode() {
    if (codeStarted) return;
    codeStarted = true;
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
  function start() {
    // A page whose first screen is a photo (the deck, a battle, a pet, the shop) gets it before
    // the app's code, which would share a phone's line with it: the code follows once the photos
    // are in, PHOTO_WAIT_MS after the start at the latest. Other pages' code starts at once.
    setTimeout(startCode, PHOTO_WAIT_MS);
    // A task of its own: reading the time zone can take a phone a while.
    setTimeout(function () {
      fetchEarly(startCode);
    }, 0);
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
