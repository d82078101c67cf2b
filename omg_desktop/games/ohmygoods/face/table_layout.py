"""Where everything of Oh My Goods! lies on the table: ``layout(view, ...)``, pure
geometry from a player's view (no Qt), on the frame's table (:mod:`omg_desktop.ui.table.layout`:
its card and scene sizes, :class:`Placement`, the table's shape). The frame's table
takes it from the face (``face.layout``) and turns the placements into items.

It arranges for legibility instead of shrinking everything alike: cards of the
player's own row, the hand, the market and the assistants are at least
``LEGIBLE_PX`` wide while the table has room; long rows wrap into lines that
cascade, each card still showing its name, cost and points; opponents are compact
and one of them can be opened large (``Table.opened``). See docs/table-sizes.md.
"""

from __future__ import annotations

import math
from typing import Any

from ....ui.table.layout import (
    CARD_H,
    CARD_W,
    DECK,
    DISCARD,
    HAND,
    MARKET,
    OPPONENT,
    SCENE_W,
    Placement,
    Table,
    table_in_use,
)
from ..rules import GameState
from ..rules.queries import WORKER, output_of, person_at
from ..rules.scoring import score_of
from ..rules.state import PRODUCTION, SUNRISE, UNKNOWN
from .geometry import (
    FAN_BACK,
    FAN_MOST,
    FAN_STEP,
    FAN_TIGHT,
    GAP_PX,
    GOODS_AT,
    GOODS_SCALE,
    HAND_LIFT,
    LABEL_PX,
    LEGIBLE_PX,
    MARGIN_PX,
    MARKET_STRIP,
    OPPONENT_BAND,
    OPPONENT_SHARE,
    OPPONENT_STEP,
    PERSON_AT,
    PERSON_SCALE,
    SQUEEZE_MIN,
    TALLY_H,
    TALLY_STEP,
    TOP_STRIP,
    fan_width,
)
from .zones import BUILDING, DISPLAY, EVENT, OPEN_ASSISTANT, PLANNED


def seat_order(view: GameState, bottom: int) -> list[int]:
    """Seats clockwise from the one at the bottom of the table."""
    n = view.num_players
    return [(bottom + k) % n for k in range(n)]


def layout(
    view: GameState,
    bottom: int,
    names: list[str],
    info: dict[int, str],
    table: Table | None = None,
) -> list[Placement]:
    """Everything on the table for ``view`` with seat ``bottom`` at the bottom.

    ``info`` holds a status line per seat ("thinking…"); ``table`` the shape of the
    table (default: the one the window's view set with ``use_table``).
    """
    t = table if table is not None else table_in_use()
    c, strip = _fit(view, bottom, names, info, t)
    out: list[Placement] = []
    _Builder(view, bottom, names, info, t, c, strip, out).run()
    return out


def _fit(
    view: GameState, bottom: int, names: list[str], info: dict[int, str], t: Table
) -> tuple[float, float]:
    """The card width (pixels) and the cascade ``strip`` (0: tightest, 1: whole cards)
    that fill the table: whole legible cards, grown while they fit; else legible cards
    in cascades; else (too little room) smaller cards."""
    room = t.height

    def need(c: float, strip: float) -> float:
        return _Builder(view, bottom, names, info, t, c, strip, None).run()

    def largest(lo: float, hi: float, ok) -> float:
        for _ in range(18):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if ok(mid) else (lo, mid)
        return lo

    def one_line(c: float) -> bool:
        return _Builder(view, bottom, names, info, t, c, 1.0, None).own_lines_fit()

    leg = LEGIBLE_PX
    top = max(leg, t.px * SCENE_W / 8.0)
    if need(leg, 1.0) <= room:
        if one_line(leg):  # grown no further than the hand and the row fit one line each
            return largest(leg, top, lambda c: need(c, 1.0) <= room and one_line(c)), 1.0
        return largest(leg, top, lambda c: need(c, 1.0) <= room), 1.0
    if need(leg, 0.0) <= room:
        return leg, largest(0.0, 1.0, lambda s: need(leg, s) <= room)
    return largest(24.0, leg, lambda c: need(c, 0.0) <= room), 0.0


class _Builder:
    """Lays the table out with cards ``c`` pixels wide and cascades ``strip``; with
    ``out`` None it only measures (``run`` returns the height it needs)."""

    def __init__(
        self,
        view: GameState,
        bottom: int,
        names: list[str],
        info: dict[int, str],
        t: Table,
        c: float,
        strip: float,
        out: list[Placement] | None,
    ) -> None:
        self.view, self.bottom, self.names, self.info, self.t = view, bottom, names, info, t
        self.out = out
        self.strip = strip
        self.u = 1.0 / t.px  # scene units per pixel
        self.c = c
        self.cw = c * self.u
        self.ch = self.cw * CARD_H / CARD_W
        self.grow = min(2.0, max(1.0, c / LEGIBLE_PX))  # labels grow with the cards
        self.gap = GAP_PX * self.u * self.grow
        self.m = MARGIN_PX * self.u
        self.lh = LABEL_PX * self.u * self.grow
        self.width = SCENE_W - 2 * self.m

    # ---- pieces ------------------------------------------------------------------
    def add(self, p: Placement) -> None:
        if self.out is not None:
            self.out.append(p)

    def step(self, ch: float, lo: float) -> float:
        """From one line of a cascade to the next."""
        if self.strip >= 1.0:
            return ch + self.gap
        return ch * (lo + (1.0 - lo) * self.strip)

    def per_line(self, width: float, cw: float, gap: float) -> int:
        return max(1, int((width + gap + 1e-6) // (cw + gap)))

    def own_lines_fit(self) -> bool:
        """Whether the bottom seat's hand and buildings each fit one line (shrunk as
        :meth:`line_fit` allows) with cards of this size."""
        p = self.view.players[self.bottom]
        cw = self.cw
        hand_gap = max(self.gap, 0.06 * cw)
        row_w = self.own_row_width()
        return all(
            n <= self.per_line(w, cw, g) or self.line_fit(n, w, cw, g) < cw
            for n, w, g in ((max(1, len(p.hand)), self.width, hand_gap),
                            (len(p.buildings), row_w, self.gap))
        )  # fmt: skip

    def line_fit(self, n: int, width: float, cw: float, gap: float) -> float:
        """The card width that puts ``n`` cards in one line of ``width``: ``cw`` if they
        fit; else smaller, down to :data:`SQUEEZE_MIN` of ``cw``; else ``cw`` again (the
        caller cascades them in lines)."""
        if n <= self.per_line(width, cw, gap):
            return cw
        fit = (width + gap) / n - gap
        return fit if fit >= SQUEEZE_MIN * cw else cw

    def cascade(self, n: int, per: int, ch: float, lo: float) -> float:
        """The height of ``n`` cards in lines of ``per``, cascaded."""
        if n <= 0:
            return 0.0
        lines = math.ceil(n / per)
        return (lines - 1) * self.step(ch, lo) + ch

    def label(self, key: tuple, x: float, y: float, width: float, text: tuple, size: float,
              seat: int | None = None, **extra: Any) -> None:  # fmt: skip
        s = self.lh / 26.0
        data = {"text": text, "width": width / s, "size": size, **extra}
        self.add(Placement(key, "label", x, y, s, 2, data, "", seat))

    # ---- the whole table -----------------------------------------------------------
    def run(self) -> float:
        """Place everything; the height it needs (scene units)."""
        order = seat_order(self.view, self.bottom)
        y = self.m
        y += self.opponents(order[1:], y)
        y += self.centre(y)
        hand_h = self.hand(None)
        own_h = self.own(y)
        below = y + own_h + self.gap + self.lift()
        need = below + hand_h + self.m
        hand_y = max(below, self.t.height - self.m - hand_h)
        self.hand(hand_y)
        return need

    def lift(self) -> float:
        """The room phase IV's lifted hand cards need above the hand (a hand in one line;
        a cascaded hand is not lifted)."""
        if self.view.phase != PRODUCTION:
            return 0.0
        cw, _per, lines = self.hand_line()
        return HAND_LIFT * cw * CARD_H / CARD_W if lines == 1 else 0.0

    # ---- opponents -----------------------------------------------------------------
    def opponents(self, seats: list[int], y0: float) -> float:
        if not seats:
            return 0.0
        opened = self.t.opened if self.t.opened in seats else None
        if opened is not None:
            return self.opened_row(opened, [s for s in seats if s != opened], y0)
        best = None
        for cols in sorted({len(seats), 1}, reverse=True):
            col_w = (self.width - (cols - 1) * 3 * self.gap) / cols
            shelves = math.ceil(len(seats) / cols)
            cap = (OPPONENT_BAND * self.t.height / shelves - self.lh - self.gap) * CARD_W / CARD_H
            for lines in (1, 2):  # a long row in two lines, the second over the first's foot
                oc = min(OPPONENT_SHARE * self.cw, *(self.row_fit(s, col_w, lines) for s in seats))
                oc = max(8.0 * self.u, min(oc, cap / (1 + (lines - 1) * OPPONENT_STEP)))
                if best is None or oc > best[0] * 1.15:
                    best = (oc, cols, col_w, shelves, lines)
        oc, cols, col_w, shelves, lines = best
        och = oc * CARD_H / CARD_W
        shelf = self.lh + och * (1 + (lines - 1) * OPPONENT_STEP) + self.gap
        for k, seat in enumerate(seats):
            x = self.m + (k % cols) * (col_w + 3 * self.gap)
            y = y0 + (k // cols) * shelf
            self.player_label(seat, x, y, col_w, own=False)
            self.opponent_cards(seat, x, y + self.lh, oc, col_w, 1, lines)
        return shelves * shelf

    def row_fit(self, seat: int, width: float, lines: int) -> float:
        """The widest an opponent's compact cards may be for its row in ``lines`` lines
        to fit ``width``: its buildings and planned card, and its hand's fan after the
        last one (a playtest lost the fan, and the planned card crowded the 8th building)."""
        p = self.view.players[seat]
        k = len(p.buildings) + (p.planned is not None or p.pending_plan is not None)
        per = max(1, math.ceil(k / lines))
        last = k - (lines - 1) * per
        fan = fan_width(min(FAN_MOST, len(p.hand)))  # in card widths
        g = 2.0 * self.u  # a card's gap: 4 % of it, at least 2 pixels
        lines_fit = min(width / (per * 1.04), (width - per * g) / per)
        room = width - self.gap * bool(fan)  # the gap before the fan
        tail = max(last + fan, 1.0)  # the last line's cards and the fan, in card widths
        return min(lines_fit, room / (tail + 0.04 * last), (room - last * g) / tail)

    def opened_row(self, seat: int, others: list[int], y0: float) -> float:
        """``seat``'s row large (legible), the other opponents' names in one line."""
        h = 0.0
        if others:
            w = (self.width - (len(others) - 1) * 3 * self.gap) / len(others)
            for k, s in enumerate(others):
                self.player_label(s, self.m + k * (w + 3 * self.gap), y0, w, own=False)
            h = self.lh
        self.player_label(seat, self.m, y0 + h, self.width, own=False)
        oc = max(self.cw, LEGIBLE_PX * self.u)
        n = len(self.view.players[seat].buildings) + 1
        per = self.per_line(self.width, oc, self.gap)
        used = self.opponent_cards(seat, self.m, y0 + h + self.lh, oc, self.width, per)
        return h + self.lh + used + self.gap if n else h + self.lh

    def opponent_cards(
        self, seat: int, x0: float, y0: float, oc: float, width: float, per: int,
        lines: int = 1,
    ) -> float:  # fmt: skip
        """An opponent's buildings (and planned card) from (x0, y0), ``oc`` wide; lines
        of ``per`` when it is opened (1: compact, in ``lines`` lines, each over the foot
        of the one before: names, goods and workers stay in sight). The height used."""
        p = self.view.players[seat]
        s = oc / CARD_W
        och = oc * CARD_H / CARD_W
        n = len(p.buildings)
        gap = max(2.0 * self.u, oc * 0.04)
        compact = per <= 1  # the compact row: the hand's fan after its last card
        plan = p.planned if p.planned is not None else p.pending_plan
        k = n + (plan is not None)
        if compact:
            per = max(1, math.ceil(k / lines)) if lines > 1 else max(1, n + 1)
        else:
            per = self.per_line(width, oc, gap)
        step = och + self.gap if per > n else och * OPPONENT_STEP
        for i, b in enumerate(p.buildings):
            bx = x0 + (i % per) * (oc + gap)
            by = y0 + (i // per) * step
            self.building(p, seat, b, i, bx, by, s, OPPONENT, own=False)
        if plan is not None:
            self.add(
                Placement(
                    ("planned-back", seat), "back", x0 + (n % per) * (oc + gap),
                    y0 + (n // per) * step, s * 0.55, 60, {}, OPPONENT, seat,
                )
            )  # fmt: skip
        used_lines = max(1, math.ceil(k / per))
        if compact or per > k:  # room after the last card (of the last line)
            used = (k - (used_lines - 1) * per) * (oc + gap)
            fan_y = y0 + (used_lines - 1) * step
            self.hand_fan(seat, x0 + used, fan_y, width - used, och)
        return (used_lines - 1) * step + och

    def hand_fan(self, seat: int, x: float, y: float, room: float, och: float) -> None:
        """An opponent's hidden hand: up to :data:`FAN_MOST` backs fanned just right of
        its cards, within ``room`` (none if there is no room); drawn cards fly to it."""
        n = min(FAN_MOST, len(self.view.players[seat].hand))
        bh = och * FAN_BACK
        bw = bh * CARD_W / CARD_H
        step = bw * FAN_STEP
        if n > 1 and bw + (n - 1) * step > room - self.gap:  # closer rather than gone
            step = max(bw * FAN_TIGHT, (room - self.gap - bw) / (n - 1))
        if n == 0 or bw + (n - 1) * step > room - self.gap:
            return
        x0 = x + self.gap  # right after the cards: it reads as theirs
        for i in range(n):
            angle = (i - (n - 1) / 2) * 7.0
            self.add(
                Placement(("hand-fan", seat, i), "back", x0 + i * step, y + (och - bh) / 2,
                          bh / CARD_H, 40 + i, {"angle": angle}, OPPONENT, seat)
            )  # fmt: skip

    # ---- one player's label and a building -------------------------------------------
    def player_label(self, seat: int, x: float, y: float, width: float, own: bool) -> None:
        view = self.view
        p = view.players[seat]
        sc = score_of(view, seat)
        active = view.phase == PRODUCTION and seat == view.turn
        text = (
            "player",
            self.names[seat],
            sc.total,
            sc.coins,
            len(p.hand),
            seat == view.first,
            self.info.get(seat, ""),
            active,
        )
        self.label(("label", "player", seat), x, y, width, text, 13 if own else 11, seat,
                   active=active)  # fmt: skip

    def building(self, p, seat: int, b, i: int, bx: float, by: float, s: float, zone: str,
                 own: bool) -> None:  # fmt: skip
        """A building with its goods and the person working it (over its good's picture,
        never over its name, cost, points or inputs)."""
        cw, ch = CARD_W * s, CARD_H * s
        z = 20 + 3 * i
        self.add(Placement(("card", b.card), "card", bx, by, s, z, {"card": b.card}, zone, seat))
        self.add(
            Placement(
                ("goods", b.card), "goods", bx + cw * GOODS_AT[0], by + ch * GOODS_AT[1],
                s * GOODS_SCALE, z + 1, {"count": b.goods, "card": b.card}, zone, seat,
            )
        )  # fmt: skip
        who = person_at(p, b.card)
        if who is None and p.worker is None and p.pending_worker == b.card:
            who = "worker"  # a phase II choice not yet revealed (own view, or a draft)
        px, py, ps = bx + cw * PERSON_AT[0], by + ch * PERSON_AT[1], s * PERSON_SCALE
        if who == "worker":
            efficient = p.efficient if p.worker is not None else p.pending_efficient
            self.add(
                Placement(
                    ("worker", seat), "worker", px, py, ps, z + 2,
                    {"efficient": efficient, "on": b.card, "makes": output_of(WORKER, efficient)},
                    "worker" if own and self.view.phase == SUNRISE else zone, seat,
                )
            )  # fmt: skip
        for h in p.assistants:
            if h.building == b.card:
                self.add(
                    Placement(
                        ("assistant", h.assistant), "assistant", px, py, ps, z + 2,
                        {"assistant": h.assistant, "side": h.side, "on": b.card}, zone, seat,
                    )
                )  # fmt: skip

    # ---- the centre: round, piles, market, assistants, story ---------------------------
    def centre(self, y0: float) -> float:
        view = self.view
        cw, ch, gap, m = self.cw, self.ch, self.gap, self.m
        y = y0 + self.lh
        # the piles (and the story's event and display) in a column at the left
        ds = 0.55 * cw / CARD_W
        dw, dh = CARD_W * ds, CARD_H * ds
        small = self.lh * 0.8
        col_w = 2 * dw + gap
        self.add(Placement(("deck",), "back", m, y, ds, 1, {"count": len(view.deck)}, DECK))
        self.small_label(("label", "deck"), m, y + dh + 2 * self.u, dw + gap * 0.9,
                         ("deck", len(view.deck)))  # fmt: skip
        if view.discard:
            top_card = view.discard[-1]
            self.add(
                Placement(("card", top_card), "card", m + dw + gap, y, ds, 1,
                          {"card": top_card, "count": len(view.discard)}, DISCARD)
            )  # fmt: skip
        self.small_label(("label", "discard"), m + dw + gap, y + dh + 2 * self.u, dw + gap,
                         ("discard", len(view.discard)))  # fmt: skip
        left_h = dh + small + 2 * self.u
        rlw = 72.0 * self.u * self.grow  # the rows' labels, between the piles and the market
        if view.ruleset.expansion is not None:
            left_h += gap + self.story(m, y + left_h + gap, col_w)
        # the assistants for hire at the right, the market between
        n_a = len(view.open_assistants)
        best = None
        for cols in range(1, max(1, min(4, n_a)) + 1):
            a_w = cols * (cw + gap) if n_a else 0.0
            mw = self.width - col_w - gap - rlw - a_w
            if mw < max(cw, TALLY_STEP * len(view.cat.resources)):
                continue  # the scene's tally of the market goes under the market
            per = self.per_line(mw, cw, gap)
            mh = self.market_h(per)
            ah = self.whole(n_a, cols)
            h = max(mh, ah)
            if best is None or h < best[0] - 1e-6:
                best = (h, cols, a_w, mw, per)
        if best is None:  # not even one card beside the piles: stack the market under them
            cols = 1
            a_w = cw + gap if n_a else 0.0
            mw = max(cw, self.width - col_w - gap - rlw - a_w)
            best = (0.0, cols, a_w, mw, 1)
        _, cols, a_w, mw, per = best
        mx = m + col_w + gap + rlw
        title_w = mx + mw - m
        apart = 0.75 * self.lh  # between the round's title and the goal's words
        # a chapter's goal: only when placing (the scores it reads do not change heights,
        # and the fit measures the table many times)
        story = view.ruleset.expansion is not None and self.out is not None
        progress = None
        if story:  # (the campaign's code loads with a chapter, not before a first frame)
            from ..campaign.flow import goal_progress

            progress = goal_progress(view)
        if progress is not None:  # a story chapter: its goal and the medals beside the round
            goal, value = progress
            title_w *= 0.5
            self.label(
                ("label", "goal"),
                m + title_w,
                y0,
                title_w - apart,
                ("goal", goal.metric, goal.bronze, goal.silver, goal.gold, value),
                12,
            )
            title_w -= apart
        self.label(("label", "round"), m, y0, title_w, ("round", view.round, view.phase,
                   view.step, view.is_final_round), 14)  # fmt: skip
        market_h = self.market(mx, y, per, rlw)
        ax = SCENE_W - m - a_w + gap
        if n_a:
            self.label(("label", "assistants"), ax, y0, a_w - gap,
                       ("assistants", n_a), 12)  # fmt: skip
        s = cw / CARD_W
        for i, (a, side) in enumerate(view.open_assistants):
            self.add(
                Placement(
                    ("assistant", a), "assistant", ax + (i % cols) * (cw + gap),
                    y + (i // cols) * (ch + gap), s, 5 + i,
                    {"assistant": a, "side": side}, OPEN_ASSISTANT,
                )
            )  # fmt: skip
        a_h = self.whole(n_a, cols)
        return self.lh + max(left_h, market_h, a_h) + gap

    def whole(self, n: int, cols: int) -> float:
        """The height of ``n`` whole cards in lines of ``cols`` (what an assistant needs
        is read to hire it: they never lie over one another)."""
        return math.ceil(n / cols) * (self.ch + self.gap) - self.gap if n else 0.0

    def small_label(self, key: tuple, x: float, y: float, width: float, text: tuple) -> None:
        self.label(key, x, y, width, text, 9)

    def market_lines(self, per: int) -> list[tuple[int, list[int]]]:
        """The market's lines: (row, cards) with at most ``per`` cards each."""
        lines = []
        for row, cards in enumerate(self.view.market):
            cards = list(cards)
            if not cards:
                lines.append((row, []))
            for k in range(0, len(cards), per):
                lines.append((row, cards[k : k + per]))
        return lines

    def market_h(self, per: int) -> float:
        return self.market(0.0, 0.0, per, 0.0, emit=False)

    def market(self, x: float, y0: float, per: int, rlw: float, emit: bool = True) -> float:
        """Sunrise and sunset rows in lines of ``per``, one cascade: every line shows
        its cards' names, costs, points and left band (resource, half sun,
        :data:`MARKET_STRIP`); the last one is whole. The height."""
        cw, ch, gap = self.cw, self.ch, self.gap
        s = cw / CARD_W
        lines = self.market_lines(per)
        last_full = max((k for k, (_r, cards) in enumerate(lines) if cards), default=-1)
        y = y0
        seen_rows: set[int] = set()
        z = 10
        label_end = y0
        for k, (row, cards) in enumerate(lines):
            if row not in seen_rows:  # a row's name needs its own room at the left
                y = max(y, label_end)
                label_end = y + self.lh + 4 * self.u
            if emit and row not in seen_rows:
                self.label(("label", "row", row), x - rlw, y + 4 * self.u, rlw - gap,
                           ("row", row), 12)  # fmt: skip
            seen_rows.add(row)
            if emit:
                for i, c in enumerate(cards):
                    self.add(
                        Placement(("card", c), "card", x + i * (cw + gap), y, s, z,
                                  {"card": c, "row": row}, MARKET)
                    )  # fmt: skip
                    z += 1
            if not cards:
                y += self.lh + gap + 4 * self.u
            elif k == last_full:
                y += ch + gap
            else:
                y += self.step(ch, MARKET_STRIP)
        return max(y, label_end) - y0 + TALLY_H

    def story(self, x: float, y: float, width: float) -> float:
        """Expansion: this round's event card, the event deck, and the display stacks."""
        view = self.view
        es = 0.55 * self.cw / CARD_W
        eh = CARD_H * es
        if view.event is not None:
            self.add(Placement(("event", view.event), "event", x, y, es, 3,
                               {"event": view.event}, EVENT))  # fmt: skip
        self.small_label(
            ("label", "events"), x, y + eh + 2 * self.u, width, ("events", len(view.events))
        )
        h = eh + self.lh * 0.8 + 2 * self.u
        stacks = [(t, cards) for t, cards in sorted(view.display.items()) if cards]
        if not stacks:
            return h
        y += h + self.gap
        self.label(("label", "display"), x, y, width, ("display", len(stacks)), 11)
        y += self.lh
        ds = (width - 2 * self.gap) / 3 / CARD_W
        dw, dh = CARD_W * ds, CARD_H * ds
        fan = dh * TOP_STRIP
        tallest = 0.0
        for k, (_type, cards) in enumerate(stacks):
            col, row = k % 3, k // 3
            cx = x + col * (dw + self.gap)
            cy = y + row * (dh + fan * 3 + self.gap)
            for j, c in enumerate(cards):  # fanned downwards: every colour can be picked
                self.add(
                    Placement(("card", c), "card", cx, cy + j * fan, ds, 30 + j,
                              {"card": c, "stack": len(cards)}, DISPLAY)
                )  # fmt: skip
            tallest = max(tallest, cy - y + (len(cards) - 1) * fan + dh)
        return h + self.gap + self.lh + tallest

    # ---- the player at the bottom ------------------------------------------------------
    def own_extra_width(self) -> float:
        """The column right of the buildings, before the "to build" slot: a hired
        assistant waiting for its building, or the worker waiting to be placed."""
        p = self.view.players[self.bottom]
        if any(h.building is None for h in p.assistants):
            return self.cw + self.gap
        if self.view.phase == SUNRISE and p.worker is None and p.pending_worker is None:
            return 0.5 * self.cw + self.gap
        return 0.0

    def own_row_width(self) -> float:
        """The width the bottom seat's buildings may take: the line less the "to
        build" slot and :meth:`own_extra_width`."""
        return self.width - (self.cw + self.gap) - self.own_extra_width()

    def own(self, y0: float) -> float:
        view, seat = self.view, self.bottom
        p = view.players[seat]
        cw, ch, gap, m = self.cw, self.ch, self.gap, self.m
        s = cw / CARD_W
        unassigned = [h for h in p.assistants if h.building is None]
        waiting = view.phase == SUNRISE and p.worker is None and p.pending_worker is None
        extra_w = self.own_extra_width()
        slot_x = SCENE_W - m - cw
        width = self.own_row_width()
        per = self.per_line(width, cw, gap)
        bw, bh, bs = cw, ch, s  # the buildings' cards: smaller when a few are over a line
        squeezed = self.line_fit(len(p.buildings), width, cw, gap)
        if squeezed < cw:  # all in one line
            bw, bh, bs = squeezed, squeezed * CARD_H / CARD_W, squeezed / CARD_W
            per = len(p.buildings)
        self.player_label(seat, m, y0, self.width, own=True)
        y = y0 + self.lh
        step = bh + gap  # a wrapped line under the whole line above: its inputs show
        for i, b in enumerate(p.buildings):
            self.building(p, seat, b, i, m + (i % per) * (bw + gap), y + (i // per) * step,
                          bs, BUILDING, own=True)  # fmt: skip
        rows_h = math.ceil(len(p.buildings) / per) * step - gap if p.buildings else 0.0
        ex = slot_x - extra_w
        extra_h = 0.0
        if waiting:
            self.add(Placement(("worker", seat), "worker", ex, y, 0.5 * s, 40,
                               {"efficient": True, "waiting": True}, "worker", seat))  # fmt: skip
            extra_h = 0.5 * ch + gap
        for k, h in enumerate(unassigned):
            self.add(
                Placement(
                    ("assistant", h.assistant), "assistant", ex,
                    y + extra_h + k * self.step(ch, TOP_STRIP), s, 15 + k,
                    {"assistant": h.assistant, "side": h.side}, "", seat,
                )
            )  # fmt: skip
        if unassigned:
            extra_h += self.cascade(len(unassigned), 1, ch, TOP_STRIP)
        self.add(Placement(("slot", "planned"), "slot", slot_x, y, s, 1, {"text": "to_build"},
                           PLANNED, seat))  # fmt: skip
        plan = p.planned if p.planned is not None else p.pending_plan
        if plan is not None and plan != UNKNOWN:
            self.add(Placement(("card", plan), "card", slot_x, y, s, 30, {"card": plan},
                               PLANNED, seat))  # fmt: skip
        return self.lh + max(rows_h, ch, extra_h)

    def hand_line(self) -> tuple[float, int, int]:
        """The hand cards' width, how many in a line and how many lines (one while they
        fit, a card or two over drawn smaller; an empty hand as one card)."""
        n = max(1, len(self.view.players[self.bottom].hand))
        cw = self.cw
        gap = max(self.gap, 0.06 * cw)
        per = self.per_line(self.width, cw, gap)
        squeezed = self.line_fit(n, self.width, cw, gap)
        if squeezed < cw:  # a card or two over: one line of smaller cards, not a cascade
            return squeezed, n, 1
        return cw, per, math.ceil(n / per)

    def hand(self, y0: float | None) -> float:
        """The hand at the bottom, in one gently fanned line while it fits, else in
        cascaded lines. ``y0`` None: only the height."""
        seat = self.bottom
        hand = self.view.players[seat].hand
        n = len(hand)
        gap = max(self.gap, 0.06 * self.cw)
        cw, per, lines = self.hand_line()
        ch = cw * CARD_H / CARD_W
        dip = 3.0 * self.u * self.grow if lines == 1 else 0.0
        h = self.cascade(max(1, n), per, ch, TOP_STRIP) + dip  # an empty hand keeps its room
        if y0 is None or not n:
            return h
        step = self.step(ch, TOP_STRIP)
        s = cw / CARD_W
        for k in range(lines):
            line = hand[k * per : (k + 1) * per]
            span = len(line) * cw + (len(line) - 1) * gap
            x0 = (SCENE_W - span) / 2
            mid = (len(line) - 1) / 2
            for j, c in enumerate(line):
                i = k * per + j
                angle = (j - mid) * min(1.2, 6.0 / max(1, len(line))) if lines == 1 else 0.0
                dy = dip * ((j - mid) / max(1.0, mid)) ** 2 if lines == 1 else 0.0
                key = ("card", c) if c != UNKNOWN else ("hand-back", seat, i)
                kind = "card" if c != UNKNOWN else "back"
                self.add(
                    Placement(key, kind, x0 + j * (cw + gap), y0 + k * step + dy, s, 100 + i,
                              {"card": c, "angle": angle}, HAND, seat)
                )  # fmt: skip
        return h
