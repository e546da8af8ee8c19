"""Makes the home-screen icons of the web app manifest from Public/icons/icon.svg (docs/site.md#offline):

    Public/icons/icon-192.png, icon-512.png    purpose "any": the icon on an opaque square
    Public/icons/icon-maskable-512.png         purpose "maskable": the drawing inside the safe zone
                                               (the centre circle of 80 % of the width) on the same square

Run it again after changing icon.svg (the PNGs are committed; the build does not make them):

    .venv/bin/python Tests/Browser/tools/make_icons.py

Headless Chromium (Debian's, as in the browser tests) renders the SVG onto a canvas at the exact
size, and the script reads the canvas's pixels back: Chromium's own rendering, without decoding
a screenshot (no imaging package is needed). The drawing is the SVG's one background colour and
white, so every pixel is a mix of the two: the PNG keeps 16 steps of that mix as a 4-bit palette,
which looks the same at home-screen sizes and keeps each file a few kilobytes.
"""

from __future__ import annotations

import base64
import os
import re
import struct
import sys
import zlib
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[3]
ICONS = ROOT / "Public/icons"
CHROMIUM = os.environ.get("CHROMIUM_BIN", "/usr/lib/chromium/chromium")
FOREGROUND = (255, 255, 255)
LEVELS = 16  # palette entries: a 4-bit PNG

# (file, size in px, the drawing's share of the width: 0.8 keeps a maskable icon's drawing inside the
# safe zone — the circle of radius 0.4 × size — once the platform cuts its shape out of the square)
ICONS_TO_MAKE = [("icon-192.png", 192, 1.0), ("icon-512.png", 512, 1.0), ("icon-maskable-512.png", 512, 0.8)]

RENDER = """async ({ svg, size, share, background }) => {
  const image = new Image();
  image.src = 'data:image/svg+xml;base64,' + svg;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const context = canvas.getContext('2d');
  context.fillStyle = background;  // opaque: a home screen shows no transparent corners
  context.fillRect(0, 0, size, size);
  const drawn = size * share;
  context.drawImage(image, (size - drawn) / 2, (size - drawn) / 2, drawn, drawn);
  const pixels = context.getImageData(0, 0, size, size).data;
  let text = '';
  for (let i = 0; i < pixels.length; i += 0x8000) text += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
  return btoa(text);
}"""


def background_of(svg: str) -> tuple[int, int, int]:
    """The fill of the SVG's first <rect>, its background (`#0b62d6`)."""
    match = re.search(r'<rect[^>]*\bfill="#([0-9a-fA-F]{6})"', svg)
    if not match:
        sys.exit(f"{ICONS / 'icon.svg'}: no <rect fill=\"#rrggbb\"> to take the background colour from")
    value = match.group(1)
    return tuple(int(value[i:i + 2], 16) for i in (0, 2, 4))


def palette_indices(rgba: bytes, background, foreground) -> list[int]:
    """Each pixel as the nearest of LEVELS mixes from background (0) to foreground (LEVELS − 1).
    Stops when a pixel is no such mix (icon.svg gained a third colour): the palette would be wrong."""
    axis = [f - b for f, b in zip(foreground, background)]
    length = sum(a * a for a in axis)
    indices = []
    for i in range(0, len(rgba), 4):
        along = sum((rgba[i + c] - background[c]) * axis[c] for c in range(3)) / length
        off_mix = max(abs(rgba[i + c] - (background[c] + along * axis[c])) for c in range(3))
        if off_mix > 8:
            sys.exit(f"pixel {i // 4} is rgb{tuple(rgba[i:i + 3])}, not a mix of the background and white: "
                     "this script's two-colour palette no longer fits icon.svg")
        indices.append(min(LEVELS - 1, max(0, round(along * (LEVELS - 1)))))
    return indices


def png(size: int, indices: list[int], palette: list[tuple[int, int, int]]) -> bytes:
    """A 4-bit palette PNG (colour type 3), rows unfiltered, deflated at the highest level."""
    rows = bytearray()
    for y in range(size):
        rows.append(0)  # filter: none (the usual best for palette images)
        row = indices[y * size:(y + 1) * size]
        for x in range(0, size, 2):
            rows.append(row[x] << 4 | (row[x + 1] if x + 1 < size else 0))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 4, 3, 0, 0, 0))
            + chunk(b"PLTE", b"".join(bytes(colour) for colour in palette))
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
            + chunk(b"IEND", b""))


def main() -> None:
    svg = (ICONS / "icon.svg").read_text()
    background = background_of(svg)
    palette = [tuple(round(b + (f - b) * i / (LEVELS - 1)) for b, f in zip(background, FOREGROUND)) for i in range(LEVELS)]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        page = browser.new_page()
        for name, size, share in ICONS_TO_MAKE:
            rgba = base64.b64decode(page.evaluate(RENDER, {
                "svg": base64.b64encode(svg.encode()).decode(), "size": size, "share": share,
                "background": "#%02x%02x%02x" % background}))
            data = png(size, palette_indices(rgba, background, FOREGROUND), palette)
            (ICONS / name).write_bytes(data)
            print(f"{ICONS / name}: {size}×{size}, {len(data):,} bytes")
        browser.close()


if __name__ == "__main__":
    main()
