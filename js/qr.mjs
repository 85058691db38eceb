// QR codes of the pairing (issue 45): drawn with lean-qr (npm, pinned in package.json, vendored
// by scripts/build.py as vendor/lean-qr/index.mjs), always at error correction level M, one
// pixel a module with a quiet zone of 4 modules: the canvas is scaled by CSS with
// `image-rendering: pixelated` (css/qr.css), crisp at any size. Dark on white in either theme.
import { correction, generate, mode } from "../vendor/lean-qr/index.mjs";

const OPTIONS = {
  minCorrectionLevel: correction.M,
  maxCorrectionLevel: correction.M,
  // a link or a code is ASCII; no Shift-JIS table to build
  modes: [mode.numeric, mode.alphaNumeric, mode.ascii, mode.utf8],
};
const QUIET_ZONE = 4;
const COLOURS = { on: [0, 0, 0], off: [255, 255, 255], pad: QUIET_ZONE };

function qr(text) {
  return generate(text, OPTIONS);
}

/** The QR version (1 to 40) of `text` at level M. */
export function qrVersion(text) {
  return (qr(text).size - 17) / 4;
}

/** Draws the QR code of `text` into `canvas`; returns its version. */
export function drawQr(canvas, text) {
  const code = qr(text);
  code.toCanvas(canvas, COLOURS);
  return (code.size - 17) / 4;
}
