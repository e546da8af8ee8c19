"""Writes development pages for the graph view before the site generator exists (or without it).

Run from the repository root:  .venv/bin/python Tests/Browser/harness/make_harness.py [PLOTSITE]
then serve the repository root over http and open /Tests/Browser/harness/cubic.html.
The markup copies what the generator writes for a plot page (see the brief in graph-view.js).
"""
import html
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLOTSITE = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/plotsite"
PLOTS = [
    # slug, expression, xMax, samples
    ("cubic", "x^3 - 2.5x^2 + 3.1x - 13.3", 4, "200"),
    ("tangent", "tan(x)", 10, "auto"),
    ("sine", "sin(x)", 5, "auto"),
]
WIDTH, HEIGHT = 800, 500

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'; img-src 'self' data:">
<title>{title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="harness.css">
<link rel="stylesheet" href="../../../Public/css/graph-view.css">
<script type="module" src="../../../Public/js/plot-page.js"></script>
</head><body><main>
<h1>{title}</h1>
<figure class="graph" data-graph data-plot-id="{slug}" data-expression="{expression}" data-samples="{samples}"
  data-x-min="{x_min}" data-x-max="{x_max}" data-y-min="{y_min}" data-y-max="{y_max}" data-width="{w}" data-height="{h}"
  data-scale="{scale}" data-scale-y="{scale_y}" data-origin-x="{origin_x}" data-origin-y="{origin_y}"
  tabindex="0" aria-label="Interactive graph of y = {title}">
{svg}
<div class="graph-toolbar"><a class="icon-button" href="{slug}.svg" download aria-label="Download SVG">SVG</a></div>
</figure>
<p class="plot-description" data-graph-description>{title}</p>
</main></body></html>
"""


def main():
    for slug, expression, x_max, samples in PLOTS:
        def render(*y_range):
            return subprocess.run(
                [PLOTSITE, "sample", expression, "--from", str(-x_max), "--to", str(x_max), "--width", str(WIDTH),
                 "--height", str(HEIGHT), "--samples", samples, "--format", "svg", *y_range],
                check=True, capture_output=True, text=True).stdout.split("\n", 1)[1].strip()
        # The fitted yMax as the SVG labels it (4 digits), then drawn again at exactly that range.
        fitted = re.search(r"y shown from \S+ to (\S+?)\.</desc>", render()).group(1).replace("\u2212", "-")
        y_max = float(fitted)
        svg = render("--ymin", str(-y_max), "--ymax", str(y_max))
        (HERE / f"{slug}.svg").write_text(svg)
        title = re.search(r"<title[^>]*>([^<]*)</title>", svg).group(1)
        scale = WIDTH / (2 * x_max)
        scale_y = HEIGHT / (2 * y_max)
        (HERE / f"{slug}.html").write_text(PAGE.format(
            title=title, slug=slug, expression=html.escape(expression), samples=samples,
            x_min=-x_max, x_max=x_max, y_min=-y_max, y_max=y_max, w=WIDTH, h=HEIGHT,
            scale=round(scale, 6), scale_y=round(scale_y, 6), origin_x=WIDTH / 2, origin_y=HEIGHT / 2, svg=svg))


if __name__ == "__main__":
    main()
