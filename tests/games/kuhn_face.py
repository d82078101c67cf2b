"""The toy game's face: what the frame's window takes from a game's face (the prompt)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

MOVES = {"p": "pass", "b": "bet", "c": "call", "f": "fold"}


def prompt_text(
    view: Any, seat_names: Sequence[str], *, active: int | None, cover: int | None, actions: Any
) -> str:
    """What the viewer must do now, or whom the table waits for."""
    if cover is not None:
        return f"Waiting for {seat_names[cover]} to take the seat…"
    if actions:
        return (
            "Your card: "
            + "JQK"[view.cards[view.viewer]]
            + ". "
            + " or ".join(MOVES[a] for a in actions)
        )
    return "" if active is None else f"Waiting for {seat_names[active]}…"
