/*
 * The site shell: everything the page does before and around Python.
 *
 * - checks that the browser can run the game at all, then starts Python: in a Web Worker
 *   (js/table.mjs) where the browser allows it, else in the page with PyScript;
 * - shows loading progress while Pyodide downloads and starts;
 * - switches to the game (<main id="app">) when py/main.py has run;
 * - shows a readable error screen when the interpreter cannot start;
 * - registers the service worker and offers a reload when a new version is waiting.
 *
 * State is mirrored on <html data-boot="loading|ready|error"> for CSS and tests.
 * Written in plain ES2017 so that old browsers reach the error screen instead of a syntax error.
 */
(function () {
  "use strict";

  var root = document.documentElement;
  var $ = function (id) { return document.getElementById(id); };
  // No progress for this long: tell the player (<html data-stall-ms> overrides it, for tests).
  var STALL_MS = Number(root.dataset.stallMs) || 60000;
  var stallTimer = null;
  var progress = 0;

  // Share of the download each Pyodide file stands for (roughly by size).
  var WEIGHTS = {
    "pyodide.mjs": 1,
    "pyodide-lock.json": 1,
    "pyodide.asm.mjs": 9,
    "pyodide.asm.wasm": 60,
    "python_stdlib.zip": 19
  };
  var seen = {};

  // The loading texts in the game's languages (the setting the game keeps, else the browser's).
  var LOADING = {
    en: ["Loading the game…", "Starting the game…"],
    fr: ["Chargement du jeu…", "Démarrage du jeu…"],
    es: ["Cargando el juego…", "Iniciando el juego…"],
    pt: ["Carregando o jogo…", "Iniciando o jogo…"]
  };
  function pageLanguage() {
    var tags = [];
    try {
      var saved = JSON.parse(localStorage.getItem("schotten-totten/settings") || "{}");
      if (saved && saved.language) tags.push(String(saved.language));
    } catch (error) { /* no storage: the browser's languages */ }
    tags = tags.concat(navigator.languages || [navigator.language || ""]);
    for (var i = 0; i < tags.length; i++) {
      var base = String(tags[i]).toLowerCase().split(/[-_]/)[0];
      if (LOADING[base]) return base;
    }
    return "en";
  }
  var LANG = pageLanguage();
  var LOADING_TEXT = LOADING[LANG][0];
  var STARTING_TEXT = LOADING[LANG][1];

  function setProgress(value, text) {
    if (root.dataset.boot !== "loading") return;
    progress = Math.max(progress, Math.min(100, value));
    var bar = $("loading-progress");
    if (bar) bar.value = progress;
    if (text && $("loading-text")) $("loading-text").textContent = text;
    armStallTimer();
  }

  function armStallTimer() {
    if (stallTimer) clearTimeout(stallTimer);
    stallTimer = setTimeout(function () {
      // Not final: the game still shows if it gets there after all.
      fail("The game is taking too long to load.",
        "No progress for " + STALL_MS / 1000 + " s. The connection may be slow or blocked.", true);
    }, STALL_MS);
  }

  var recoverable = false;
  var errorWatch = null; // the start's .py-error watch (watchPython)
  function fail(reason, detail, stalled) {
    if (root.dataset.boot === "ready") {
      console.error(reason, detail || "");
      return;
    }
    if (root.dataset.boot === "error" && !recoverable) return;
    recoverable = Boolean(stalled);
    if (stallTimer) clearTimeout(stallTimer);
    root.dataset.boot = "error";
    $("boot-error-reason").textContent = reason;
    $("boot-error-detail").textContent = detail ? String(detail) : "";
    $("loading").hidden = true;
    $("boot-error").hidden = false;
    // Installed earlier: a fixed version may be waiting, offer it.
    if (navigator.serviceWorker && navigator.serviceWorker.controller) registerServiceWorker();
  }

  function ready() {
    if (root.dataset.boot !== "loading" && !(root.dataset.boot === "error" && recoverable)) return;
    if (stallTimer) clearTimeout(stallTimer);
    if (errorWatch) errorWatch.disconnect();
    root.dataset.boot = "ready";
    $("boot-error").hidden = true;
    $("shell").hidden = true;
    $("app").hidden = false;
    if (performance.mark) performance.mark("schotten:ready"); // read by scripts/bench_load.py
    registerServiceWorker();
  }

  function missingFeatures() {
    var missing = [];
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiateStreaming !== "function") {
      missing.push("WebAssembly");
    }
    if (!("noModule" in document.createElement("script"))) missing.push("JavaScript modules");
    if (typeof BigInt64Array !== "function") missing.push("BigInt64Array");
    if (typeof fetch !== "function" || typeof Promise !== "function") missing.push("fetch");
    if (typeof TextDecoder !== "function") missing.push("TextDecoder");
    return missing;
  }

  // A failed or refused wasm download makes Pyodide wait forever; catch it where it happens.
  function watchWasm() {
    var original = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = function () {
      return original.apply(WebAssembly, arguments).then(function (result) {
        setProgress(90, STARTING_TEXT);
        return result;
      }, function (error) {
        fail("The game engine could not be downloaded or started.", error);
        throw error;
      });
    };
  }

  // A file of Pyodide's has come (seen on the page, or reported by the game's worker).
  function downloaded(name, status) {
    if (!(name in WEIGHTS) || seen[name]) return;
    if (status >= 400) {
      fail("A file the game needs could not be downloaded.", name + ": HTTP " + status);
      return;
    }
    seen[name] = true;
    var done = 0;
    Object.keys(seen).forEach(function (key) { done += WEIGHTS[key]; });
    setProgress(5 + done * 0.85, LOADING_TEXT);
  }

  function watchDownloads() {
    if (typeof PerformanceObserver !== "function") return;
    var observer = new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        downloaded(entry.name.split("?")[0].split("/").pop(), entry.responseStatus);
      });
    });
    try {
      observer.observe({ type: "resource", buffered: true });
    } catch (error) {
      observer.observe({ entryTypes: ["resource"] });
    }
  }

  function watchPyScript() {
    var script = document.querySelector('script[type="py"]');
    addEventListener("py:progress", function (event) {
      var text = String(event.detail || "");
      if (/^Loaded/.test(text)) setProgress(progress + 1);
      else armStallTimer();
    });
    script.addEventListener("py:done", function () {
      var error = document.querySelector(".py-error");
      if (error) fail("The game failed while starting.", error.textContent);
      else ready();
    });
    // PyScript reports Python exceptions as .py-error elements. Watched until the game is
    // ready: afterwards each drawing of the board would pay for a search of the whole page.
    errorWatch = new MutationObserver(function () {
      var error = document.querySelector(".py-error");
      if (error) fail("The game failed while starting.", error.textContent);
    });
    errorWatch.observe(document.body, { childList: true, subtree: true });
  }

  // A module that could not be fetched (Pyodide imports its own files as modules).
  var MODULE_FAILED = /Failed to fetch|error loading dynamically imported module|Importing a module script failed/i;

  function watchErrors() {
    addEventListener("unhandledrejection", function (event) {
      var reason = event.reason;
      var text = String((reason && reason.message) || reason);
      if (MODULE_FAILED.test(text)) {
        if (!retryOnce(text)) fail("A file the game needs could not be downloaded.", text);
        return;
      }
      fail("The game could not start.", reason && (reason.stack || reason));
    });
    addEventListener("error", function (event) {
      var target = event.target;
      if (target && target.tagName === "LINK" && /preload/.test(target.rel)) {
        // Only a hint: the real request is made again when the file is used, and reports
        // its own failure.
        console.warn("Preloading failed:", target.href);
      } else if (target && target !== window && (target.src || target.href)) {
        var url = target.src || target.href;
        if (!retryOnce(url)) fail("A file the game needs could not be downloaded.", url);
      } else if (event.error) {
        fail("The game could not start.", event.error.stack || event.error);
      }
    }, true);
  }

  // A download that fails at the network level (a dropped connection, a busy service worker) is
  // usually gone on the next try: the page reloads once by itself before showing the error screen.
  // A failed module fetch cannot be retried inside the page (the browser keeps the failure in
  // its module map), hence the reload. Once per tab and minute, so a real outage still shows.
  var RETRY_KEY = "schotten-totten-boot-retry";
  function retryOnce(url) {
    try {
      var last = Number(sessionStorage.getItem(RETRY_KEY)) || 0;
      if (Date.now() - last < 60000) return false;
      sessionStorage.setItem(RETRY_KEY, String(Date.now()));
    } catch (error) {
      return false; // no session storage: no way to know it was tried already
    }
    console.warn("Download failed, loading the page again:", url);
    location.reload();
    return true;
  }
  try {
    // This load is the retry: say so (for tests and bug reports).
    if (Date.now() - (Number(sessionStorage.getItem(RETRY_KEY)) || 0) < 60000) root.dataset.bootRetry = "yes";
  } catch (error) { /* no session storage */ }

  // Python runs in a Web Worker (js/table.mjs, js/python-worker.mjs) wherever the worker can
  // wait for the page's answer when it reads or writes localStorage (only the page has it), and
  // <html data-wait> says how:
  // - "suspend": the browser suspends the worker's Python on a promise (WebAssembly JavaScript
  //   Promise Integration, JSPI: Chromium, Firefox since 153 ESR);
  // - "block": elsewhere (Safari, a Firefox without JSPI; iOS and iPadOS, where Pyodide calls
  //   Python's C functions through JavaScript, see getPyEMTrampolinePtr in pyodide.asm.mjs, and
  //   JSPI cannot suspend across them), the worker blocks in a synchronous request that the service worker
  //   holds until the page posts the answer (sync-message, sw.js). That needs the service worker
  //   in control (a first visit installs it first: "install" below); the worker checks first
  //   that its requests reach it, and says so ("waits"), else Python runs in the page after all.
  // Otherwise Python runs in the page, with PyScript. <html data-runtime> says where.
  // "?runtime=page" in the address asks for the page, "?wait=block" for "block" where the
  // browser could suspend (for tests and comparisons).
  function appleMobile() {
    return /iPad|iPhone|iPod/.test(navigator.userAgent) ||
      (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  }
  // "install": a first visit that would block: the service worker is installed first (its
  // precache is this visit's download, and it reports each file for the loading bar), then
  // Python starts in the worker once it controls the page; if it cannot be installed, in the
  // page.
  function workerWait() {
    if (/[?&]runtime=page\b/.test(location.search) || typeof Worker !== "function") return "";
    var block = /[?&]wait=block\b/.test(location.search);
    if (!block && typeof WebAssembly.Suspending === "function" && !appleMobile()) return "suspend";
    if (!("serviceWorker" in navigator) || typeof XMLHttpRequest !== "function") return "";
    return navigator.serviceWorker.controller ? "block" : "install";
  }

  // Whether the player's last input was a key (Tab, Enter...) rather than a pointer. The game
  // moves the focus to a screen's title for screen readers; js/table.mjs and ui/dom/bridge.py
  // draw its ring only after a key (browsers draw one before any input too: a page opened from
  // a link showed a box around its title).
  var keyed = false;
  window.addEventListener("keydown", function () { keyed = true; }, true);
  window.addEventListener("pointerdown", function () { keyed = false; }, true);
  window.schottenKeyed = function () { return keyed; };

  // What the game's worker reports, for the loading bar and the error screen (js/table.mjs).
  window.schottenShell = {
    downloaded: downloaded,
    starting: function () { setProgress(90, STARTING_TEXT); },
    ready: ready,
    bootError: function (reason, detail) {
      var text = String(detail || "");
      if (reason === "engine") fail("The game engine could not be downloaded or started.", text);
      else if (reason === "python") fail("The game failed while starting.", text);
      else if (MODULE_FAILED.test(text)) {
        if (!retryOnce(text)) fail("A file the game needs could not be downloaded.", text);
      } else fail("The game could not start.", text);
    }
  };

  // The game's worker (js/python-worker.mjs) is created here, as soon as the page runs, so that
  // Pyodide downloads and starts while js/table.mjs, which takes the worker over, is still
  // loading; what the worker says meanwhile is kept for js/table.mjs (take()). Its "load" message
  // carries the player's fast start setting (js/fast-start.mjs: off only when set "off") and how
  // the worker waits for the page; `checked` is whether it can (always so for "suspend").
  function startWorker(wait) {
    var worker = new Worker("./js/python-worker.mjs", { type: "module" });
    var kept = [];
    var keep = function (event) {
      if (event.type === "error") event.preventDefault(); // js/table.mjs reports it
      kept.push(event);
    };
    worker.addEventListener("message", keep);
    worker.addEventListener("error", keep);
    var snapshot = true;
    try {
      snapshot = localStorage.getItem("schotten-totten-fast-start") !== "off";
    } catch (error) { /* no storage: on, as js/fast-start.mjs reads it */ }
    var checked = wait !== "block" ? Promise.resolve(true) : new Promise(function (resolve) {
      worker.addEventListener("message", function (event) {
        if (event.data && event.data.type === "waits") resolve(Boolean(event.data.ok));
      });
      worker.addEventListener("error", function () { resolve(true); }); // js/table.mjs reports it
    });
    worker.postMessage({ type: "load", snapshot: snapshot, wait: wait });
    return {
      worker: worker,
      checked: checked,
      take: function () {
        worker.removeEventListener("message", keep);
        worker.removeEventListener("error", keep);
        return kept.splice(0);
      }
    };
  }

  function preload(href) {
    var link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }

  function loadModule(src) {
    var core = document.createElement("script");
    core.type = "module";
    core.src = src;
    core.onerror = function () {
      fail("A file the game needs could not be downloaded.", core.src);
    };
    document.head.appendChild(core);
  }

  // In the page, Pyodide's and PyScript's files are fetched at once (PyScript would ask for
  // them one after the other): index.html keeps their <link>s in an inert <template>.
  function loadPyScript() {
    var links = $("page-preloads");
    if (links && links.content) document.head.appendChild(links.content.cloneNode(true));
    loadModule("./js/pyscript-boot.mjs");
  }

  var registering = false;
  // Registered once the game runs (or has failed), so that its precache never competes with the
  // first boot's downloads; or first, where it is to carry the worker's waits ("install").
  // `failed`, if given, is called when it cannot be registered or installed.
  function registerServiceWorker(failed) {
    if (registering || !("serviceWorker" in navigator)) return;
    registering = true;
    var reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (!reloading && root.dataset.updateAccepted === "yes") {
        reloading = true;
        location.reload();
      }
    });
    navigator.serviceWorker.register("./sw.js").then(function (registration) {
      if (!registration) { // blocked (as in browser tests)
        if (failed) failed();
        return;
      }
      if (registration.waiting && navigator.serviceWorker.controller) {
        offerUpdate(registration.waiting);
      }
      var watch = function (worker) {
        if (!worker) return;
        worker.addEventListener("statechange", function () {
          if (worker.state === "installed" && navigator.serviceWorker.controller) {
            offerUpdate(worker);
          } else if (worker.state === "redundant" && failed) {
            failed(); // its precache failed
          }
        });
      };
      watch(registration.installing);
      registration.addEventListener("updatefound", function () { watch(registration.installing); });
      root.dataset.sw = "registered";
    }, function (error) {
      root.dataset.sw = "unavailable";
      console.info("Offline play is unavailable:", error && error.message);
      if (failed) failed();
    });
  }

  function offerUpdate(worker) {
    var banner = $("update-banner");
    banner.hidden = false;
    $("update-reload").onclick = function () {
      root.dataset.updateAccepted = "yes";
      $("update-reload").disabled = true;
      // Accepted in another tab already: the new version is active, only the page is old.
      if (worker.state === "activating" || worker.state === "activated") location.reload();
      else worker.postMessage({ type: "skip-waiting" });
    };
    $("update-later").onclick = function () { banner.hidden = true; };
  }

  $("boot-retry").addEventListener("click", function () { location.reload(); });

  var missing = missingFeatures();
  if (missing.length) {
    fail("This browser cannot run the game.",
      "Missing: " + missing.join(", ") + ". Please use a recent version of Chrome, Edge, Firefox or Safari.");
    return;
  }
  watchErrors();
  if ($("loading-text")) $("loading-text").lang = LANG; // the rest of the shell is English
  setProgress(3, LOADING_TEXT);
  function startInPage() {
    root.dataset.runtime = "page";
    delete root.dataset.wait;
    watchWasm();
    watchDownloads();
    watchPyScript();
    loadPyScript();
  }
  function startInWorker(wait) {
    root.dataset.runtime = "worker";
    root.dataset.wait = wait;
    preload("./js/table.mjs"); // fetched while the worker starts
    var started = window.schottenShell.worker = startWorker(wait);
    started.checked.then(function (ok) {
      if (ok) {
        loadModule("./js/table.mjs");
        return;
      }
      console.info("The game's worker cannot wait for the page here: Python runs in the page.");
      started.worker.terminate();
      delete window.schottenShell.worker;
      startInPage();
    });
  }
  function installThenStart() {
    var settled = false;
    var settle = function (controlled) {
      if (settled) return;
      settled = true;
      if (controlled) startInWorker("block");
      else startInPage();
    };
    var sw = navigator.serviceWorker;
    sw.addEventListener("controllerchange", function () { settle(true); });
    sw.addEventListener("message", function (event) {
      var data = event.data || {};
      if (data.type === "precached") downloaded(String(data.path).split("/").pop(), 200);
    });
    if (sw.startMessages) sw.startMessages();
    registerServiceWorker(function () { settle(false); });
  }
  var wait = workerWait();
  if (wait === "install") installThenStart();
  else if (wait) startInWorker(wait);
  else startInPage();
})();
