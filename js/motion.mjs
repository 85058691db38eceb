// The table in motion: cards and stones move from where they were to where they are now.
//
// js/table.mjs calls schotten.motion.measure(root) (the page's namespace) just before it replaces the
// screen's HTML and play(root, before) right after (FLIP: first, last, invert, play). The new
// screen is already in place when play() starts: animations only run after the frame, they
// never delay it. A card on the table (data-card) or in the hand (#hand [data-arg]) that was
// elsewhere travels from there; one not seen before comes from the top of the screen (the other
// side's hidden hand) or, in the hand, from the deck; a stone claimed since rises, glowing in
// its owner's colour, then settles on its owner's side (its badge, css/table.css, says whose). Nothing moves under prefers-reduced-motion (js/table.mjs does not
// call it when the "Animations" setting is off). A new render replaces the elements and so ends
// their motion.

const MS = 240;
const CLAIM_MS = 700;
const OWNER_GLOW = { mine: "#f2c14e", theirs: "#ef9f7a" };
const EASING = "cubic-bezier(0.2, 0.7, 0.3, 1)";

function reduced() {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

function cards(root) {
  const out = new Map();
  for (const el of root.querySelectorAll(".stones [data-card], #hand [data-arg]")) {
    const key = el.dataset.card || el.dataset.arg;
    if (!out.has(key)) out.set(key, el);
  }
  return out;
}

function claimed(root) {
  const out = new Map();
  for (const el of root.querySelectorAll(".stones .stone-col")) {
    out.set(el.dataset.stone, el.classList.contains("won-mine") || el.classList.contains("won-theirs"));
  }
  return out;
}

// Boxes are kept in page coordinates (scrolling does not move a card on the page).
function box(el) {
  const r = el.getBoundingClientRect();
  const x = globalThis.scrollX;
  const y = globalThis.scrollY;
  return { left: r.left + x, top: r.top + y, bottom: r.bottom };
}

function snapshot(root) {
  const boxes = new Map();
  for (const [key, el] of cards(root)) boxes.set(key, box(el));
  return { boxes, claimed: claimed(root), screen: root.firstElementChild };
}

// The boxes of the screen on show as play() found them (where its cards end up), so that a tap
// does not have to lay out the old screen again before the new one. Anything that moves the
// board without a render (a window resized, a disclosure opened) forgets them.
let kept = null;
// A resize also ends the motions under way: they were worked out for the old layout.
const running = new Set(); // this module's animations under way
globalThis.addEventListener?.("resize", () => {
  kept = null;
  for (const animation of running) animation.finish();
  running.clear();
});
globalThis.document?.addEventListener("toggle", () => { kept = null; }, true);

function track(animation) {
  running.add(animation);
  animation.finished.then(() => running.delete(animation), () => running.delete(animation));
}

const motion = {
  ms: MS,
  /** The boxes of the board's cards and the stones' owners, or null off the board. */
  measure(root) {
    if (reduced() || !root.querySelector(".board-screen")) return null;
    if (kept && kept.screen === root.firstElementChild) return kept;
    return snapshot(root);
  },
  /** Animate what moved since `before` (from measure); returns the number of animations. */
  play(root, before) {
    kept = null;
    if (reduced() || !root.querySelector(".board-screen")) return 0;
    const found = cards(root);
    const boxes = new Map();
    for (const [key, el] of found) boxes.set(key, box(el));  // one layout, before any motion
    kept = { boxes, claimed: claimed(root), screen: root.firstElementChild };
    if (!before) return 0;
    let count = 0;
    const timing = { duration: MS, easing: EASING };
    for (const [key, el] of found) {
      const now = boxes.get(key);
      const was = before.boxes.get(key);
      let frames = null;
      if (was) {
        const dx = was.left - now.left;
        const dy = was.top - now.top;
        if (Math.abs(dx) > 1 || Math.abs(dy) > 1) {
          frames = [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }];
        }
      } else if (el.closest("#hand")) {
        frames = [{ transform: "translateY(40px)", opacity: 0 }, { transform: "none", opacity: 1 }];
      } else {
        frames = [{ transform: `translateY(${-now.bottom}px)` }, { transform: "none" }];  // viewport
      }
      if (frames) {
        track(el.animate(frames, timing));
        count++;
      }
    }
    // A stone claimed since: it rises, then settles on its owner's side (where the style sheet
    // lays a claimed stone), in the owner's colour.
    for (const col of root.querySelectorAll(".stones .stone-col")) {
      const won = col.classList.contains("won-mine") || col.classList.contains("won-theirs");
      const stone = col.querySelector(".stone");
      if (!won || before.claimed.get(col.dataset.stone) || !stone) continue;
      const end = getComputedStyle(stone).transform;
      const to = end && end !== "none" ? end : "";
      // a glow in the owner's colour while it travels (the colour of css/table.css's owners)
      const glow = col.classList.contains("won-mine") ? OWNER_GLOW.mine : OWNER_GLOW.theirs;
      const frames = [
        { transform: "none", filter: "none" },
        { transform: `${to} scale(1.3)`.trim(), filter: `drop-shadow(0 0 12px ${glow})`, offset: 0.4 },
        { transform: to || "none", filter: "none" },
      ];
      track(stone.animate(frames, { duration: CLAIM_MS, easing: EASING }));
      count++;
    }
    return count;
  },
};

(globalThis.schotten ??= {}).motion = motion;
export default motion;
