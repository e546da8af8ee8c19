"""Renders what listening to sin x plays (docs/site.md#listening) into a WAV file, and measures its pitch:

    .venv/bin/python Tests/Browser/tools/listen_wav.py [out.wav]     # default: /tmp/plotsite-listen-sine.wav

Headless Chromium (as in the browser tests) serves Public/ and, in a page, samples sin x over the frame
x −5 … 5, y −2 … 2 with the live view's sampler, plans the notes (listen/listen-plan.js) and plays them through an
OfflineAudioContext with the page's own synthesis (listen/listen-synth.js); the stereo samples come back to
Python, which writes a 16-bit WAV and prints the tone's pitch at the start, middle and end, by
zero-crossing count and by the strongest frequency (a plain DFT over 200 … 900 Hz), beside what the
plan asked for there. No speakers and no audio package are needed.
"""

from __future__ import annotations

import functools
import http.server
import math
import struct
import sys
import threading
import wave
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[3]
CHROMIUM = "/usr/lib/chromium/chromium"
RATE = 44_100

RENDER = """async () => {
  const { sampleFigure } = await import('/js/graph/figure-sampler.js');
  const { checkedFigure } = await import('/js/graph/figure-model.js');
  const { listenPlan, planDuration } = await import('/js/listen/listen-plan.js');
  const { playNotes } = await import('/js/listen/listen-synth.js');
  const ranges = { xMin: -5, xMax: 5, yMin: -2, yMax: 2 };
  const { drawing } = sampleFigure(checkedFigure({ curves: [{ valueAt: Math.sin, name: 'sin x' }] }),
    { ...ranges, width: 800, height: 320 }, { samples: 'auto', areaOutline: null });
  const notes = listenPlan({ curves: drawing.curves, endpoints: drawing.endpoints, ranges });
  const context = new OfflineAudioContext(2, Math.ceil((planDuration(notes) + 0.5) * %d), %d);
  playNotes(context, notes, { at: 0 });
  const buffer = await context.startRendering();
  return { notes, left: Array.from(buffer.getChannelData(0)), right: Array.from(buffer.getChannelData(1)) };
}""" % (RATE, RATE)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


def serve(folder: Path):
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def write_wav(path: Path, left: list[float], right: list[float]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(RATE)
        frames = bytearray()
        for l, r in zip(left, right):
            frames += struct.pack("<hh", *(max(-32767, min(32767, round(v * 32767))) for v in (l, r)))
        out.writeframes(bytes(frames))


def zero_crossing_pitch(samples: list[float]) -> float:
    crossings = sum(1 for a, b in zip(samples, samples[1:]) if a < 0 <= b)
    return crossings * RATE / len(samples)


def strongest_frequency(samples: list[float]) -> float:
    """The frequency (1 Hz steps, 200 … 900 Hz) with the most energy, Hann-windowed."""
    n = len(samples)
    windowed = [s * (0.5 - 0.5 * math.cos(2 * math.pi * i / (n - 1))) for i, s in enumerate(samples)]
    best, power = 0, -1.0
    for f in range(200, 901):
        w = 2 * math.pi * f / RATE
        c = sum(s * math.cos(w * i) for i, s in enumerate(windowed))
        s_ = sum(s * math.sin(w * i) for i, s in enumerate(windowed))
        if c * c + s_ * s_ > power:
            best, power = f, c * c + s_ * s_
    return float(best)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/plotsite-listen-sine.wav")
    server = serve(ROOT / "Public")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{server.server_port}/")
            result = page.evaluate(RENDER)
            browser.close()
    finally:
        server.shutdown()
    left, right = result["left"], result["right"]
    write_wav(out, left, right)
    print(f"wrote {out}: {len(left) / RATE:.2f} s, stereo, {RATE} Hz")
    tones = [note for note in result["notes"] if note["kind"] == "tone"]
    peak = max(max(abs(v) for v in left), max(abs(v) for v in right))
    print(f"peak amplitude {peak:.3f}")
    # Windows of 80 ms around a time; the plan's tone there; the two channels' loudness (the pan).
    for label, time in (("start", 0.1), ("middle", 2.0), ("end", 3.9)):
        start = int((time - 0.04) * RATE)
        window = [l + r for l, r in zip(left[start:start + int(0.08 * RATE)], right[start:start + int(0.08 * RATE)])]
        planned = min(tones, key=lambda note: abs(note["time"] + note["duration"] / 2 - time))
        rms = [math.sqrt(sum(v * v for v in channel[start:start + int(0.08 * RATE)]) / int(0.08 * RATE)) for channel in (left, right)]
        print(f"{label:>6} (t = {time} s, x = {planned['x']:+.2f}, y = {planned['y']:+.3f}): planned {planned['frequency']:.0f} Hz, "
              f"pan {planned['pan']:+.2f}{', noise' if planned.get('noise') else ''}; "
              f"measured {zero_crossing_pitch(window):.0f} Hz by zero crossings, {strongest_frequency(window):.0f} Hz strongest; "
              f"RMS left {rms[0]:.3f}, right {rms[1]:.3f}")


if __name__ == "__main__":
    main()
