"""A quick game to the end for Hard's search: the board as flat lists, each build chosen
greedily by a gold delta worked out from a few counts kept up to date (no scoring of the
whole board per build), the location tiles used once a turn (a move: the settlement that
brings least to where it would bring most, when that gains). It is a model of the game
for judging a position, not the rules: the real game's choices are always made among the
engine's legal actions. The end is scored by the rules' own scoring (:func:`final`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..rules.board import CASTLE, LOCATION, MOUNTAIN, TERRAINS, WATER, Board
from ..rules.scoring import score, total
from ..rules.state import HIDDEN, KBState

#: The board's side (hexes are ``row * SIDE + col``).
SIDE = 20
#: A location tile taken by a build is worth this much to the policy (its extra builds).
TILE = 3.0
#: And each empty terrain hex a build adds next to its settlements (room for the cards
#: to come), and a location with tiles left that one more build next to it would reach.
ROOM, REACH = 0.0, 0.0
#: Hermits and Citizens guessed from the areas as they stand (kept joined as settlements
#: go down), not from whether the hex is next to one's own.
AREAS = False
#: The most a build's guessed gold is shaken by chance (ties and near ties drawn).
NOISE = 0.5
#: The tiles whose extra settlement the playout builds.
BUILD_TILES = ("oracle", "farm", "oasis", "tower", "tavern")
#: Whether the playout uses the tiles that move a settlement (Barn, Harbor, Paddock),
#: and the least guessed gain a move must bring.
MOVES, MOVE_GAIN = 1, 0.5
MOVE_KINDS = ("barn", "harbor", "paddock")


@dataclass(frozen=True, eq=False)
class Layout:
    """A board as flat lists by hex index, worked out once per layout."""

    board: Board
    near: tuple[tuple[int, ...], ...]  # neighbours
    cell: tuple[str, ...]  # letters ("" off the board)
    of_terrain: dict[str, tuple[int, ...]]  # buildable hexes per terrain letter
    waters: tuple[int, ...]  # water hexes (a Harbor's targets)
    jumps: tuple[tuple[int, ...], ...]  # terrain hexes 2 steps away in a line (Paddock)
    edge: tuple[int, ...]  # buildable hexes on the outer ring
    buildable: tuple[int, ...]  # every terrain hex
    water: tuple[bool, ...]  # next to water (and not on it)
    mountain: tuple[bool, ...]
    special: tuple[bool, ...]  # next to a location or castle
    castles: tuple[tuple[int, ...], ...]  # castle hexes next to each hex
    locations: tuple[tuple[int, ...], ...]  # location hexes next to each hex
    reach: tuple[tuple[int, ...], ...]  # location hexes two steps away (not next to it)
    section: tuple[int, ...]
    kinds: dict[int, str]  # location hex -> its tile's kind


#: Layouts worked out, by the board's id (each keeps its board: the id is not reused).
_LAYOUTS: dict[int, Layout] = {}


def layout_of(board: Board) -> Layout:
    """The flat lists of ``board`` (kept: a board is built once per layout)."""
    found = _LAYOUTS.get(id(board))
    if found is not None and found.board is board:
        return found
    if len(_LAYOUTS) > 64:
        _LAYOUTS.clear()
    _LAYOUTS[id(board)] = made = _layout(board)
    return made


def _layout(board: Board) -> Layout:
    n = SIDE * SIDE
    cells = board.cells
    cell = tuple(cells.get((i // SIDE, i % SIDE), "") for i in range(n))
    near = tuple(
        tuple(r * SIDE + c for r, c in board.neighbours((i // SIDE, i % SIDE))) for i in range(n)
    )
    of_terrain = {t: tuple(i for i in range(n) if cell[i] == t) for t in TERRAINS}
    buildable = tuple(i for i in range(n) if cell[i] in TERRAINS)
    edge = tuple(i for i in buildable if board.on_edge((i // SIDE, i % SIDE)))
    jumps = []
    for i in range(n):
        ends = (board.line((i // SIDE, i % SIDE), d, 2) for d in range(6))
        jumps.append(
            tuple(r * SIDE + c for path in ends if len(path) == 2 for r, c in path[1:])
            if cell[i]
            else ()
        )
    return Layout(
        board=board,
        near=near,
        cell=cell,
        of_terrain=of_terrain,
        waters=tuple(i for i in range(n) if cell[i] == WATER),
        jumps=tuple(tuple(j for j in js if cell[j] in TERRAINS) for js in jumps),
        edge=edge,
        buildable=buildable,
        water=tuple(cell[i] != WATER and any(cell[m] == WATER for m in near[i]) for i in range(n)),
        mountain=tuple(any(cell[m] == MOUNTAIN for m in near[i]) for i in range(n)),
        special=tuple(any(cell[m] in (LOCATION, CASTLE) for m in near[i]) for i in range(n)),
        castles=tuple(tuple(m for m in near[i] if cell[m] == CASTLE) for i in range(n)),
        locations=tuple(tuple(m for m in near[i] if cell[m] == LOCATION) for i in range(n)),
        reach=tuple(
            tuple(
                sorted(
                    {k for m in near[i] for k in near[m] if cell[k] == LOCATION}
                    - {m for m in near[i] if cell[m] == LOCATION}
                )
            )
            for i in range(n)
        ),
        section=tuple(board.section_of.get((i // SIDE, i % SIDE), -1) for i in range(n)),
        kinds={r * SIDE + c: kind for (r, c), kind in board.locations.items()},
    )


class Sim:
    """A game in flat lists, played to its end by a greedy policy (:meth:`run`)."""

    def __init__(self, state: KBState, rng: random.Random, areas: bool | None = None) -> None:
        lay = layout_of(state.board)
        self.lay, self.rng = lay, rng
        self.cards = list(state.cards)
        self.players = state.players
        self.castle_gold = state.cat.castle_gold if state.cat else 3
        n = SIDE * SIDE
        self.owner = [-1] * n
        self.adj = [[0] * n for _ in range(self.players)]  # own settlements next to a hex
        self.rows = [[0] * SIDE for _ in range(self.players)]
        self.secs = [[0] * 4 for _ in range(self.players)]
        #: Per seat, the castles next to its settlements (how many of them).
        self.touched: list[dict[int, int]] = [{} for _ in range(self.players)]
        self.parent = list(range(n))  # each settlement's area: joined, never split
        self.size = [1] * n
        self.largest = [0] * self.players
        self.stale = [False] * self.players  # areas to join anew (:meth:`_lift`)
        #: The areas kept joined (``areas``, else :data:`AREAS`), and the seats whose
        #: policy guesses Hermits and Citizens from them.
        self.areas = AREAS if areas is None else areas
        self.exact = [self.areas] * self.players
        #: The seats whose policy uses the tiles that move a settlement.
        self.moving = [bool(MOVES)] * self.players
        for (r, c), s in state.settlements.items():
            self._place(r * SIDE + c, s)
        self.supply = [s.supply for s in state.seats]
        self.hand = [s.card for s in state.seats]
        self.held = [{t.at[0] * SIDE + t.at[1] for t in s.tiles} for s in state.seats]
        self.left = {r * SIDE + c: k for (r, c), k in state.tiles_left.items()}
        self.deck, self.discard = list(state.deck), list(state.discard)
        self.current, self.first = state.current, state.first
        self.ending = state.ending
        self.over = state.over
        self.actions = 0
        #: Each seat's policy weights: (a tile taken, room, reach).
        self.weights = [(TILE, ROOM, REACH)] * self.players
        self.noise = [NOISE] * self.players

    # -- the board -------------------------------------------------------------------
    def _place(self, h: int, seat: int) -> None:
        lay = self.lay
        self.owner[h] = seat
        adj = self.adj[seat]
        for m in lay.near[h]:
            adj[m] += 1
        self.rows[seat][h // SIDE] += 1
        self.secs[seat][lay.section[h]] += 1
        touched = self.touched[seat]
        for c in lay.castles[h]:
            touched[c] = touched.get(c, 0) + 1
        if not self.areas:
            return
        if self.stale[seat]:  # a settlement of the seat's has left since: join anew
            self.stale[seat] = False
            self._rejoin(seat)
            return
        size = self.size
        self.parent[h], size[h] = h, 1  # a hex left by a move may be built on again
        for root in self._roots(h, seat):
            self.parent[root] = h
            size[h] += size[root]
        self.largest[seat] = max(self.largest[seat], size[h])

    def _lift(self, h: int, seat: int) -> None:
        """``seat``'s settlement leaves ``h`` (the areas, if kept, are joined anew at its
        next settlement put down: :meth:`_rejoin`)."""
        lay = self.lay
        self.owner[h] = -1
        self.stale[seat] = self.areas
        adj = self.adj[seat]
        for m in lay.near[h]:
            adj[m] -= 1
        self.rows[seat][h // SIDE] -= 1
        self.secs[seat][lay.section[h]] -= 1
        touched = self.touched[seat]
        for c in lay.castles[h]:
            touched[c] -= 1
            if not touched[c]:
                del touched[c]

    def _find(self, h: int) -> int:
        parent = self.parent
        while parent[h] != h:
            parent[h] = parent[parent[h]]
            h = parent[h]
        return h

    def _roots(self, h: int, seat: int) -> set[int]:
        """The areas of ``seat``'s next to ``h`` (their roots)."""
        owner = self.owner
        return {self._find(m) for m in self.lay.near[h] if owner[m] == seat and m != h}

    def _targets(self, pool: tuple[int, ...], seat: int) -> list[int]:
        owner, adj = self.owner, self.adj[seat]
        empty = [h for h in pool if owner[h] < 0]
        near = [h for h in empty if adj[h]]
        return near or empty

    def _gain(self, h: int, seat: int) -> float:
        """The policy's guess of what a settlement of ``seat`` on ``h`` brings."""
        lay = self.lay
        value = 0.0
        for card in self.cards:
            if card == "fishermen":
                value += lay.water[h]
            elif card == "miners":
                value += lay.mountain[h]
            elif card == "workers":
                value += lay.special[h]
            elif card == "discoverers":
                value += self.rows[seat][h // SIDE] == 0
            elif card == "knights":
                row = self.rows[seat]
                value += 2.0 * (row[h // SIDE] + 1 > max(row))
            elif card == "hermits":
                if self.exact[seat]:
                    value += 1 - len(self._roots(h, seat))
                else:
                    value += self.adj[seat][h] == 0
            elif card == "citizens":
                if self.exact[seat]:
                    grown = 1 + sum(self.size[r] for r in self._roots(h, seat))
                    top = self.largest[seat]
                    value += max(top, grown) // 2 - top // 2
                else:
                    value += 0.5 * (self.adj[seat][h] > 0)
            elif card == "merchants":
                value += 1.5 * lay.special[h] + 0.3 * (self.adj[seat][h] > 0)
            elif card == "lords":
                value += self._lords(lay.section[h], seat)
            elif card == "farmers":
                secs = self.secs[seat]
                low = min(secs)
                value += 3.0 * (secs[lay.section[h]] == low and secs.count(low) == 1)
        touched = self.touched[seat]
        value += self.castle_gold * sum(1 for c in lay.castles[h] if not touched.get(c))
        held, left = self.held[seat], self.left
        tile, room, reach = self.weights[seat]
        if any(left.get(loc, 0) and loc not in held for loc in lay.locations[h]):
            value += tile
        elif reach and any(left.get(loc, 0) and loc not in held for loc in lay.reach[h]):
            value += reach
        if room:
            adj, owner, cell = self.adj[seat], self.owner, lay.cell
            value += room * sum(
                1 for m in lay.near[h] if not adj[m] and owner[m] < 0 and cell[m] in TERRAINS
            )
        return value

    def _lords(self, sec: int, seat: int) -> float:
        mine = self.secs[seat][sec]
        theirs = sorted((self.secs[s][sec] for s in range(self.players) if s != seat), reverse=True)
        top = theirs[0] if theirs else 0
        second = theirs[1] if len(theirs) > 1 else 0

        def gold(n: int) -> int:
            if n == 0:
                return 0
            if n >= top:
                return 12
            return 6 if n >= second else 0

        return float(gold(mine + 1) - gold(mine))

    def _build(self, pool: tuple[int, ...], seat: int) -> bool:
        """One settlement of ``seat`` on the best of ``pool``'s targets; False if none."""
        targets = self._targets(pool, seat)
        if not targets:
            return False
        rng, noise = self.rng.random, self.noise[seat]
        h = max(targets, key=lambda t: self._gain(t, seat) + noise * rng())
        self._place(h, seat)
        self.supply[seat] -= 1
        self._take(h, seat)
        self.actions += 1
        return True

    def _take(self, h: int, seat: int) -> None:
        """The tiles of the locations next to ``h`` that ``seat`` holds none of."""
        held = self.held[seat]
        for loc in self.lay.locations[h]:
            if self.left.get(loc, 0) and loc not in held:
                self.left[loc] -= 1
                held.add(loc)

    def _move(self, kind: str, card: str, seat: int) -> None:
        """A tile's move, if one gains: from the settlement whose leaving loses least
        (a held tile it alone keeps counted as lost), to the best of its targets."""
        lay, owner = self.lay, self.owner
        own = [h for h in lay.buildable if owner[h] == seat] + [
            h for h in lay.waters if owner[h] == seat
        ]
        best: tuple[float, int, int] | None = None
        if kind == "paddock":
            for src in own:
                loss = self._loss(src, seat)
                dsts = [j for j in lay.jumps[src] if owner[j] < 0]
                if dsts:
                    value, dst = max((self._gain(j, seat), j) for j in dsts)
                    if best is None or value - loss > best[0]:
                        best = (value - loss, src, dst)
                self._place(src, seat)
        else:
            pool = lay.waters if kind == "harbor" else lay.of_terrain.get(card, ())
            if not pool or not own:
                return
            src = min(own, key=lambda h: self._loss(h, seat, keep=True))
            loss = self._loss(src, seat)
            dsts = [t for t in self._targets(pool, seat) if t != src]
            if dsts:
                value, dst = max((self._gain(t, seat), t) for t in dsts)
                best = (value - loss, src, dst)
            self._place(src, seat)
        if best is None or best[0] < MOVE_GAIN:
            return
        _, src, dst = best
        self._lift(src, seat)
        held = self.held[seat]
        for loc in lay.locations[src]:
            if loc in held and not any(owner[m] == seat for m in lay.near[loc]):
                held.discard(loc)
        self._place(dst, seat)
        self._take(dst, seat)
        self.actions += 1

    def _rejoin(self, seat: int) -> None:
        """``seat``'s areas joined again from its settlements (after a move)."""
        owner, parent, size, near = self.owner, self.parent, self.size, self.lay.near
        own = [h for h in range(len(owner)) if owner[h] == seat]
        for h in own:
            parent[h], size[h] = h, 1
        for h in own:
            for m in near[h]:
                if owner[m] == seat:
                    a, b = self._find(h), self._find(m)
                    if a != b:
                        parent[a] = b
                        size[b] += size[a]
        self.largest[seat] = max((size[self._find(h)] for h in own), default=0)

    def _loss(self, h: int, seat: int, keep: bool = False) -> float:
        """What ``seat``'s settlement on ``h`` brings (guessed: what building it again
        would bring, and a held tile it alone keeps); it is lifted, and put back if
        ``keep``."""
        self._lift(h, seat)
        value = self._gain(h, seat)
        lay, owner, held = self.lay, self.owner, self.held[seat]
        tile = self.weights[seat][0]
        for loc in lay.locations[h]:
            if loc in held and not any(owner[m] == seat for m in lay.near[loc]):
                value += tile
        if keep:
            self._place(h, seat)
        return value

    # -- the turn --------------------------------------------------------------------
    def end_turn(self) -> None:
        """The current seat ends its turn: discards, draws, the next seat begins."""
        seat = self.current
        if self.hand[seat]:
            self.discard.append(self.hand[seat])
        self.hand[seat] = self._draw()
        if self.supply[seat] == 0:
            self.ending = True
        following = (seat + 1) % self.players
        if self.ending and following == self.first:
            self.over = True
            return
        self.current = following
        self.actions += 1

    def _draw(self) -> str:
        if not self.deck and self.discard:
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
        return self.deck.pop(0) if self.deck else ""

    def turn(self) -> None:
        """The current seat's whole turn: the tiles' builds it holds, 3 on its card."""
        seat = self.current
        lay = self.lay
        card = self.hand[seat]
        while card and not self._targets(lay.of_terrain[card], seat):
            card = self.hand[seat] = self._draw()  # a terrain with no empty hex: out
        ready = sorted(self.held[seat])
        if card:
            for _ in range(3):
                if not self.supply[seat] or not self._build(lay.of_terrain[card], seat):
                    break
        for loc in ready:
            if loc not in self.held[seat]:  # lost by a move this turn
                continue
            kind = lay.kinds[loc]
            if kind in MOVE_KINDS:
                if self.moving[seat]:
                    self._move(kind, card, seat)
                continue
            if not self.supply[seat]:
                break
            pool = self._tile_pool(kind, card)
            if pool:
                self._build(pool, seat)
        if self.supply[seat] == 0:
            self.ending = True
        self.end_turn()

    def _tile_pool(self, kind: str, card: str) -> tuple[int, ...]:
        lay = self.lay
        if kind == "oracle":
            return lay.of_terrain[card] if card else ()
        if kind == "farm":
            return lay.of_terrain["G"]
        if kind == "oasis":
            return lay.of_terrain["D"]
        if kind == "tower":
            return lay.edge
        if kind == "tavern":  # a line's end: guessed as any terrain next to its own
            seat = self.current
            adj = self.adj[seat]
            return tuple(h for h in lay.buildable if adj[h] and self.owner[h] < 0)
        return ()

    def run(self, most: int = 400) -> None:
        """Whole turns until the game is over (or ``most`` turns: a safety net)."""
        for _ in range(most):
            if self.over:
                return
            self.turn()

    def margins(self) -> list[int]:
        """Each seat's gold (the rules' scoring of the board as it stands)."""
        settled = {(h // SIDE, h % SIDE): s for h, s in enumerate(self.owner) if s >= 0}
        board = self.lay.board
        return [
            total(score(board, settled, self.cards, s, self.castle_gold))
            for s in range(self.players)
        ]


def final(sim: Sim, seat: int) -> float:
    """``seat``'s gold at the end against the best other's."""
    gold = sim.margins()
    return gold[seat] - max(g for n, g in enumerate(gold) if n != seat)


def known(state: KBState) -> bool:
    """Whether ``state`` hides nothing (a world, not a view)."""
    return HIDDEN not in state.deck and all(s.card != HIDDEN for s in state.seats)
