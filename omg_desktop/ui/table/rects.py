"""Rectangles as plain ``(x, y, width, height)`` tuples: the arithmetic the table's
buttons and the lessons' bubbles use to keep off what they must not cover."""

from __future__ import annotations

Rect = tuple[float, float, float, float]  # x, y, width, height


def overlap(a: Rect, b: Rect) -> float:
    """The area two rectangles share (written out: it is called often)."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    right, b_right = ax + aw, bx + bw
    w = (right if right < b_right else b_right) - (ax if ax > bx else bx)
    if w <= 0:
        return 0.0
    foot, b_foot = ay + ah, by + bh
    h = (foot if foot < b_foot else b_foot) - (ay if ay > by else by)
    return w * h if h > 0 else 0.0


def grown(r: Rect, by: float) -> Rect:
    """``r`` grown by ``by`` on every side."""
    return r[0] - by, r[1] - by, r[2] + 2 * by, r[3] + 2 * by
