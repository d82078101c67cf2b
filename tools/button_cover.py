"""Count how often the table's buttons cover words, over real games, offscreen.

    python tools/button_cover.py [--seeds 1-6] [--size 1366x768] [--players 3] [--shots DIR]

Plays seeded games in the real main window (offscreen, no animation): seat 0 is a
person whose decisions a seeded random bot takes, the other seats are computers.
Before each of its decisions, the person also clicks up to two of the cards the page
glows (a production's supply, a card to build), so the table is laid out with the
hand and the goods changing under the buttons. Every time the scene settles with
buttons on the table, each button (its drawn rectangle) is checked against the words
that must stay readable (``face.geometry.text_areas``) of every other item and the market
tally. It also counts how often a button stood somewhere else at the settle before
while its anchor stayed where it was (a button that moved under the pointer).

``--shots DIR`` saves a picture of the window (DIR/SIZE-SEED-N.png) at each settle
where a button covers words. Prints one line per size: settles with buttons, buttons,
buttons covering words (and over what), the words' area covered, and the buttons that
moved.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import Counter
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from omg_desktop.games.ohmygoods.face.geometry import text_areas  # noqa: E402
from omg_desktop.ui.table.controls import CONTROL  # noqa: E402
from omg_desktop.ui.table.layout import HAND  # noqa: E402
from tools import seeded_table  # noqa: E402

MIN_AREA = 4.0  # scene units²: less is a corner's touch, not words covered


def what(p) -> str:
    """The kind of thing ``p`` is, as the report counts it."""
    if p.kind == "tally":
        return "tally"
    if p.zone == HAND:
        return "hand"
    if p.kind == "goods":
        return "goods"
    if p.kind == "label":
        return "label"
    return p.zone or p.kind


def words_of(items) -> list[tuple[str, tuple, QRectF]]:
    """(what, key, rectangle) of every area of words on the table, in scene units."""
    out = []
    for key, item in items.items():
        p = item.placement
        if p.kind in (CONTROL, "input_slot"):
            continue
        if p.kind == "tally":
            out.append(("tally", key, item.sceneBoundingRect()))
            continue
        for x, y, w, h in text_areas(p, own=p.zone == "building"):
            s = p.scale
            out.append((what(p), key, QRectF(p.x + x * s, p.y + y * s, w * s, h * s)))
    return out


class Count:
    def __init__(self) -> None:
        self.shot = None  # called with the window when a button covers words
        self.settles = self.buttons = self.covering = self.moved = 0
        self.area = 0.0
        self.over: Counter = Counter()
        self.last: dict[tuple, tuple] = {}

    def settle(self, scene) -> None:
        items = scene.items_by_key
        buttons = [(k, it) for k, it in items.items() if it.placement.kind == CONTROL]
        if not buttons:
            self.last = {}
            return
        self.settles += 1
        texts = words_of(items)
        now = {}
        covered = False
        for key, it in buttons:
            self.buttons += 1
            box = it.sceneBoundingRect()
            over = set()
            for kind, _k, r in texts:
                cut = box.intersected(r)
                a = cut.width() * cut.height()
                if a > MIN_AREA:
                    over.add(kind)
                    self.area += a
            if over:
                covered = True
                self.covering += 1
                self.over.update(over)
                if os.environ.get("BUTTON_COVER_DEBUG"):
                    print("covers", key, it.placement.data.get("text"), sorted(over))
            p = it.placement
            anchor = getattr(p, "data", {}).get("anchor")
            spot = (round(box.x()), round(box.y()))
            now[key] = (anchor, spot)
            before = self.last.get(key)
            if before is not None and before[0] == anchor and before[1] != spot:
                self.moved += 1
                if os.environ.get("BUTTON_COVER_DEBUG"):
                    print("moved", key, p.data.get("text"), before[1], spot, p.data.get("spot"))
        self.last = now
        if covered and self.shot is not None:
            self.shot()

    def line(self, name: str) -> str:
        over = ", ".join(f"{k} {n}" for k, n in self.over.most_common())
        return (
            f"{name}: {self.settles} settles with buttons, {self.buttons} buttons, "
            f"{self.covering} cover words ({100 * self.covering / max(1, self.buttons):.1f} %;"
            f" over {over}), words' area covered {self.area / 1000:.0f}k units², "
            f"{self.moved} moved with their anchor still"
        )


def play(
    seed: int, size: tuple[int, int], players: int, count: Count, tmp: Path, shots: Path | None
) -> None:
    win = seeded_table.open_window(size, seed, tmp)

    def counted(scene, marks) -> None:
        anchors = {c.id: c.anchor for c in marks.controls}
        for key, it in scene.items_by_key.items():
            if it.placement.kind == CONTROL:
                anchor = anchors.get(key[1])
                a = scene.items_by_key.get(anchor)
                it.placement.data["anchor"] = (anchor, None if a is None else (a.x(), a.y()))
        count.settle(scene)

    count.shot = seeded_table.shooter(win, shots, f"{size[0]}x{size[1]}-{seed}")
    seeded_table.play(win, players, seed, counted)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", default="1-6")
    ap.add_argument("--size", action="append", default=[])
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--shots", type=Path, default=None)
    args = ap.parse_args()
    lo, _, hi = args.seeds.partition("-")
    seeds = range(int(lo), int(hi or lo) + 1)
    sizes = args.size or ["1366x768", "1024x700"]
    QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as d:
        for size in sizes:
            w, h = (int(v) for v in size.split("x"))
            count = Count()
            for seed in seeds:
                play(seed, (w, h), args.players, count, Path(d), args.shots)
            print(count.line(size), flush=True)


if __name__ == "__main__":
    main()
