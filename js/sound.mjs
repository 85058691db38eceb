// The game's sound cues, synthesised with the Web Audio API (no files, nothing downloaded).
//
// schotten.sound.play(cue) (the page's namespace, js/shell.js) plays one of CUES; js/table.mjs
// calls it after an action when the player has turned sound on in Settings (off on a first
// visit). The audio context is made on the first cue, which always follows a tap or a key
// (browsers only allow sound after one). With the tests' flag on (schotten.instrument), every
// cue played is also listed in schotten.sound.played.

// Each cue: notes of [start s, frequency Hz, length s, wave, peak gain], and an optional click.
const CUES = {
  placed: { notes: [[0, 196, 0.09, "triangle", 0.22]], click: 0.05 },
  claim_won: { notes: [[0, 523.25, 0.14, "triangle", 0.16], [0.09, 783.99, 0.2, "triangle", 0.16]] },
  claim_refused: { notes: [[0, 233.08, 0.12, "square", 0.05], [0.1, 174.61, 0.16, "square", 0.05]] },
  round_won: {
    notes: [
      [0, 523.25, 0.16, "triangle", 0.14],
      [0.1, 659.25, 0.16, "triangle", 0.14],
      [0.2, 783.99, 0.16, "triangle", 0.14],
      [0.3, 1046.5, 0.32, "triangle", 0.14],
    ],
  },
};

let context = null;

function audio() {
  if (context) return context;
  const Context = globalThis.AudioContext || globalThis.webkitAudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

function tone(ctx, at, [start, frequency, length, wave, peak]) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const t = at + start;
  osc.type = wave;
  osc.frequency.setValueAtTime(frequency, t);
  gain.gain.setValueAtTime(0.0001, t);
  gain.gain.exponentialRampToValueAtTime(peak, t + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(t);
  osc.stop(t + length + 0.02);
}

function click(ctx, at, peak) {
  const length = Math.floor(ctx.sampleRate * 0.02);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  let seed = 12345; // the same click every time
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = ((seed / 0x7fffffff) * 2 - 1) * (1 - i / length) ** 3;
  }
  const source = ctx.createBufferSource();
  const gain = ctx.createGain();
  gain.gain.value = peak;
  source.buffer = buffer;
  source.connect(gain).connect(ctx.destination);
  source.start(at);
}

const sound = {
  cues: Object.keys(CUES),
  played: [],
  /** Plays `cue` (one of `cues`); unknown cues and browsers without audio are ignored. */
  play(cue) {
    const spec = CUES[cue];
    if (!spec) return false;
    if (globalThis.schotten.instrument) sound.played.push(cue);
    const ctx = audio();
    if (!ctx) return false;
    if (ctx.state === "suspended") ctx.resume().catch(() => {});
    const at = ctx.currentTime + 0.005;
    for (const note of spec.notes) tone(ctx, at, note);
    if (spec.click) click(ctx, at, spec.click);
    return true;
  },
};

(globalThis.schotten ??= {}).sound = sound;
export default sound;
