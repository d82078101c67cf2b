"""A person's figures, as queries over the history (nothing is counted as games are kept).

A profile is a human seat's name as it was typed; computer seats have none. Wins
count as the tournament counts them: a victory shared by k players is 1/k of a win.
The best round is the most points one seat gained in one round (from each seat's
total after each round). Medals are a campaign chapter's, for every person at its
table; an ending counts as seen by every person of that campaign. Every query is of
one game of the box (``game``: its id; the games of another are not counted), or of
every game (``game=None``). A game's own figures (its record's ``figures``, kept per
seat) are averaged and their highest found.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from datetime import datetime

from ..games.registry import DEFAULT
from ..seating.seat import HUMAN, REMOTE

#: The opponent of a person: another person, or a computer's level id.
PERSON = "human"

_MEDAL_RANK = {"bronze": 1, "silver": 2, "gold": 3}


@dataclass(frozen=True)
class ProfileStats:
    """The figures of one person's finished games."""

    name: str
    games: int = 0
    wins: float = 0.0
    #: player count -> (games, wins in them)
    by_players: dict[int, tuple[int, float]] = field(default_factory=dict)
    #: opponent (:data:`PERSON` or a level id) -> (games against it, wins in them)
    by_opponent: dict[str, tuple[int, float]] = field(default_factory=dict)
    average_score: float | None = None
    best_score: int | None = None
    best_round: int | None = None
    medals: dict[str, int] = field(default_factory=dict)  # "gold" … -> how many
    best_medals: dict[str, str] = field(default_factory=dict)  # chapter id -> best medal
    endings: tuple[str, ...] = ()  # ending ids, in the order first reached
    #: game id -> (games, wins in them)
    by_game: dict[str, tuple[int, float]] = field(default_factory=dict)
    #: the game's own figure -> (its average, its highest)
    figures: dict[str, tuple[float, float]] = field(default_factory=dict)

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None


@dataclass(frozen=True)
class GameLine:
    """One finished game of a person, as the statistics list it."""

    key: str
    finished_at: datetime
    seed: str
    ruleset: str
    players: int
    rounds: int
    seat: int
    score: int
    win_share: float
    best_round: int | None
    #: the other seats: (name, kind, level, score)
    opponents: tuple[tuple[str, str, str | None, int], ...]
    chapter: str | None
    medal: str | None
    replay_file: str | None
    game: str = DEFAULT  # the game's id
    #: the seat's figures of its game's own: (figure, number)
    figures: tuple[tuple[str, float], ...] = ()


def empty_profile(name: str) -> ProfileStats:
    return ProfileStats(name)


#: The rows of one game (its id as the parameter), or of every game (None).
_OF_GAME = "g.game = COALESCE(?, g.game)"  # a game's rows (the parameter None: every game's)
_OF_ENDING_GAME = "e.game = COALESCE(?, e.game)"


def profile_names(conn: sqlite3.Connection, *, game: str | None) -> list[str]:
    """Every person who finished a game of ``game`` (None: any) or reached one of its
    endings, the latest first."""
    rows = conn.execute(
        f"""SELECT name, MAX(at) AS last FROM (
               SELECT s.name, g.finished_at AS at FROM seats s JOIN games g ON g.id = s.game_id
               WHERE s.kind = ? AND {_OF_GAME}
               UNION ALL
               SELECT es.name, e.reached_at FROM ending_seats es
               JOIN endings e ON e.id = es.ending_id
               WHERE es.kind = ? AND {_OF_ENDING_GAME})
           GROUP BY name ORDER BY last DESC, name""",
        (HUMAN, game, HUMAN, game),
    ).fetchall()
    return [r[0] for r in rows]


def profile(conn: sqlite3.Connection, name: str, *, game: str | None) -> ProfileStats:
    """The figures of ``name``'s finished games of ``game`` (None: of every game)."""
    mine = (
        "FROM seats s JOIN games g ON g.id = s.game_id"
        f" WHERE s.name = ? AND s.kind = ? AND {_OF_GAME}"
    )
    who = (name, HUMAN, game)
    games, wins, average, best = conn.execute(
        f"SELECT COUNT(*), COALESCE(SUM(s.win_share), 0), AVG(s.score), MAX(s.score) {mine}", who
    ).fetchone()

    def games_and_wins_by(column: str) -> dict:
        """Games and wins (shares) per value of ``column`` of a game of ``name``'s."""
        sql = f"SELECT {column}, COUNT(*), SUM(s.win_share) {mine} GROUP BY {column}"
        return {key: (count, share) for key, count, share in conn.execute(sql, who).fetchall()}

    by_players = games_and_wins_by("g.players")
    by_opponent = {
        opponent: (count, share)
        for opponent, count, share in conn.execute(
            f"""SELECT opponent, COUNT(*), SUM(win_share) FROM (
                   SELECT DISTINCT s.game_id,
                          CASE WHEN o.kind IN (?, ?) THEN ? ELSE o.level END AS opponent,
                          s.win_share
                   FROM seats s JOIN seats o ON o.game_id = s.game_id AND o.seat != s.seat
                   JOIN games g ON g.id = s.game_id
                   WHERE s.name = ? AND s.kind = ? AND {_OF_GAME})
               GROUP BY opponent""",
            (HUMAN, REMOTE, PERSON, *who),
        ).fetchall()
    }
    (best_round,) = conn.execute(
        f"""SELECT MAX(gain) FROM ({_GAINS}
            JOIN games g ON g.id = s.game_id WHERE s.name = ? AND s.kind = ? AND {_OF_GAME})""",
        who,
    ).fetchone()
    medals = dict(
        conn.execute(
            f"SELECT g.medal, COUNT(*) {mine} AND g.medal IS NOT NULL GROUP BY g.medal", who
        ).fetchall()
    )
    best_medals: dict[str, str] = {}
    for chapter, medal in conn.execute(
        f"SELECT g.chapter, g.medal {mine} AND g.chapter IS NOT NULL AND g.medal IS NOT NULL",
        who,
    ).fetchall():
        if _MEDAL_RANK.get(medal, 0) > _MEDAL_RANK.get(best_medals.get(chapter, ""), 0):
            best_medals[chapter] = medal
    endings = tuple(
        r[0]
        for r in conn.execute(
            f"""SELECT e.ending FROM endings e JOIN ending_seats es ON es.ending_id = e.id
               WHERE es.name = ? AND es.kind = ? AND {_OF_ENDING_GAME}
               GROUP BY e.ending ORDER BY MIN(e.reached_at), MIN(e.id)""",
            who,
        ).fetchall()
    )
    by_game = games_and_wins_by("g.game")
    figures = {
        figure: (average, highest)
        for figure, average, highest in conn.execute(
            f"""SELECT f.figure, AVG(f.value), MAX(f.value) FROM seat_figures f
                JOIN seats s ON s.game_id = f.game_id AND s.seat = f.seat
                JOIN games g ON g.id = s.game_id
                WHERE s.name = ? AND s.kind = ? AND {_OF_GAME} GROUP BY f.figure""",
            who,
        ).fetchall()
    }
    return ProfileStats(
        name=name,
        games=games,
        wins=float(wins),
        by_players=by_players,
        by_opponent=by_opponent,
        average_score=average,
        best_score=best,
        best_round=best_round,
        medals=medals,
        best_medals=best_medals,
        endings=endings,
        by_game=by_game,
        figures=figures,
    )


#: Each seat's points gained in each round (a round's total less the one before).
_GAINS = """SELECT r.game_id, r.seat,
       r.total - COALESCE(LAG(r.total) OVER (
           PARTITION BY r.game_id, r.seat ORDER BY r.round), 0) AS gain
    FROM seat_rounds r JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat"""


def games_of(conn: sqlite3.Connection, name: str, *, game: str | None) -> list[GameLine]:
    """``name``'s finished games of ``game`` (None: of every game), the oldest first."""
    rows = conn.execute(
        f"""SELECT g.id, g.game_key, g.finished_at, g.seed, g.ruleset, g.players, g.rounds,
                  s.seat, s.score, s.win_share, b.best, g.chapter, g.medal, g.replay_file,
                  g.game
           FROM seats s JOIN games g ON g.id = s.game_id
           LEFT JOIN (SELECT game_id, seat, MAX(gain) AS best FROM ({_GAINS})
                      GROUP BY game_id, seat) b ON b.game_id = s.game_id AND b.seat = s.seat
           WHERE s.name = ? AND s.kind = ? AND {_OF_GAME}
           ORDER BY g.finished_at, g.id""",
        (name, HUMAN, game),
    ).fetchall()
    others: dict[int, list[tuple[int, str, str, str | None, int]]] = {}
    figures: dict[tuple[int, int], list[tuple[str, float]]] = {}
    ids = [r[0] for r in rows]
    for start in range(0, len(ids), 500):  # SQLite's limit on parameters
        chunk = ids[start : start + 500]
        marks = ",".join("?" * len(chunk))
        for game_id, seat, oname, kind, level, score in conn.execute(
            f"SELECT game_id, seat, name, kind, level, score FROM seats"
            f" WHERE game_id IN ({marks}) ORDER BY game_id, seat",
            chunk,
        ):
            others.setdefault(game_id, []).append((seat, oname, kind, level, score))
        for game_id, seat, figure, value in conn.execute(
            f"SELECT game_id, seat, figure, value FROM seat_figures"
            f" WHERE game_id IN ({marks}) ORDER BY game_id, seat, figure",
            chunk,
        ):
            figures.setdefault((game_id, seat), []).append((figure, value))
    out = []
    for (gid, key, at, seed, ruleset, players, rounds, seat, score, share, best, chapter,
         medal, replay, game_id) in rows:  # fmt: skip
        opponents = tuple(
            (oname, kind, level, oscore)
            for oseat, oname, kind, level, oscore in others.get(gid, [])
            if oseat != seat
        )
        out.append(
            GameLine(
                key=key,
                finished_at=datetime.fromisoformat(at),
                seed=seed,
                ruleset=ruleset,
                players=players,
                rounds=rounds,
                seat=seat,
                score=score,
                win_share=share,
                best_round=best,
                opponents=opponents,
                chapter=chapter,
                medal=medal,
                replay_file=replay,
                game=game_id,
                figures=tuple(figures.get((gid, seat), ())),
            )
        )
    return out
