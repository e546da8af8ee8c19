// Plays the notes of listen-plan.js with Web Audio, synthesised (no audio files): one tone whose
// pitch and pan follow the notes (gliding between neighbouring steps, so a curve sounds as one line),
// a soft filtered noise under it where y < 0, and short sounds of their own for the events: a click
// at a point of interest, a falling chirp at a jump, a hollow double blip at a hole, a low knock at a
// curve's end. Works the same on an AudioContext and an OfflineAudioContext (what the WAV tool
// renders, Tests/Browser/tools/listen_wav.py).
//
//   const playing = playNotes(context, notes);   // starts at once
//   playing.stop();                              // fades out within a few ms

/** Loudness of the parts (the master is under 1 so that a click on a tone does not clip). */
const LEVEL = Object.freeze({ master: 0.8, tone: 0.3, noise: 0.08, click: 0.35, event: 0.3 });
/** How quickly the tone's loudness follows a step (s): soft enough not to click, quick enough for 20 ms steps. */
const FOLLOW = 0.004;
/** The lead-in before the first note (s): scheduling in the past would drop it. */
const LEAD = 0.05;

/**
 * Schedules `notes` on `context` from now.
 * @param {BaseAudioContext} context
 * @param {import('./listen-plan.js').Note[]} notes
 * @returns {{start: number, end: number, stop: () => void}} start and end in the context's time
 */
export function playNotes(context, notes, { at = context.currentTime + LEAD } = {}) {
  const master = gainNode(context, LEVEL.master);
  master.connect(context.destination);
  const sources = [];
  const continuous = notes.filter((note) => note.kind === 'tone' || note.kind === 'silence');
  const end = at + notes.reduce((last, note) => Math.max(last, note.time + note.duration), 0);
  if (continuous.length > 0) sources.push(...toneLine(context, continuous, at, end, master));
  for (const note of notes) {
    if (EVENTS[note.kind]) sources.push(...EVENTS[note.kind](context, at + note.time, note.pan, master));
  }
  let stopped = false;
  return {
    start: at,
    end: end + 0.2,
    stop() {
      if (stopped) return;
      stopped = true;
      const now = context.currentTime;
      master.gain.cancelScheduledValues(now);
      master.gain.setTargetAtTime(0, now, FOLLOW);
      for (const source of sources) {
        try { source.stop(now + 0.05); } catch { /* not started yet, or stopped already */ }
      }
    },
  };
}

/**
 * The traced point's sound, briefly (a move of the trace's marker): its tone at its pitch and pan,
 * with the noise where y < 0.
 * @param {BaseAudioContext} context
 * @param {{frequency: number, pan: number, noise?: boolean}} sound as listen-plan.js's `sound` gives it
 */
export function blip(context, { frequency, pan, noise }) {
  const at = context.currentTime + 0.01;
  const out = panned(context, pan, context.destination);
  const envelope = decaying(context, at, LEVEL.tone, 0.15, out);
  const tone = oscillator(context, 'triangle', frequency, envelope);
  tone.start(at);
  tone.stop(at + 0.2);
  if (noise) {
    const hiss = noiseSource(context, decaying(context, at, LEVEL.noise * 2, 0.15, out));
    hiss.start(at);
    hiss.stop(at + 0.2);
  }
}

// --- The continuous tone

/** The tone and its noise over the tone and silence notes; returns its sources. */
function toneLine(context, notes, at, end, master) {
  const pan = context.createStereoPanner();
  pan.connect(master);
  const toneGain = gainNode(context, 0, pan);
  const noiseGain = gainNode(context, 0, pan);
  const tone = oscillator(context, 'triangle', notes.find((note) => note.frequency)?.frequency ?? 440, toneGain);
  const hiss = noiseSource(context, noiseGain);
  let previous = null;
  notes.forEach((note, i) => {
    const t = at + note.time;
    const glide = previous?.kind === 'tone' && note.kind === 'tone' && previous.curve === note.curve;
    if (note.kind === 'tone') {
      if (glide) tone.frequency.linearRampToValueAtTime(note.frequency, t);
      else tone.frequency.setValueAtTime(note.frequency, t);
    }
    if (glide) pan.pan.linearRampToValueAtTime(note.pan, t);
    else pan.pan.setValueAtTime(note.pan, t);
    toneGain.gain.setTargetAtTime(note.kind === 'tone' ? LEVEL.tone : 0, t, FOLLOW);
    noiseGain.gain.setTargetAtTime(note.noise ? LEVEL.noise : 0, t, FOLLOW);
    // Silent after the last step of a curve, through the pause before the next.
    if (notes[i + 1]?.curve !== note.curve) {
      toneGain.gain.setTargetAtTime(0, t + note.duration, FOLLOW);
      noiseGain.gain.setTargetAtTime(0, t + note.duration, FOLLOW);
    }
    previous = note;
  });
  toneGain.gain.setTargetAtTime(0, end, FOLLOW);
  noiseGain.gain.setTargetAtTime(0, end, FOLLOW);
  for (const source of [tone, hiss]) {
    source.start(at);
    source.stop(end + 0.1);
  }
  return [tone, hiss];
}

// --- The events' sounds: each returns the sources it started

const EVENTS = {
  /** A point of interest: a short high click. */
  point(context, at, pan, master) {
    const click = oscillator(context, 'sine', 2000, decaying(context, at, LEVEL.click, 0.03, panned(context, pan, master)));
    return started(click, at, 0.05);
  },
  /** A jump: a chirp falling two octaves. */
  jump(context, at, pan, master) {
    const chirp = oscillator(context, 'square', 1200, decaying(context, at, LEVEL.event * 0.5, 0.12, panned(context, pan, master)));
    chirp.frequency.setValueAtTime(1200, at);
    chirp.frequency.exponentialRampToValueAtTime(300, at + 0.12);
    return started(chirp, at, 0.15);
  },
  /** A hole: two quick hollow blips. */
  hole(context, at, pan, master) {
    const out = panned(context, pan, master);
    return [0, 0.07].flatMap((delay) => started(oscillator(context, 'sine', 660, decaying(context, at + delay, LEVEL.event, 0.04, out)), at + delay, 0.06));
  },
  /** A restricted curve's end: a low knock. */
  end(context, at, pan, master) {
    const knock = oscillator(context, 'sine', 160, decaying(context, at, LEVEL.event, 0.08, panned(context, pan, master)));
    return started(knock, at, 0.1);
  },
};

// --- Nodes

function gainNode(context, value, destination = null) {
  const gain = context.createGain();
  gain.gain.value = value;
  if (destination) gain.connect(destination);
  return gain;
}

function oscillator(context, type, frequency, destination) {
  const node = context.createOscillator();
  node.type = type;
  node.frequency.value = frequency;
  node.connect(destination);
  return node;
}

function panned(context, pan, destination) {
  const node = context.createStereoPanner();
  node.pan.value = pan;
  node.connect(destination);
  return node;
}

/** A gain that starts at `level` at `at` and falls to silence over `length` seconds. */
function decaying(context, at, level, length, destination) {
  const gain = gainNode(context, 0, destination);
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(level, at + 0.002);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  return gain;
}

function started(source, at, length) {
  source.start(at);
  source.stop(at + length);
  return [source];
}

/** Looping white noise, low-passed so that it sounds soft (a hiss, not a crackle). */
function noiseSource(context, destination) {
  const buffer = context.createBuffer(1, context.sampleRate, context.sampleRate);
  const data = buffer.getChannelData(0);
  // A fixed pseudo-random sequence: the same noise every time (a WAV rendered twice is the same).
  let seed = 1;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 16807) % 2147483647;
    data[i] = seed / 1073741823.5 - 1;
  }
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  const filter = context.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = 1200;
  source.connect(filter);
  filter.connect(destination);
  return source;
}
