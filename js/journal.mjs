// The saves' journal: each write the game makes to localStorage is also written to IndexedDB
// with durability "strict" (the browser reports it done once it is on disk), and put back into
// localStorage at the next start when localStorage lost it.
//
// localStorage stays the saves' home (Python reads and writes only there); browsers write it to
// disk a while after it changes (Chromium: about a second later), so a browser killed at once
// (a phone's system ends it in the background) came back without the last move. The journal
// holds the latest value of each key written (null: removed) with a sequence number; the same
// number goes into localStorage beside the writes (MARK_KEY). At the start (replayed), the
// journal's entries above localStorage's mark are written back, in order: what localStorage
// lost. Entries at or below the mark and older than an hour are dropped then (localStorage has
// long been written to disk with them).
//
// A localStorage without a mark lost the first writes ever made here, or was cleared while the
// browser ran (by hand, by a test or a tool: what the game never does). The two are told apart
// by a session cookie (LIVE_COOKIE), which each write sets and which does not outlive the
// browser: still there, the browser did not stop, and the journal is emptied instead.
//
// record(items) writes [[key, value or null], ...] into localStorage's journal and returns a
// promise settled once it is on disk (at once where IndexedDB cannot be used: the game never
// waits on a journal it cannot have); pending() one settled once all are. Python in the page
// (ui/dom) reaches them as schotten.journal (the page's namespace, js/shell.js).

import { STORAGE_KEYS } from "./protocol.mjs";

const DB_NAME = "schotten-totten-journal";
const STORE = "writes";
const MARK_KEY = STORAGE_KEYS.journalMark; // not under "schotten-totten/": no save of the game's
const KEEP_MS = 3600 * 1000; // an entry older than this, and in localStorage, is on its disk
const OPEN_MS = 3000; // a database that does not open in this time is not waited for
const LIVE_COOKIE = "schotten-totten-journal=live";

let last = 0; // the latest sequence number this page gave or saw

function mark() {
  try {
    return Number(localStorage.getItem(MARK_KEY)) || 0;
  } catch {
    return 0;
  }
}

function live() {
  try {
    return document.cookie.split("; ").includes(LIVE_COOKIE);
  } catch {
    return false;
  }
}

function setLive() {
  try {
    if (!live()) document.cookie = `${LIVE_COOKIE}; path=/; SameSite=Strict`;
  } catch {
    // no cookies: a storage cleared by hand is taken for one that lost its first writes
  }
}

/** A sequence number above any given before: microseconds of the clock, or one more. */
function nextSeq() {
  last = Math.max(last + 1, mark() + 1, Date.now() * 1000);
  return last;
}

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx) {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error || new Error("journal write aborted"));
  });
}

function open() {
  return new Promise((resolve) => {
    let req;
    try {
      req = indexedDB.open(DB_NAME, 1);
    } catch {
      resolve(null);
      return;
    }
    const timer = setTimeout(() => resolve(null), OPEN_MS);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: "key" });
      store.createIndex("seq", "seq");
    };
    req.onsuccess = () => {
      clearTimeout(timer);
      const db = req.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    req.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    req.onblocked = () => {
      clearTimeout(timer);
      resolve(null);
    };
  });
}

const database = typeof indexedDB === "undefined" ? Promise.resolve(null) : open();

/** Writes back into localStorage what it lost of the journal, then drops the journal's old
 * entries; never fails (a journal that cannot be read is left as it is). */
async function replay() {
  const db = await database;
  if (!db) return 0;
  let written = 0;
  try {
    const at = mark();
    const tx = db.transaction(STORE, "readwrite");
    const store = tx.objectStore(STORE);
    if (!at && live()) { // cleared while the browser ran: nothing of it is to come back
      store.clear();
      await done(tx);
      return 0;
    }
    const ahead = await request(store.index("seq").getAll(IDBKeyRange.lowerBound(at, true)));
    ahead.sort((a, b) => a.seq - b.seq);
    for (const entry of ahead) {
      if (entry.value === null) localStorage.removeItem(entry.key);
      else localStorage.setItem(entry.key, entry.value);
      last = Math.max(last, entry.seq);
      written += 1;
    }
    if (written) localStorage.setItem(MARK_KEY, String(last));
    const old = Math.min(at, (Date.now() - KEEP_MS) * 1000);
    if (old > 0) store.index("seq").openCursor(IDBKeyRange.upperBound(old)).onsuccess = (event) => {
      const cursor = event.target.result;
      if (!cursor) return;
      cursor.delete();
      cursor.continue();
    };
    await done(tx);
  } catch (error) {
    console.warn("The saves' journal could not be read:", error);
  }
  return written;
}

export const replayed = replay();

// The writes of one task go to the journal together, in one transaction.
let queued = null;
const writing = new Set(); // the batches not yet on disk

function flush() {
  const batch = queued;
  queued = null;
  writing.add(batch.written);
  batch.written.then(() => writing.delete(batch.written));
  database.then(async (db) => {
    if (!db) return;
    const tx = db.transaction(STORE, "readwrite", { durability: "strict" });
    const store = tx.objectStore(STORE);
    for (const [key, entry] of batch.entries) store.put({ key, value: entry.value, seq: entry.seq });
    await done(tx);
  }).catch((error) => {
    console.warn("The saves' journal could not be written:", error);
  }).then(batch.resolve);
}

/** Journals these localStorage writes ([key, value or null], already made, in order); the
 * promise resolves once they are on disk (or the journal cannot be written). */
export function record(items) {
  if (!items.length) return Promise.resolve();
  const seq = nextSeq();
  setLive();
  try {
    localStorage.setItem(MARK_KEY, String(seq));
  } catch {
    // a full storage: the journal still holds them, and is ahead of localStorage's mark
  }
  if (!queued) {
    let resolve;
    const written = new Promise((settle) => { resolve = settle; });
    queued = { entries: new Map(), resolve, written };
    queueMicrotask(flush);
  }
  for (const [key, value] of items) {
    queued.entries.delete(key); // the latest value of a key, in the order of the writes
    queued.entries.set(key, { value: value === null || value === undefined ? null : String(value), seq });
  }
  return queued.written;
}

/** A promise settled once every write journaled so far is on disk; null when none is on its
 * way (js/python-page.mjs hands a move to the page once it is kept). */
export function pending() {
  const all = [...writing];
  if (queued) all.push(queued.written);
  return all.length ? Promise.all(all) : null;
}

(globalThis.schotten ??= {}).journal = { record, replayed, pending };
