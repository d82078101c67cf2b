"""Count the card texts the table covers with other cards or items, over real games.

    python tools/text_cover.py [--seeds 1-6] [--size 1366x768] [--players 2-4] [--shots DIR]
        [--ruleset bigbox|longsdale] [--setup chapter|allin]

Plays seeded Big Box games (or Longsdale games set up as the campaign's first chapter
or as All In, 1 or more players) in the real main window (offscreen, no animation), as
``button_cover.py`` does: seat 0 is a person whose decisions a seeded random bot takes
(after clicking up to two of the cards the page glows, so hand cards are lifted), the
other seats are computers. Every time the scene settles, each public card's words are
checked against every item drawn over it (a higher z): on the player's own buildings
the name, cost, points and inputs (``face.geometry.text_areas(own=True)``), on the market's
cards the name, cost and points and the resource edge (the left band's resource, its
glyph and the place of the half sun: the market is read by them), on the assistants
for hire the whole face (what they need is read to hire them), and on the own hand's
cards (a line of the hand lying over the line above) the name, cost and points, and
apart from them ("hand inputs") the inputs. Table buttons are left out (``button_cover.py`` counts
them), and so is a building's own goods and worker, which lie over its good's picture.
A card "is covered" where another item shares more than 4 units² of its words.

Also counted: settles where a hand card reaches past the table's edge, and settles
where the hand emptied and the own cards changed size (the table jumped in zoom).
Prints one line per size; ``--shots DIR`` saves the window where a public card is
covered (DIR/SIZE-PLAYERSp-SEED-N.png).
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
from PySide6.QtGui import QPolygonF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from omg_desktop.games.ohmygoods.campaign.flow import all_in_setup, story  # noqa: E402
from omg_desktop.games.ohmygoods.face.geometry import text_areas  # noqa: E402
from omg_desktop.games.ohmygoods.face.zones import BUILDING, OPEN_ASSISTANT  # noqa: E402
from omg_desktop.games.ohmygoods.loading import default_catalog  # noqa: E402
from omg_desktop.ui.table.controls import CONTROL  # noqa: E402
from omg_desktop.ui.table.layout import CARD_H, CARD_W, HAND, MARKET  # noqa: E402
from tools import seeded_table  # noqa: E402

MIN_AREA = 4.0  # scene units²: less is a corner's touch, not words covered
PUBLIC = ("own row", "market", "assistants", "hand", "hand inputs")
#: A market card's resource edge, (x, y, w, h) fractions of the card: the left band
#: under the title, its resource's medallion and glyph and, below, the half sun's place
#: (to 47 % of the height; a card without a half sun shows that it has none).
RESOURCE_EDGE = (0.0, 0.135, 0.19, 0.335)


def public_kind(p, bottom: int) -> str | None:
    """Which public group ``p`` belongs to, or None."""
    if p.kind == "card" and p.zone == BUILDING and p.seat == bottom:
        return "own row"
    if p.kind == "card" and p.zone == MARKET:
        return "market"
    if p.kind == "assistant" and p.zone == OPEN_ASSISTANT:
        return "assistants"
    if p.kind == "card" and p.zone == HAND and p.seat == bottom:
        return "hand"
    return None


def words(p, kind: str) -> list[tuple[float, float, float, float]]:
    """The areas of ``p`` (its own units) that must stay readable."""
    if kind == "assistants":
        return [(0.0, 0.0, CARD_W, CARD_H)]
    if kind == "market":
        x, y, w, h = RESOURCE_EDGE
        return text_areas(p) + [(x * CARD_W, y * CARD_H, w * CARD_W, h * CARD_H)]
    return text_areas(p, own=kind == "own row")


def checks(p, kind: str) -> list[tuple[str, list[tuple[float, float, float, float]]]]:
    """The groups ``p`` is counted in, with their words: a hand card's name, cost and
    points (kept by the hand's cascade), and apart from them its inputs."""
    if kind != "hand":
        return [(kind, words(p, kind))]
    inputs = text_areas(p, own=True)[len(text_areas(p)) :]
    return [("hand", words(p, kind)), ("hand inputs", inputs)]


def body(item) -> QRectF | None:
    """What ``item`` covers, in its own units (None: nothing)."""
    p = item.placement
    if p.kind in (CONTROL, "tally"):
        return None
    if p.kind == "goods":
        return QRectF(0, 0, CARD_W * 0.84, 40.0) if p.data.get("count", 0) > 0 else None
    if p.kind == "label":
        return item.text_rect()
    return item.shape().boundingRect()  # a card's face, not its glow's margin


def area(poly: QPolygonF) -> float:
    pts = [poly.at(i) for i in range(poly.count())]
    return (
        abs(sum(a.x() * b.y() - b.x() * a.y() for a, b in zip(pts, pts[1:] + pts[:1], strict=True)))
        / 2
    )


def own_token(cover, card) -> bool:
    """A good or a person lying on ``card`` itself (over its good's picture)."""
    p = cover.placement
    return p.kind in ("goods", "worker", "assistant") and p.data.get("on", p.data.get("card")) == (
        card.placement.data.get("card")
    )


def covered(items, bottom: int) -> list[tuple[str, tuple, tuple, float]]:
    """(group, covered card's key, key of what covers it, units²) of every public card
    whose words another item covers."""
    out = []
    shapes = [(it, body(it)) for it in items]
    shapes = [(it, it.mapToScene(QPolygonF(r))) for it, r in shapes if r is not None]
    for card in items:
        kind = public_kind(card.placement, bottom)
        if kind is None:
            continue
        for group, areas in checks(card.placement, kind):
            texts = [card.mapToScene(QPolygonF(QRectF(*r))) for r in areas]
            for it, shape in shapes:
                if it is card or it.zValue() <= card.zValue() or own_token(it, card):
                    continue
                shared = sum(area(t.intersected(shape)) for t in texts)
                if shared > MIN_AREA:
                    out.append((group, card.placement.key, it.placement.key, shared))
    return out


class Count:
    def __init__(self) -> None:
        self.shot = None
        self.settles = self.off_table = self.jumps = 0
        self.cards: Counter = Counter()  # public cards seen, by group
        self.covered: Counter = Counter()  # covered public cards, by group
        self.by: Counter = Counter()  # what covers them
        self.last_hand = 0
        self.last_scale: float | None = None

    def settle(self, scene, bottom: int = 0) -> None:
        items = list(scene.items_by_key.values())
        self.settles += 1
        for it in items:
            kind = public_kind(it.placement, bottom)
            for group, _areas in checks(it.placement, kind) if kind else ():
                self.cards[group] += 1
        found = covered(items, bottom)
        seen = set()
        for kind, key, by, _a in found:
            if (kind, key) not in seen:
                seen.add((kind, key))
                self.covered[kind] += 1
            self.by[by[0]] += 1
            if os.environ.get("TEXT_COVER_DEBUG"):
                print("covered", kind, key, "by", by)
        views = scene.views()  # the view's rect is the table's (the scene's is larger)
        height = (views[0] if views else scene).sceneRect().height()
        hand = [it for it in items if it.placement.zone == HAND and it.placement.seat == bottom]
        faces = [it.mapToScene(it.shape().boundingRect()).boundingRect() for it in hand]
        if any(r.bottom() > height + 0.5 for r in faces):
            self.off_table += 1
            if os.environ.get("TEXT_COVER_DEBUG"):
                print("past the edge", max(r.bottom() for r in faces) - height, len(hand))
        own = [it.placement.scale for it in items
               if public_kind(it.placement, bottom) not in (None, "hand")]  # fmt: skip
        scale = max(own, default=None)
        if self.last_hand and not hand and scale is not None and self.last_scale is not None:
            self.jumps += abs(scale - self.last_scale) > 1e-6
        self.last_hand, self.last_scale = len(hand), scale
        if found and self.shot is not None:
            self.shot()

    def line(self, name: str) -> str:
        groups = ", ".join(
            f"{g} {self.covered[g]} of {self.cards[g]}" for g in PUBLIC
        )  # fmt: skip
        by = ", ".join(f"{k} {n}" for k, n in self.by.most_common())
        return (
            f"{name}: {self.settles} settles; public cards covered: {groups}"
            f" (by {by or 'nothing'}); hand past the edge {self.off_table}; "
            f"zoom jumps as the hand empties {self.jumps}"
        )


def game_setup(ruleset: str, kind: str) -> dict | None:
    """The set-up of a Longsdale game: the campaign's first chapter, or All In."""
    if ruleset == "bigbox":
        return None
    cat = default_catalog()
    if kind == "allin":
        return all_in_setup(cat)
    return {"chapter": story(cat)[0].id, "flags": {}, "introduced": []}


def play(seed: int, size: tuple[int, int], players: int, count: Count, tmp: Path,
         shots: Path | None, ruleset: str = "bigbox", setup: str = "chapter") -> None:  # fmt: skip
    win = seeded_table.open_window(size, seed, tmp)
    name = f"{size[0]}x{size[1]}-{ruleset}-{players}p-{seed}"
    count.shot = seeded_table.shooter(win, shots, name)
    seeded_table.play(win, players, seed, lambda scene, _marks: count.settle(scene), ruleset,
                      game_setup(ruleset, setup))  # fmt: skip


def span(text: str) -> range:
    lo, _, hi = text.partition("-")
    return range(int(lo), int(hi or lo) + 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", default="1-6")
    ap.add_argument("--size", action="append", default=[])
    ap.add_argument("--players", default=None, help="default 2-4 (Big Box), 1-2 (Longsdale)")
    ap.add_argument("--shots", type=Path, default=None)
    ap.add_argument("--ruleset", default="bigbox", choices=("bigbox", "longsdale"))
    ap.add_argument("--setup", default="chapter", choices=("chapter", "allin"))
    args = ap.parse_args()
    sizes = args.size or ["1366x768", "1024x700"]
    QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as d:
        for size in sizes:
            w, h = (int(v) for v in size.split("x"))
            count = Count()
            players_span = args.players or ("2-4" if args.ruleset == "bigbox" else "1-2")
            for players in span(players_span):
                for seed in span(args.seeds):
                    play(seed, (w, h), players, count, Path(d), args.shots, args.ruleset,
                         args.setup)  # fmt: skip
            print(count.line(f"{size} {args.ruleset}"), flush=True)


if __name__ == "__main__":
    main()
