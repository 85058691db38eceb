// Reading a stored snapshot that is bad (js/snapshot-cache.mjs's storedSnapshot) when the one
// who awaits its bytes comes late, as Pyodide does: loadPyodide awaits `_loadSnapshot` only
// after it has imported pyodide.asm.mjs, which on a loaded machine takes longer than reading
// and checking the bytes. The bytes' failure must reach that late awaiter with its reason, and
// never be an unhandled rejection meanwhile (the page reports those as errors).
// Usage: node snapshot_late_node.mjs <site folder>. Prints one JSON line of findings.
import { pathToFileURL } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";

const site = process.argv[2].replace(/\/?$/, "/");
const module = await import(pathToFileURL(`${site}js/snapshot-cache.mjs`).href);
const { SNAPSHOT_CACHE, SNAPSHOT_ENTRY, SNAPSHOT_KEY, PYODIDE_VERSION } = module;

// A Cache Storage of one cache with one entry, enough for storedSnapshot.
function fakeCaches(response) {
  return {
    keys: async () => [SNAPSHOT_CACHE],
    has: async (name) => name === SNAPSHOT_CACHE,
    open: async () => ({ match: async (url) => (url === SNAPSHOT_ENTRY ? response.clone() : undefined) }),
    delete: async () => true,
  };
}

const unhandled = [];
process.on("unhandledRejection", (reason) => unhandled.push(String(reason && reason.message)));

async function lateRead(how) {
  const memory = new Uint8Array(4 * 65536);
  memory.fill(7, 0, 65536 + 10);
  const packed = module.packSnapshot(memory);
  const headers = await module.snapshotHeaders(packed, memory.length, SNAPSHOT_KEY, PYODIDE_VERSION);
  let body = packed;
  if (how === "damaged") {
    body = packed.slice();
    body[body.length >> 2] ^= 0xff;
  } else if (how === "truncated") {
    body = packed.slice(0, packed.length >> 1);
  }
  globalThis.caches = fakeCaches(new Response(body, { headers }));
  const before = unhandled.length;
  const snapshot = await module.storedSnapshot(true);
  await sleep(50); // the bytes are read and checked before anyone awaits them
  let outcome;
  try {
    const bytes = await snapshot.bytes;
    outcome = { restored: bytes.length === memory.length };
  } catch (error) {
    outcome = { refused: error.message };
  }
  await sleep(10);
  return { ...outcome, unhandled: unhandled.slice(before) };
}

console.log(
  JSON.stringify({
    intact: await lateRead("intact"),
    damaged: await lateRead("damaged"),
    truncated: await lateRead("truncated"),
  }),
);
