"""Zoomed into tan(x), the live curve never joins its branches across a pole (docs/sampling.md#jumps-and-poles)."""

import math

import pytest

from conftest import DESKTOP, PHONE
from graph_helpers import Touch, curve_subpaths, graph_state, settle


def assert_no_subpath_crosses_a_pole(page) -> int:
    """Converts every subpath back to data x and checks none spans x = π/2 + kπ; returns the count."""
    state = graph_state(page)
    subpaths = curve_subpaths(page)
    assert subpaths, "no curve drawn"
    for line in subpaths:
        xs = [(px - state.origin_x) / state.scale for px, _ in line]
        low, high = min(xs), max(xs)
        # The first pole above the subpath's start must lie beyond its end.
        pole = math.pi / 2 + math.ceil((low - math.pi / 2) / math.pi) * math.pi
        assert not (low < pole < high), f"a subpath from x={low:.6f} to {high:.6f} crosses the pole at {pole:.6f}"
    return len(subpaths)


def test_zooming_into_tan_never_draws_across_a_pole(open_page, tangent):
    page = open_page(DESKTOP, tangent.path).page
    assert assert_no_subpath_crosses_a_pole(page) >= 6  # ±10 holds six poles: seven branches
    state = graph_state(page)
    # Put the pole at π/2 under the pointer and zoom in on it, step by step, checking as we go
    # (not too far: both scales grow, and deep in, tan leaves the frame on both sides of the pole).
    pole = state.client_of(math.pi / 2, 0)
    page.mouse.click(*pole)
    for _ in range(4):
        page.mouse.wheel(0, -300)
        settle(page)
        assert_no_subpath_crosses_a_pole(page)
    zoomed = graph_state(page)
    assert zoomed.scale > state.scale * 8
    # Zoomed in, the branches either side of the pole are both drawn, apart.
    assert assert_no_subpath_crosses_a_pole(page) >= 2


def test_pinching_into_tan_on_a_phone_never_draws_across_a_pole(open_page, tangent):
    page = open_page(PHONE, tangent.path).page
    state = graph_state(page)
    touch = Touch(page)
    for _ in range(3):
        touch.pinch(state.client_of(-math.pi / 2, 0), 60, 120, steps=6)
        settle(page)
        assert_no_subpath_crosses_a_pole(page)
    # Pan a pole across the view: every frame on the way is checked.
    for _ in range(4):
        touch.drag(graph_state(page).centre, (37, 0), steps=2)
        settle(page)
        assert_no_subpath_crosses_a_pole(page)
    assert graph_state(page).scale == pytest.approx(state.scale * 8, rel=0.05)
    assert assert_no_subpath_crosses_a_pole(page) >= 2
