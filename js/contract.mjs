// The checks of the contract between the page and the game's Python (py/ui/protocol.py, which
// scripts/build.py writes out as js/protocol.mjs): every message received is checked against
// it, and a bad one is refused with a warning in the console; nothing else changes.
// Used by the page (js/table.mjs) and by the game's worker (js/python-worker.mjs).
import { CONTRACT, STORAGE_KEYS } from "./protocol.mjs";

export { CONTRACT, STORAGE_KEYS };

function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !ArrayBuffer.isView(value);
}

function is(value, kind) {
  switch (kind) {
    case "any": return true;
    case "string": return typeof value === "string";
    case "boolean": return typeof value === "boolean";
    case "number": return typeof value === "number";
    case "object": return isObject(value);
    case "array": return Array.isArray(value);
    default: return value instanceof Uint8Array; // "bytes"
  }
}

/** Why `data` does not have `fields` (null: it does), as protocol.py's fields_problem. */
export function fieldsProblem(fields, data) {
  if (!isObject(data)) return "not an object";
  for (const [name, spec] of Object.entries(fields)) {
    const optional = spec.endsWith("?");
    const kind = optional ? spec.slice(0, -1) : spec;
    const value = data[name];
    if (value === undefined || value === null) {
      if (!optional) return `'${name}' is missing`;
    } else if (!is(value, kind)) return `'${name}' is not a ${kind}`;
  }
  return null;
}

/** Why `message` is not one of `kinds` (by its type) with its fields (null: it is). */
export function problem(kinds, message) {
  if (!isObject(message)) return "not an object";
  const kind = message.type;
  if (typeof kind !== "string" || !Object.hasOwn(kinds, kind)) return `unknown type ${JSON.stringify(kind)}`;
  const found = fieldsProblem(kinds[kind], message);
  return found ? `${kind}: ${found}` : null;
}

/** Whether `message` is one of `kinds`; a bad one is refused with a warning naming `where`. */
export function accepted(kinds, message, where) {
  const found = problem(kinds, message);
  if (found === null) return true;
  console.warn(`${where} refused a message (${found}):`, message);
  return false;
}
