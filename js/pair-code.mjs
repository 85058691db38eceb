// The pairing codes of two devices (js/peer.mjs): a WebRTC offer or answer cut down to what the
// connection needs, in binary, as base64url text. A raw SDP is about 3 KB; a code is about 80
// to 160 bytes, small enough for a QR code that a phone reads off another phone's screen.
//
// What a code holds (format 1), in order:
//   1 byte    format (high 4 bits), answer (bit 3: else an offer), DTLS setup (bits 0-1:
//             0 actpass, 1 active, 2 passive)
//   ICE ufrag and password: each a length byte and its characters at 6 bits each (an ICE
//             character is a letter, a digit, "+" or "/": RFC 8839)
//   32 bytes  the DTLS certificate's SHA-256 fingerprint
//   2 bytes   the SCTP port
//   mid       a length byte and its ASCII
//   then each candidate, to the end: a byte (bits 0-1 the address kind: 0 IPv4, 1 IPv6,
//             2 an mDNS name "<uuid>.local", 3 another name: a length byte and its ASCII; bit 2:
//             server reflexive, else host), the address (4, 16 or 16 bytes), the port (2 bytes).
// Only UDP host and server-reflexive candidates are kept, highest priority first (the browser's
// preference), as many as fit in MAX_BYTES (or less). Everything else of the SDP is rebuilt as browsers
// write it for one data channel.
//
// Pure functions, no DOM: the page and Node's test runner (tests/node/) import it alike.

export const FORMAT = 1;
export const MAX_BYTES = 300;

const SETUPS = ["actpass", "active", "passive"];
const ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const KIND = { ipv4: 0, ipv6: 1, mdns: 2, name: 3 };
const SRFLX = 4;
const FINGERPRINT_BYTES = 32;
const UUID_LOCAL = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const NAME = /^[A-Za-z0-9.-]{1,255}$/;

/** A code that cannot be read (js/peer.mjs says "bad-code"). */
export class BadCode extends Error {
  constructor(why) {
    super(`not a pairing code: ${why}`);
    this.name = "BadCode";
  }
}

// --- bytes -------------------------------------------------------------------------------------

class Writer {
  constructor() { this.bytes = []; }
  byte(value) { this.bytes.push(value & 0xff); }
  port(value) { this.byte(value >> 8); this.byte(value); }
  all(values) { for (const value of values) this.byte(value); }
  ascii(text) { this.byte(text.length); this.all(Array.from(text, (c) => c.charCodeAt(0))); }
  ice(text) {
    this.byte(text.length);
    let bits = 0;
    let held = 0;
    for (const c of text) {
      held = (held << 6) | ICE_CHARS.indexOf(c);
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        this.byte(held >> bits);
        held &= (1 << bits) - 1;
      }
    }
    if (bits) this.byte(held << (8 - bits));
  }
}

class Reader {
  constructor(bytes) { this.bytes = bytes; this.at = 0; }
  get left() { return this.bytes.length - this.at; }
  take(n, what) {
    if (n > this.left) throw new BadCode(`it ends inside the ${what}`);
    const part = this.bytes.subarray(this.at, this.at + n);
    this.at += n;
    return part;
  }
  byte(what) { return this.take(1, what)[0]; }
  port(what) { const [hi, lo] = this.take(2, what); return (hi << 8) | lo; }
  ascii(what) {
    const text = String.fromCharCode(...this.take(this.byte(what), what));
    if (!NAME.test(text)) throw new BadCode(`the ${what} is not a name`);
    return text;
  }
  ice(what) {
    const length = this.byte(what);
    const packed = this.take(Math.ceil((length * 6) / 8), what);
    let text = "";
    let bits = 0;
    let held = 0;
    for (const byte of packed) {
      held = (held << 8) | byte;
      bits += 8;
      while (bits >= 6 && text.length < length) {
        bits -= 6;
        text += ICE_CHARS[(held >> bits) & 63];
        held &= (1 << bits) - 1;
      }
    }
    if (length < 4) throw new BadCode(`the ${what} is too short`);
    return text;
  }
}

function toBase64url(bytes) {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(code) {
  if (typeof code !== "string") throw new BadCode("it is not text");
  const text = code.trim();
  if (!text) throw new BadCode("it is empty");
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) {
    throw new BadCode("it has characters a code never has");
  }
  const raw = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

// --- addresses ---------------------------------------------------------------------------------

function ipv4Bytes(address) {
  const parts = IPV4.exec(address);
  if (!parts) return null;
  const bytes = parts.slice(1).map(Number);
  return bytes.every((b) => b <= 255) ? bytes : null;
}

function ipv6Bytes(address) {
  if (!address.includes(":") || !/^[0-9a-fA-F:.]+$/.test(address)) return null;
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groups = (half) => (half ? half.split(":") : []);
  let [head, tail] = [groups(halves[0]), groups(halves[1] ?? "")];
  const last = (tail.length ? tail : head).at(-1) ?? "";
  const v4 = last.includes(".") ? ipv4Bytes(last) : null; // ::ffff:1.2.3.4
  if (last.includes(".")) {
    if (!v4) return null;
    const words = [((v4[0] << 8) | v4[1]).toString(16), ((v4[2] << 8) | v4[3]).toString(16)];
    if (tail.length) tail = [...tail.slice(0, -1), ...words];
    else head = [...head.slice(0, -1), ...words];
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!all.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  return all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff]);
}

function ipv6Text(bytes) {
  const words = [];
  for (let i = 0; i < 16; i += 2) words.push((bytes[i] << 8) | bytes[i + 1]);
  // the longest run of two or more zero words becomes "::" (RFC 5952)
  let best = [-1, 0];
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > best[1]) best = [i, j - i];
    i = j > i ? j : i + 1;
  }
  const hex = words.map((w) => w.toString(16));
  if (best[1] < 2) return hex.join(":");
  return `${hex.slice(0, best[0]).join(":")}::${hex.slice(best[0] + best[1]).join(":")}`;
}

function hexBytes(text) {
  return Array.from(text.match(/../g), (h) => parseInt(h, 16));
}

function hex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A candidate's address as [kind byte, bytes], or null if a code cannot hold it. */
function addressBytes(address) {
  const v4 = ipv4Bytes(address);
  if (v4) return [KIND.ipv4, v4];
  const v6 = ipv6Bytes(address);
  if (v6) return [KIND.ipv6, v6];
  const uuid = UUID_LOCAL.exec(address);
  if (uuid) return [KIND.mdns, hexBytes(uuid.slice(1).join(""))];
  if (NAME.test(address)) return [KIND.name, [address.length, ...Array.from(address, (c) => c.charCodeAt(0))]];
  return null;
}

function readAddress(kind, reader) {
  if (kind === KIND.ipv4) return Array.from(reader.take(4, "address")).join(".");
  if (kind === KIND.ipv6) return ipv6Text(reader.take(16, "address"));
  if (kind === KIND.mdns) {
    const h = hex(reader.take(16, "address"));
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
  }
  return reader.ascii("address");
}

// --- SDP ---------------------------------------------------------------------------------------

function attribute(lines, name) {
  const line = lines.find((l) => l.startsWith(`a=${name}:`));
  return line === undefined ? null : line.slice(name.length + 3).trim();
}

/** The candidates of an SDP a code can hold: [{kind, bytes, port, srflx}], in its order. */
function candidates(lines) {
  const found = [];
  for (const line of lines) {
    if (!line.startsWith("a=candidate:")) continue;
    const f = line.slice(12).split(" ");
    // foundation component protocol priority address port "typ" type ...
    if (f.length < 8 || f[1] !== "1" || f[2].toLowerCase() !== "udp" || f[6] !== "typ") continue;
    if (f[7] !== "host" && f[7] !== "srflx") continue;
    const address = addressBytes(f[4]);
    const port = Number(f[5]);
    if (!address || !Number.isInteger(port) || port < 1 || port > 65535) continue;
    found.push({ kind: address[0], bytes: address[1], port, srflx: f[7] === "srflx", priority: Number(f[3]) || 0 });
  }
  return found.sort((a, b) => b.priority - a.priority); // stable: the SDP's order among equals
}

/** The code of a local description `sdp` ("offer" or "answer"), at most `most` bytes (its
 * candidates of lowest priority left out, as many as needed). */
export function encode(sdp, type, most = MAX_BYTES) {
  const lines = sdp.split(/\r?\n/);
  const ufrag = attribute(lines, "ice-ufrag");
  const pwd = attribute(lines, "ice-pwd");
  const fingerprint = attribute(lines, "fingerprint");
  const setup = SETUPS.indexOf(attribute(lines, "setup"));
  const mid = attribute(lines, "mid") ?? "0";
  const port = Number(attribute(lines, "sctp-port") ?? 5000);
  const ice = /^[A-Za-z0-9+/]{4,255}$/;
  if (!ufrag || !ice.test(ufrag) || !pwd || !ice.test(pwd)) throw new Error("the SDP has no ICE credentials");
  const sha = /^sha-256 ((?:[0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2})$/i.exec(fingerprint || "");
  if (!sha) throw new Error("the SDP has no SHA-256 fingerprint");
  if (setup < 0 || !NAME.test(mid) || mid.length > 32) throw new Error("the SDP lacks its setup or mid");
  const out = new Writer();
  out.byte((FORMAT << 4) | (type === "answer" ? 8 : 0) | setup);
  out.ice(ufrag);
  out.ice(pwd);
  out.all(hexBytes(sha[1].replace(/:/g, "")));
  out.port(port);
  out.ascii(mid);
  for (const candidate of candidates(lines)) {
    const size = 1 + candidate.bytes.length + 2;
    if (out.bytes.length + size > Math.min(most, MAX_BYTES)) break;
    out.byte(candidate.kind | (candidate.srflx ? SRFLX : 0));
    out.all(candidate.bytes);
    out.port(candidate.port);
  }
  return toBase64url(out.bytes);
}

/** How many bytes a code holds (before base64url). */
export function codeBytes(code) {
  return fromBase64url(code).length;
}

/** The SDP of the remote description a `code` stands for, of `type` ("offer" or "answer");
 * throws BadCode when it cannot be read. */
export function decode(code, type) {
  const bytes = fromBase64url(code);
  if (bytes.length > MAX_BYTES) throw new BadCode("it is too long");
  const reader = new Reader(bytes);
  const head = reader.byte("header");
  if (head >> 4 !== FORMAT) throw new BadCode("it is of another format");
  const answer = Boolean(head & 8);
  if (answer !== (type === "answer")) {
    throw new BadCode(answer ? "it is an answer, not an offer" : "it is an offer, not an answer");
  }
  const setup = SETUPS[head & 3];
  if (!setup || (head & 4)) throw new BadCode("its header is wrong");
  const ufrag = reader.ice("ICE user fragment");
  const pwd = reader.ice("ICE password");
  const fingerprint = Array.from(reader.take(FINGERPRINT_BYTES, "fingerprint"), (b) =>
    b.toString(16).toUpperCase().padStart(2, "0")).join(":");
  const port = reader.port("SCTP port");
  const mid = reader.ascii("mid");
  const lines = [];
  for (let i = 0; reader.left; i++) {
    const flags = reader.byte("candidate");
    if (flags & ~7) throw new BadCode("a candidate is of an unknown kind");
    const address = readAddress(flags & 3, reader);
    const candidatePort = reader.port("candidate's port");
    if (!candidatePort) throw new BadCode("a candidate has no port");
    // RFC 8445's priority: type preference (host 126, server reflexive 100), the code's order
    const priority = (flags & SRFLX ? 100 : 126) * 2 ** 24 + (65535 - i) * 2 ** 8 + 255;
    const type = flags & SRFLX ? "srflx raddr 0.0.0.0 rport 0" : "host";
    lines.push(`a=candidate:${i + 1} 1 udp ${priority} ${address} ${candidatePort} typ ${type}`);
  }
  return [
    "v=0",
    "o=- 1 2 IN IP4 127.0.0.1",
    "s=-",
    "t=0 0",
    `a=group:BUNDLE ${mid}`,
    "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "c=IN IP4 0.0.0.0",
    ...lines,
    `a=ice-ufrag:${ufrag}`,
    `a=ice-pwd:${pwd}`,
    "a=ice-options:trickle",
    `a=fingerprint:sha-256 ${fingerprint}`,
    `a=setup:${setup}`,
    `a=mid:${mid}`,
    `a=sctp-port:${port}`,
    "",
  ].join("\r\n");
}
