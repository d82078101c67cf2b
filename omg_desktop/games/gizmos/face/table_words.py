"""The words of Gizmos' table labels (a label's ``text`` spec, made by the layout) and
their tooltips."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill

from . import words


def tr(text: str) -> str:
    return QCoreApplication.translate("Gizmos", text)


def _n(text: str, n: int) -> str:
    return QCoreApplication.translate("Gizmos", text, None, n)


def label_text(spec: tuple) -> str:
    kind = spec[0]
    if kind == "player":
        _k, name, total, tokens, gizmos, note = spec
        text = fill(tr("%1: %2 · %3 · %4"), name, _n("%n point(s)", total),
                    _n("%n token(s)", tokens), _n("%n gizmo(s)", gizmos))  # fmt: skip
        return text + (f" ({note})" if note else "")
    if kind == "limits":
        _k, energy, e_limit, filed, f_limit, research, no_file, no_research, level_3, first = spec
        file_part = tr("never files") if no_file else fill(tr("file %1/%2"), filed, f_limit)
        research_part = tr("never researches") if no_research else fill(
            tr("research %1"), research)  # fmt: skip
        text = fill(tr("Energy %1/%2 · %3 · %4"), energy, e_limit, file_part, research_part)
        if level_3:
            text += fill(tr(" · level III: %1"), level_3)
        return text + (tr(" · first player") if first else "")
    if kind == "group":
        return words.group_name(spec[1])
    if kind == "filed":
        return tr("Filed")
    if kind == "opened":
        return fill(tr("%1's board (a click on one of their cards closes it)"), spec[1])
    if kind == "round":  # (the names, the first seat, the turn: see ``retitle``)
        _k, names, first, turn, ending, over = spec
        if over:
            return tr("The game is over")
        round_ = 1 + (turn - 1) // len(names)
        text = fill(tr("Round %1 · %2's turn"), round_, names[(first + turn - 1) % len(names)])
        return text + (tr(" · last round") if ending else "")
    if kind == "research":
        _k, name, level, bottom = spec
        if bottom:
            return fill(tr("%1 puts the rest under the level %2 deck"), name,
                        words.LEVELS[level])  # fmt: skip
        return fill(tr("%1 researches level %2"), name, words.LEVELS[level])
    if kind == "you":
        return ""
    return " ".join(str(s) for s in spec)


def label_tip(spec: tuple, _other_seat: bool) -> str:
    text = label_text(spec)
    if spec[0] == "player":
        text += "\n" + tr(
            "Points: those printed on the built gizmos, the victory point tokens, and the "
            "end-of-game upgrades' bonus. A 4th level III gizmo or a 16th gizmo ends the "
            "game once the round is complete: the round ends before the first player plays "
            "again."
        )
    if spec[0] == "limits":
        text += "\n" + tr(
            "Energy held and the most the ring holds; cards filed and the file's limit; "
            "how many cards a Research draws."
        )
    return text


def retitle(kind: str, data: dict, spec: tuple) -> tuple:
    """The round's line as an event starts to play: whose turn begins, the last round
    announced, the end (so it never names a player whose turn the table has not shown)."""
    if spec[0] != "round":
        return spec
    _k, names, first, turn, ending, over = spec
    if kind == "turn":
        return ("round", names, first, int(data.get("turn", turn)), ending, over)
    if kind == "end_triggered":
        return ("round", names, first, turn, True, over)
    if kind == "game_over":
        return ("round", names, first, turn, ending, True)
    return spec
