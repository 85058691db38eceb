// Page-side helpers of the engine smoke suites, run in the page by each driver (Puppeteer's
// evaluate, Selenium's execute_script) after a load: what the page shows and saves, the file an
// export would download, and the errors seen since (for WebKit, whose WebDriver session cannot
// read the console). Defines window.smokeKit once per document.
(() => {
  if (window.smokeKit) return;
  const root = document.documentElement;
  const errors = [];
  addEventListener("error", (event) => errors.push(`error: ${event.message}`));
  addEventListener("unhandledrejection", (event) => {
    const reason = event.reason;
    errors.push(`unhandled rejection: ${(reason && reason.message) || reason}`);
  });
  const consoleError = console.error;
  console.error = function (...args) {
    errors.push(`console error: ${args.map(String).join(" ")}`);
    return consoleError.apply(this, args);
  };
  // An export's file (the game's download: a link to a blob, js/table.mjs) is kept here
  // instead of being saved (the page's CSP lets nothing fetch a blob: URL).
  const blobs = new Map();
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (blob) => {
    const url = createObjectURL.call(URL, blob);
    blobs.set(url, blob);
    return url;
  };
  const downloads = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (!this.download || !blobs.has(this.href)) return click.call(this);
    const name = this.download;
    downloads.push(blobs.get(this.href).text().then((text) => ({ name, text })));
  };
  window.smokeKit = {
    // <html data-*>: boot, runtime, wait, start, snapshot, pending…
    state: () => ({ ...root.dataset, online: navigator.onLine }),
    save: () => {
      const id = localStorage.getItem("schotten-totten/current");
      return id && localStorage.getItem(`schotten-totten/game/${id}`);
    },
    answered: () => !root.hasAttribute("data-pending"),
    downloads: () => Promise.all(downloads),
    errors: () => errors.slice(),
    botTurns: () => (schotten.figures.botTurns || []).length,
  };
})();
