// The connection between two devices (issue 45): one RTCPeerConnection with one ordered,
// reliable data channel, opened by the pairing codes of js/pair-code.mjs. No server: by default
// no ICE server at all (the same Wi-Fi: nothing leaves the room); with "Allow play over the
// internet", Google's public STUN server (STUN_SERVER) tells each device its public address.
// No TURN relay: where neither device can reach the other, the connection fails ("ice").
//
// The host makes an offer, the guest answers it; each waits for its ICE candidates (at most
// GATHER_MS) and then tells its code (its QR code, and its link's, of version QR_MOST at most).
// What happens is told through `emit` as the `peer` message's events (py/ui/protocol.py):
// code, open, message, closed, failed, refused. The
// other device is untrusted: a message over MAX_MESSAGE bytes, or past MAX_PER_SECOND in a
// second, is dropped and said ("refused"), never forwarded. <html data-peer> is "off" (no
// connection), "waiting" (made, not or no longer open) or "connected" (the channel is open).
import { codeBytes, decode, encode } from "./pair-code.mjs";
import { qrVersion } from "./qr.mjs";

export const STUN_SERVER = "stun:stun.l.google.com:19302"; // Google's public STUN server
export const MAX_MESSAGE = 16 * 1024; // bytes of UTF-8
export const MAX_PER_SECOND = 40;
const GATHER_MS = 3000; // then the code holds the candidates found so far
// from the host taking the guest's code to the channel open: else "timeout". The guest has no
// such wait: it cannot know when its code reaches the host (a person carries it, maybe for
// minutes; the host's ICE answers the guest's checks meanwhile, and the channel opens once the
// host takes the code); a host that never does is told on the host's screen.
const CONNECT_MS = 30000;
const SAY_EVERY_MS = 1000; // a flood is said at most this often
const QR_MOST = 10; // the highest QR version (level M) of a code, and of its link

/** The pairing link of a code (Python writes the same): this page's address, #join=code. */
export function joinLink(code) {
  return `${location.origin}${location.pathname}#join=${code}`;
}

/** This device's code of `sdp`: its candidates of lowest priority are left out while the QR code
 * of the code or of its link would pass version QR_MOST (a phone must read it off a screen). */
export function fittedCode(sdp, type) {
  let code = encode(sdp, type);
  while (qrVersion(joinLink(code)) > QR_MOST) {
    const smaller = encode(sdp, type, codeBytes(code) - 1);
    if (smaller === code) break; // no candidate left to leave out
    code = smaller;
  }
  return code;
}

const encoder = new TextEncoder();

function utf8Length(text) {
  return text.length > MAX_MESSAGE ? text.length : encoder.encode(text).length;
}

/** Resolves once `pc` has gathered its candidates, or after GATHER_MS. */
function gathered(pc) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener("icegatheringstatechange", check);
      resolve();
    };
    const check = () => { if (pc.iceGatheringState === "complete") done(); };
    const timer = setTimeout(done, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", check);
    check();
  });
}

/** The page's peer: `emit(fields)` tells Python each event; `root` carries data-peer. */
export function createPeer(emit, root = document.documentElement) {
  let link = null; // the connection: { pc, channel, role, opened, over, timer, times, said }
  const show = (state) => { root.dataset.peer = state; };
  show("off");

  function drop() { // the connection closed without a word (a new one replaces it)
    if (!link) return;
    const old = link;
    link = null;
    old.over = true;
    clearTimeout(old.timer);
    for (const target of [old.pc, old.channel]) {
      for (const name of ["onopen", "onmessage", "onclose", "onconnectionstatechange", "oniceconnectionstatechange"]) {
        if (name in target) target[name] = null;
      }
    }
    old.pc.close();
  }

  function fail(detail, error) {
    if (error) console.warn(`The connection failed (${detail}):`, error);
    emit({ event: "failed", detail });
  }

  /** The connection could not be made (ICE, timeout): it is dropped. */
  function failed(current, detail) {
    if (link !== current) return;
    drop();
    show("off");
    fail(detail);
  }

  /** The connection, once open, was lost: said once; the page waits for a new pairing. */
  function lost(current, detail) {
    if (link !== current || current.over) return;
    current.over = true;
    clearTimeout(current.timer);
    current.pc.close();
    show("waiting");
    emit({ event: "closed", detail });
  }

  function stateChanged(current, state) {
    if (state === "failed") {
      if (current.opened) lost(current, "failed");
      else failed(current, "ice");
    } else if (state === "disconnected" && current.opened) {
      lost(current, "disconnected"); // a screen turned off, a lost Wi-Fi: the other is gone
    }
  }

  function receive(current, data) {
    if (current.over) return;
    if (typeof data !== "string") {
      console.warn("The other device sent binary data: dropped");
      return;
    }
    if (utf8Length(data) > MAX_MESSAGE) {
      emit({ event: "refused", detail: "too-big", bytes: utf8Length(data) });
      return;
    }
    // the times of the last MAX_PER_SECOND messages forwarded, oldest first
    const now = performance.now();
    if (current.times.length === MAX_PER_SECOND && now - current.times[0] < 1000) {
      if (now - current.said >= SAY_EVERY_MS) {
        current.said = now;
        emit({ event: "refused", detail: "flood" });
      }
      return;
    }
    current.times.push(now);
    if (current.times.length > MAX_PER_SECOND) current.times.shift();
    emit({ event: "message", data });
  }

  function wire(current) {
    const { pc, channel } = current;
    channel.onopen = () => {
      if (link !== current || current.over) return;
      current.opened = true;
      clearTimeout(current.timer);
      show("connected");
      emit({ event: "open" });
    };
    channel.onmessage = (event) => receive(current, event.data);
    channel.onclose = () => {
      if (current.opened) lost(current, "channel");
    };
    pc.onconnectionstatechange = () => stateChanged(current, pc.connectionState);
    pc.oniceconnectionstatechange = () => stateChanged(current, pc.iceConnectionState);
  }

  /** The host has both codes: the channel must open within CONNECT_MS. */
  function arm(current) {
    clearTimeout(current.timer);
    current.timer = setTimeout(() => { if (!current.opened) failed(current, "timeout"); }, CONNECT_MS);
  }

  /** A new connection (the previous one closed): the host's offer, or the guest's answer to
   * the host's `code`; its own code is told once its candidates are gathered. */
  async function open({ role, code, internet }) {
    drop();
    show("off");
    if (typeof RTCPeerConnection !== "function") {
      fail("unsupported");
      return;
    }
    let offer = null;
    if (role === "guest") {
      try {
        offer = decode(code || "", "offer");
      } catch (error) {
        fail("bad-code", error);
        return;
      }
    }
    const pc = new RTCPeerConnection({ iceServers: internet ? [{ urls: STUN_SERVER }] : [] });
    // negotiated: both sides make the same channel, no in-band announcement to wait for
    const channel = pc.createDataChannel("schotten", { negotiated: true, id: 0, ordered: true });
    const current = { pc, channel, role, opened: false, over: false, timer: 0, times: [], said: -Infinity };
    link = current;
    wire(current);
    show("waiting");
    let step = "offer";
    try {
      if (offer) {
        step = "bad-code";
        await pc.setRemoteDescription({ type: "offer", sdp: offer });
        step = "answer";
      }
      await pc.setLocalDescription();
      await gathered(pc);
      if (link !== current) return;
      const mine = fittedCode(pc.localDescription.sdp, role === "guest" ? "answer" : "offer");
      emit({ event: "code", code: mine, bytes: codeBytes(mine), version: qrVersion(mine) });
    } catch (error) {
      if (link !== current) return;
      drop();
      show("off");
      fail(step === "bad-code" ? "bad-code" : "unsupported", error);
    }
  }

  /** The host takes the guest's answer. A code that cannot be read: "bad-code", and the host's
   * offer stays, for another try. */
  async function accept(code) {
    const current = link;
    if (!current || current.role === "guest" || current.over || current.pc.signalingState !== "have-local-offer") {
      console.warn("No offer of this device waits for an answer: the code is not used");
      return;
    }
    try {
      await current.pc.setRemoteDescription({ type: "answer", sdp: decode(code, "answer") });
    } catch (error) {
      if (link === current) fail("bad-code", error);
      return;
    }
    arm(current);
  }

  /** One text message to the other device (a message over MAX_MESSAGE is refused here too). */
  function send(data) {
    const current = link;
    if (!current || !current.opened || current.over || current.channel.readyState !== "open") {
      console.warn("The other device is not connected: a message was not sent");
      return;
    }
    if (utf8Length(data) > MAX_MESSAGE) {
      emit({ event: "refused", detail: "too-big", bytes: utf8Length(data) });
      return;
    }
    current.channel.send(data);
  }

  /** Closes the connection; the event "closed" follows. */
  function close() {
    drop();
    show("off");
    emit({ event: "closed", detail: "closed" });
  }

  return { open, accept, send, close };
}
