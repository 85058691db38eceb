// The camera's QR scanner of the pairing (issue 45): the back camera into the <video id=…>
// Python rendered, its frames read by the browser's own BarcodeDetector where it reads QR
// codes, else by jsQR (npm, pinned in package.json, vendored by scripts/build.py as
// vendor/jsqr/jsQR.js, loaded only then). Each text read is told once (`onRead`); the camera
// stops on `stop()`, or when its video has left the page and no new one of the same id came.
const EVERY_MS = 150; // a frame read this often: enough to pair, little work for a phone
const JSQR = "../vendor/jsqr/jsQR.js"; // a browser bundle: globalThis.jsQR

let current = null; // { id, video, stream, timer, onRead, onFail, last, read }

async function nativeReader() {
  const Detector = globalThis.BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes("qr_code")) return null;
    const detector = new Detector({ formats: ["qr_code"] });
    return async (video) => {
      const found = await detector.detect(video);
      return found.length ? found[0].rawValue : null;
    };
  } catch {
    return null;
  }
}

/** jsQR on a video frame (or any image source: `image` with its width and height). */
export async function jsqrReader() {
  if (!globalThis.jsQR) await import(JSQR);
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (image, width = image.videoWidth, height = image.videoHeight) => {
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(image, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    const found = globalThis.jsQR(pixels.data, width, height, { inversionAttempts: "attemptBoth" });
    return found ? found.data : null;
  };
}

function camera() {
  return navigator.mediaDevices && navigator.mediaDevices.getUserMedia
    ? navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false })
    : Promise.reject(Object.assign(new Error("no camera API"), { name: "NotSupportedError" }));
}

/** Why the camera could not start, in a word Python reads: "denied", "no-camera" or "unsupported". */
function whyNot(error) {
  const name = (error && error.name) || "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError") return "no-camera";
  return "unsupported";
}

// the video the scan shows in: its own, or a new one of the same id after a redraw
function videoOf(scan) {
  if (scan.video.isConnected) return scan.video;
  const again = document.getElementById(scan.id);
  if (!(again instanceof HTMLVideoElement)) return null;
  scan.video = again;
  again.srcObject = scan.stream;
  again.play().catch(() => {});
  return again;
}

async function tick(scan) {
  if (current !== scan) return;
  const video = videoOf(scan);
  if (!video) {
    stop();
    return;
  }
  try {
    const text = video.readyState >= 2 ? await scan.read(video) : null;
    if (text && text !== scan.last && current === scan) {
      scan.last = text;
      scan.onRead(text);
    }
  } catch (error) {
    console.warn("The scanner could not read a frame:", error);
  }
  if (current === scan) scan.timer = setTimeout(() => tick(scan), EVERY_MS);
}

/** Starts the camera into the <video id=`id`>; `onRead(text)` for each new text read,
 * `onFail(why)` if the camera cannot start. A scan already running is stopped first. */
export async function start(id, onRead, onFail) {
  stop();
  const video = document.getElementById(id);
  if (!(video instanceof HTMLVideoElement)) {
    console.warn(`The scanner has no <video id="${id}">`);
    return;
  }
  const scan = { id, video, stream: null, timer: 0, onRead, last: null, read: null };
  current = scan;
  try {
    const [stream, read] = await Promise.all([camera(), nativeReader().then((r) => r || jsqrReader())]);
    scan.stream = stream;
    scan.read = read;
    if (current !== scan) { // stopped while the camera started
      stopTracks(stream);
      return;
    }
    video.srcObject = stream;
    await video.play().catch(() => {}); // muted and inline: Python renders the video so
    tick(scan);
  } catch (error) {
    if (current === scan) current = null;
    if (scan.stream) stopTracks(scan.stream);
    onFail(whyNot(error));
  }
}

function stopTracks(stream) {
  for (const track of stream.getTracks()) track.stop();
}

/** Stops the camera, if it runs. */
export function stop() {
  const scan = current;
  current = null;
  if (!scan) return;
  clearTimeout(scan.timer);
  if (scan.stream) stopTracks(scan.stream);
  if (scan.video.srcObject === scan.stream) scan.video.srcObject = null;
}

/** Whether the camera runs (for the tests). */
export function scanning() {
  return Boolean(current && current.stream);
}
