// The stored form of a memory snapshot (js/snapshot-cache.mjs: its zero pages left out), on
// the built site's Pyodide in Node: a snapshot made, packed and unpacked is the same bytes,
// Pyodide restores it with the state it held, and a damaged or cut stored form is refused.
// Usage: node snapshot_node.mjs <site folder>. Prints one JSON line of findings.
import { pathToFileURL } from "node:url";

const site = process.argv[2].replace(/\/?$/, "/");
const { loadPyodide } = await import(pathToFileURL(`${site}vendor/pyodide/pyodide.mjs`).href);
const { packSnapshot, unpackSnapshot } = await import(pathToFileURL(`${site}js/snapshot-cache.mjs`).href);

const indexURL = `${site}vendor/pyodide/`;
const maker = await loadPyodide({ indexURL, _makeSnapshot: true });
maker.runPython("held = [n * n for n in range(1000)]");
const memory = maker.makeMemorySnapshot();
const packed = packSnapshot(memory);
const unpacked = unpackSnapshot(packed, memory.length);
const same = unpacked.length === memory.length && unpacked.every((byte, i) => byte === memory[i]);

const restored = await loadPyodide({ indexURL, _loadSnapshot: unpacked });
const held = restored.runPython("sum(held)");

function refused(bytes, length) {
  try {
    unpackSnapshot(bytes, length);
    return null;
  } catch (error) {
    return error.message;
  }
}
const map = packed.slice();
map[map.length - 1] = 7; // a page neither stored nor zeros
console.log(
  JSON.stringify({
    memory: memory.length,
    packed: packed.length,
    same,
    header: packed.subarray(0, 16).every((byte, i) => byte === memory[i]),
    held,
    cut: refused(packed.subarray(0, packed.length >> 1), memory.length),
    tiny: refused(packed.subarray(0, 10), memory.length),
    map: refused(map, memory.length),
    longer: refused(packed, memory.length - 65536),
  }),
);
