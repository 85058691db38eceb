// js/pair-code.mjs under Node's test runner (run by tests/tools/test_pair_code.py): real SDPs
// captured from Chromium 156 (mDNS host candidates; IPv4 and IPv6 host candidates), one with a
// server-reflexive candidate, and codes that are not codes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { BadCode, MAX_BYTES, codeBytes, decode, encode } from "../../js/pair-code.mjs";

const sdp = (...lines) => [...lines, ""].join("\r\n");
const HEAD = ["v=0", "o=- 7303326737504071522 2 IN IP4 127.0.0.1", "s=-", "t=0 0",
  "a=group:BUNDLE 0", "a=extmap-allow-mixed", "a=msid-semantic: WMS"];
const TAIL = ["a=ice-options:trickle"];
const DATA = ["a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144"];

// Chromium's offer: local addresses hidden behind mDNS names
const OFFER_MDNS = sdp(...HEAD, "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
  "a=candidate:4173241366 1 udp 2113937151 946db0f5-6519-48b3-b57a-7e85420e8116.local 55404 typ host generation 0 network-cost 999",
  "a=candidate:869817846 1 udp 2113942271 d2eb74fe-5e7b-442f-96bb-9c7c915fd1eb.local 58862 typ host generation 0 network-cost 999",
  "a=ice-ufrag:LqYB", "a=ice-pwd:jiYPGcqds3LcPUQmFPsJXrTP", ...TAIL,
  "a=fingerprint:sha-256 F2:AC:3F:4E:04:43:4D:0D:5A:58:56:90:F4:EE:99:46:ED:46:05:BE:20:C6:02:B1:A0:04:A7:C8:D3:5A:6D:D7",
  "a=setup:actpass", ...DATA);
// Chromium's answer with its addresses shown (IPv4 and IPv6)
const ANSWER_IPS = sdp(...HEAD, "m=application 41065 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 192.0.2.2",
  "a=candidate:797028312 1 udp 2113937151 192.0.2.2 41065 typ host generation 0 network-cost 999",
  "a=candidate:3840372280 1 udp 2113942271 fd00::2 39480 typ host generation 0 network-cost 999",
  "a=ice-ufrag:IBjI", "a=ice-pwd:Rf8lGhf7F1VElAl2edy601Rn", ...TAIL,
  "a=fingerprint:sha-256 87:E9:F1:C1:2B:46:F8:06:41:E6:05:BD:A1:D4:92:DA:47:C1:0F:79:14:E8:FA:88:69:12:F0:91:3A:46:F2:66",
  "a=setup:active", ...DATA);
// Chromium's offer with a STUN server reached: mDNS host candidates, a server-reflexive one, a
// TCP one (dropped) and a long IPv6 address
const OFFER_STUN = sdp(...HEAD, "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
  "a=candidate:3043235786 1 udp 2113937151 946db0f5-6519-48b3-b57a-7e85420e8116.local 55408 typ host generation 0 network-cost 999",
  "a=candidate:2987817850 1 udp 2113942271 2001:db8:85a3::8a2e:370:7334 56300 typ host generation 0 network-cost 50",
  "a=candidate:842163049 1 udp 1677729535 203.0.113.7 61234 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999",
  "a=candidate:1 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active generation 0",
  "a=ice-ufrag:P+dz", "a=ice-pwd:WaWRdIoNeob5inVzwPQH/3Ql", ...TAIL,
  "a=fingerprint:sha-256 94:BB:BF:06:A9:9F:4B:C0:07:24:99:0C:5C:25:3C:50:C7:D0:D7:48:FD:CF:08:D8:B7:41:D9:77:75:01:CC:27",
  "a=setup:actpass", ...DATA);

/** What a connection needs of an SDP, to compare a rebuilt one with its source: the UDP
 * candidates highest priority first (a code's order), ICE, DTLS and SCTP. */
function essence(text) {
  const lines = text.split("\r\n");
  const get = (name) => lines.find((l) => l.startsWith(`a=${name}:`));
  const candidates = lines.filter((l) => l.startsWith("a=candidate:") && / udp /.test(l))
    .map((l) => l.split(" ")).sort((a, b) => Number(b[3]) - Number(a[3]))
    .map((f) => `${f[4]} ${f[5]} ${f[7]}`);
  return { candidates, ...Object.fromEntries(["ice-ufrag", "ice-pwd", "fingerprint", "setup", "mid", "sctp-port"]
    .map((name) => [name, get(name)])) };
}

test("an offer and an answer come back with all a connection needs", () => {
  for (const [source, type] of [[OFFER_MDNS, "offer"], [ANSWER_IPS, "answer"], [OFFER_STUN, "offer"]]) {
    const code = encode(source, type);
    assert.match(code, /^[A-Za-z0-9_-]+$/);
    const rebuilt = decode(code, type);
    assert.deepEqual(essence(rebuilt), essence(source));
    assert.equal(encode(rebuilt, type), code, "a rebuilt SDP gives the same code");
  }
});

test("the rebuilt SDP is one data channel's, each line as browsers write it", () => {
  const rebuilt = decode(encode(OFFER_STUN, "offer"), "offer");
  assert.ok(rebuilt.endsWith("\r\n"));
  assert.match(rebuilt, /^v=0\r\no=- \d+ 2 IN IP4 127\.0\.0\.1\r\ns=-\r\nt=0 0\r\n/);
  assert.match(rebuilt, /\r\nm=application 9 UDP\/DTLS\/SCTP webrtc-datachannel\r\n/);
  assert.match(rebuilt, /a=candidate:3 1 udp \d+ 203\.0\.113\.7 61234 typ srflx raddr 0\.0\.0\.0 rport 0\r\n/);
  assert.match(rebuilt, /a=candidate:1 1 udp \d+ 2001:db8:85a3::8a2e:370:7334 56300 typ host\r\n/);
  assert.doesNotMatch(rebuilt, / tcp /);
  const priorities = rebuilt.split("\r\n").filter((l) => l.startsWith("a=candidate:")).map((l) => Number(l.split(" ")[3]));
  assert.deepEqual(priorities, [...priorities].sort((a, b) => b - a), "in the code's order");
  assert.ok(priorities.every((p) => p > 0 && p < 2 ** 31));
});

test("codes are small: a few candidates fit far below the limit", () => {
  assert.equal(codeBytes(encode(OFFER_MDNS, "offer")), 60 + 2 * 19); // two mDNS names
  assert.equal(codeBytes(encode(ANSWER_IPS, "answer")), 60 + 7 + 19); // fixed part, IPv4, IPv6
});

test("many candidates: the code keeps those of highest priority that fit in MAX_BYTES, or less", () => {
  const many = Array.from({ length: 40 }, (_, i) =>
    `a=candidate:${i} 1 udp ${2113937151 - i} fd00::${(i + 1).toString(16)} ${40000 + i} typ host generation 0`);
  const source = OFFER_MDNS.replace("a=ice-ufrag", `${many.join("\r\n")}\r\na=ice-ufrag`);
  const code = encode(source, "offer");
  assert.ok(codeBytes(code) <= MAX_BYTES);
  const kept = essence(decode(code, "offer")).candidates;
  assert.ok(kept.length >= 10, kept.length);
  assert.deepEqual(kept, essence(source).candidates.slice(0, kept.length));
  const smaller = encode(source, "offer", 120);
  assert.ok(codeBytes(smaller) <= 120);
  assert.deepEqual(essence(decode(smaller, "offer")).candidates, kept.slice(0, 3)); // 60 + 3 * 19
});

test("IPv6 addresses are written back in their shortest form", () => {
  const forms = [["fd00::2", "fd00::2"], ["::1", "::1"], ["2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
    ["1:0:0:2:0:0:0:3", "1:0:0:2::3"], ["1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8"], ["::ffff:192.0.2.1", "::ffff:c000:201"]];
  for (const [address, shown] of forms) {
    const source = ANSWER_IPS.replace("fd00::2 39480", `${address} 39480`);
    const back = essence(decode(encode(source, "answer"), "answer")).candidates;
    assert.ok(back.includes(`${shown} 39480 host`), back);
  }
});

test("a code that cannot be read is refused with a clear error", () => {
  const good = encode(OFFER_MDNS, "offer");
  const bad = {
    "": /empty/,
    "   ": /empty/,
    "hello world!": /characters/,
    "https://example.org/#join=abc": /characters/,
    [good.slice(0, 20)]: /ends inside/,
    [good.slice(0, good.length - 3)]: /ends inside|unknown kind/,
    [`A${good.slice(1)}`]: /another format|header/,
    [good + "AAAA"]: /candidate|port|ends inside/,
    ["_".repeat(500)]: /too long/,
  };
  for (const [code, why] of Object.entries(bad)) {
    assert.throws(() => decode(code, "offer"), (error) => error instanceof BadCode && why.test(error.message), JSON.stringify(code));
  }
  assert.throws(() => decode(good, "answer"), /an offer, not an answer/);
  assert.throws(() => decode(encode(ANSWER_IPS, "answer"), "offer"), /an answer, not an offer/);
  assert.throws(() => decode(42, "offer"), BadCode);
});

test("an SDP without what a connection needs cannot be encoded", () => {
  assert.throws(() => encode(OFFER_MDNS.replace(/a=ice-pwd:.*\r\n/, ""), "offer"), /ICE credentials/);
  assert.throws(() => encode(OFFER_MDNS.replace("sha-256", "sha-1"), "offer"), /fingerprint/);
});
