"""Gizmos' sound map: which of the box's effects each table step plays."""

from __future__ import annotations

STEP_EFFECTS: dict[str, str] = {
    "revealed": "card_turned",
    "researched": "cards_dealt",
    "picked": "goods_produced",
    "drew_energy": "goods_produced",
    "built": "building_built",
    "used": "assistant_hired",
    "tokens": "coins_paid",
    "end_triggered": "round_end",
}
