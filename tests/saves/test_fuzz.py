"""Fuzzed slot files (hypothesis): every load is a clean refusal or the right game.

Truncations, flipped bytes, fields replaced by arbitrary JSON (wrong types, huge
numbers, deep nesting) and random bytes: ``load`` raises :class:`SaveError` or
returns exactly the saved game; ``info`` never raises; the other slot still loads.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from omg_desktop.gamefile import encode_game
from omg_desktop.games.ohmygoods.rules.record import state_hash
from omg_desktop.saves import SaveError, SlotStore
from omg_desktop.saves.fileformat import meta_fields

from .helpers import CAT, game, seats

pytestmark = pytest.mark.timeout(300)

_, POINTS = game(2, 41)
RECORD, STATE = POINTS[25]
HASH = state_hash(STATE)
KEYS = sorted(
    ["format", "format_version", "app_version", "game", "ruleset", "seed", "players", "steps"]
    + ["final_hash", "slot_name", "saved_at", "seats", "round", "over", "state_hash"]
    + ["thumbnail", "thumbnail_view"]
)
GOOD = encode_game(RECORD, meta_fields(RECORD.contract(), "fuzz me", seats(2), STATE, b"\x89PNG"))
DATA = json.loads(GOOD)
STORE: SlotStore

FUZZ = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


@pytest.fixture(scope="module", autouse=True)
def store(tmp_path_factory):
    """Slot 1 is fuzzed; slot 2 is a bystander that must load at the end."""
    global STORE
    STORE = SlotStore(tmp_path_factory.mktemp("fuzz"), catalog=CAT)
    STORE.save("slot-01", RECORD, seats(2), name="fuzz me", state=STATE, thumbnail=b"\x89PNG")
    STORE.save("slot-02", POINTS[5][0], seats(2), name="bystander", state=POINTS[5][1])
    assert sorted(DATA) == KEYS and outcome(GOOD) == "loaded"
    yield STORE
    STORE.path("slot-01").write_bytes(GOOD)
    assert STORE.load("slot-02").name == "bystander"  # the other slot survived it all
    assert STORE.load("slot-01").name == "fuzz me"


def outcome(raw: bytes) -> str:
    """Write ``raw`` as slot 1 and load it: "refused" or "loaded" (the right game)."""
    STORE.path("slot-01").write_bytes(raw)
    STORE.info("slot-01", verify=True)  # never raises
    try:
        game_ = STORE.load("slot-01")
    except SaveError as exc:
        assert str(exc).startswith("Slot 1: ") and "\n" not in str(exc)
        assert STORE.path("slot-01").read_bytes() == raw  # nothing overwritten
        return "refused"
    assert state_hash(game_.state) == HASH and game_.record.steps == RECORD.steps
    return "loaded"


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**80), max_value=10**80)
    | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4)
    ),
    max_leaves=12,
)


@FUZZ
@given(st.integers(min_value=0, max_value=len(GOOD.rstrip()) - 1))
def test_truncated_files_are_refused(cut):
    assert outcome(GOOD[:cut]) == "refused"


@FUZZ
@given(
    st.lists(st.tuples(st.integers(0, len(GOOD) - 1), st.integers(1, 255)), min_size=1, max_size=4)
)
def test_flipped_bytes(flips):
    raw = bytearray(GOOD)
    for pos, mask in flips:
        raw[pos] ^= mask
    outcome(bytes(raw))


@FUZZ
@given(st.sampled_from(KEYS), json_values)
def test_a_field_replaced_by_any_json(key, value):
    data = dict(DATA)
    data[key] = value
    outcome(json.dumps(data).encode())


@FUZZ
@given(st.sampled_from(KEYS), st.sampled_from(["[", '{"a":']), st.integers(1, 100_000))
def test_deep_nesting(key, opener, depth):
    closer = "]" if opener == "[" else "}"
    text = json.dumps({**DATA, key: "@@"}).replace('"@@"', opener * depth + "1" + closer * depth)
    assert outcome(text.encode()) == "refused"


@FUZZ
@given(
    st.sampled_from(["players", "seed", "round", "format_version"]),
    st.integers(min_value=1, max_value=4200),
    st.booleans(),
)
def test_huge_numbers(key, digits, negative):
    data = json.dumps({**DATA, key: "@@"})
    number = ("-" if negative else "") + "9" * digits
    outcome(data.replace('"@@"', number).encode())


@FUZZ
@given(st.binary(max_size=2000))
def test_random_bytes(raw):
    assert outcome(raw) == "refused"


@FUZZ
@given(st.lists(st.text(max_size=30), max_size=30))
def test_random_steps(steps):
    assert outcome(json.dumps({**DATA, "steps": steps}).encode()) == "refused"
