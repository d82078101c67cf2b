"""Plain-English sentences from engine events, for the command line's game log.

(The window builds its own, translatable log from the same events.)
"""

from __future__ import annotations

from collections.abc import Sequence

from .rules import Catalog, Event


def _pay(cat: Catalog, paid: list[list]) -> str:
    parts = [f"{n} {cat.goods[g].name.lower()}" for g, n in paid]
    value = sum(cat.goods[g].value * n for g, n in paid)
    return f"{' + '.join(parts) or 'nothing'} ({value})"


def sentence(e: Event, cat: Catalog, names: Sequence[str]) -> str | None:
    """One line for ``e``, or None for events not worth a line."""
    who = names[e.seat] if e.seat is not None else ""
    d = e.data

    def card(i: int) -> str:
        return cat.card(i).name

    match e.kind:
        case "round_started":
            return f"— Round {d['round']}: {names[d['first']]} is first player —"
        case "exchanged":
            return f"{who} exchanges the whole hand ({d['count']} cards)."
        case "drew":
            return f"{who} draws {d['count']} card{'s' if d['count'] != 1 else ''}."
        case "shuffled":
            return f"The discard pile is shuffled into a new draw pile ({d['count']} cards)."
        case "starving":
            return "Both piles are empty: every player discards half their hand."
        case "revealed":
            c = cat.card(d["card"])
            sun = ", half sun" if d["half_sun"] else ""
            row = "sunrise" if d["row"] == 0 else "sunset"
            return f"Market ({row}): {c.resource}{sun} ({c.name})."
        case "worker_placed" if d["building"] is None:
            return f"{who}'s worker stays home (an assistant works at each of their buildings)."
        case "worker_placed":
            how = "efficiently" if d["efficient"] else "sloppily"
            return f"{who} works {how} at the {card(d['building'])}."
        case "assistant_moved":
            return (
                f"{who} moves an assistant to the {card(d['to'])}, paying {_pay(cat, d['paid'])}."
            )
        case "planned":
            return f"{who} plans a building."
        case "produced":
            good = cat.card(d["building"]).good or ""
            used = f", discarding {len(d['cards'])} card(s)" if d["cards"] else ""
            return f"{who}'s {card(d['building'])} produces {d['goods']} {good}{used}."
        case "goods_gained":
            return f"{who} gets {d['goods']} good(s) on the {card(d['building'])}."
        case "no_production":
            return f"{who}'s {card(d['building'])} produces nothing."
        case "chained":
            good = cat.card(d["building"]).good or ""
            return (
                f"{who} runs the {card(d['building'])} chain {d['times']} time(s): "
                f"+{d['goods']} {good}."
            )
        case "built":
            return f"{who} builds a {card(d['card'])}, paying {_pay(cat, d['paid'])}."
        case "hired":
            where = f" at the {card(d['building'])}" if d["building"] is not None else ""
            return f"{who} hires assistant {d['assistant']}{where}, paying {_pay(cat, d['paid'])}."
        case "plan_returned":
            return f"{who} does not build; the planned card goes to the {d['to']}."
        case "end_triggered":
            return (
                f"Someone has built enough to end the game: round {d['final_round']} "
                "will be the last."
            )
        case "game_over":
            lines = ["Game over."]
            for i, s in enumerate(d["scores"]):
                lines.append(
                    f"  {names[i]}: {s['total']} points (buildings {s['buildings']}, "
                    f"assistants {s['assistants']}, goods {s['goods']} from {s['coins']} coins)"
                )
            lines.append("  Winner: " + " and ".join(names[w] for w in d["winners"]))
            return "\n".join(lines)
    return None
