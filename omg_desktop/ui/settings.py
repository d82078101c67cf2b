"""Typed user settings over QSettings: every getter has a default and never raises.

``Settings()`` uses the platform's store (organisation and application
"omg-desktop"); ``Settings(path=...)`` uses an INI file there (tests use ``tmp_path``).
A value of the wrong type or out of range reads as the default.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from ..games import registry
from ..seating.config import MAX_NAME_LENGTH, GameConfig

ORGANISATION = "omg-desktop"
APPLICATION = "omg-desktop"

#: Animation speed factors offered to the player: 0 means instant.
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)
MAX_ANIMATION_SPEED = 4.0
ZOOM_RANGE: tuple[float, float] = (0.5, 3.0)
MAX_CONFIG_TEXT = 4096  # characters a game's stored text may have (its last configuration …)
#: The card text sizes (as omg_desktop.games.ohmygoods.face.art.type_sizes.TEXT_SIZES;
#: not imported here).
CARD_TEXT_SIZES: tuple[str, ...] = ("normal", "large", "largest")

_LANGUAGE = re.compile(r"[a-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*")
#: A game's id as a settings key may hold it.
_GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")
#: Where the versions before the box kept the last game configuration (Oh My Goods!'s).
_OLD_CONFIG_KEY = "game/last_config"


class Settings:
    """The player's preferences: animation speed, zoom, window, last game, language,
    sound, whether finished games are recorded, high contrast and the card text size."""

    DEFAULT_ANIMATION_SPEED = 1.0
    DEFAULT_ZOOM = 1.0
    DEFAULT_LANGUAGE = ""  # empty: follow the system
    DEFAULT_SOUND_VOLUME = 75

    def __init__(self, path: Path | str | None = None) -> None:
        if path is None:
            self._qs = QSettings(ORGANISATION, APPLICATION)
        else:
            self._qs = QSettings(str(path), QSettings.Format.IniFormat)

    @property
    def qsettings(self) -> QSettings:
        """The underlying store (for keys this wrapper does not know)."""
        return self._qs

    def sync(self) -> None:
        """Write pending changes to disk now."""
        self._qs.sync()

    # -- numbers -------------------------------------------------------------

    @property
    def animation_speed(self) -> float:
        """How long animations take, as a factor: 0 = instant, 1 = normal, 2 = twice as long
        (Slow)."""
        value = _as_float(self._qs.value("ui/animation_speed"))
        if value is None or not 0.0 <= value <= MAX_ANIMATION_SPEED:
            return self.DEFAULT_ANIMATION_SPEED
        return value

    @animation_speed.setter
    def animation_speed(self, value: float) -> None:
        value = float(value)
        if not 0.0 <= value <= MAX_ANIMATION_SPEED:
            raise ValueError(f"animation speed must be in 0..{MAX_ANIMATION_SPEED}: {value}")
        self._qs.setValue("ui/animation_speed", value)

    @property
    def zoom(self) -> float:
        """Table zoom factor."""
        value = _as_float(self._qs.value("ui/zoom"))
        low, high = ZOOM_RANGE
        if value is None or not low <= value <= high:
            return self.DEFAULT_ZOOM
        return value

    @zoom.setter
    def zoom(self, value: float) -> None:
        low, high = ZOOM_RANGE
        self._qs.setValue("ui/zoom", min(high, max(low, float(value))))

    # -- window --------------------------------------------------------------

    @property
    def window_geometry(self) -> QByteArray | None:
        """What ``QWidget.saveGeometry()`` returned last time, or None."""
        value = self._qs.value("window/geometry")
        if isinstance(value, QByteArray) and not value.isEmpty():
            return value
        if isinstance(value, bytes | bytearray) and value:
            return QByteArray(bytes(value))
        return None

    @window_geometry.setter
    def window_geometry(self, value: QByteArray | bytes | None) -> None:
        if value is None:
            self._qs.remove("window/geometry")
        else:
            self._qs.setValue("window/geometry", QByteArray(bytes(value)))

    # -- game ----------------------------------------------------------------

    def game_text(self, game: str, name: str, old: str | None = None) -> str | None:
        """The text kept as ``game``'s ``name`` (``games/<id>/<name>``), None when there
        is none, it is too long or ``game`` is no game's id. The default game's may still
        be under ``old``, where the versions before the box kept it."""
        if not _GAME_ID.fullmatch(game):
            return None
        raw = self._qs.value(game_key(game, name))
        if raw is None and old is not None and game == registry.DEFAULT:
            raw = self._qs.value(old)
        if not isinstance(raw, str) or not raw or len(raw) > MAX_CONFIG_TEXT:
            return None
        return raw

    def set_game_text(self, game: str, name: str, text: str | None, old: str | None = None) -> None:
        """Keep ``text`` as ``game``'s ``name`` (None forgets it); the default game's
        ``old`` key goes (moved to the game's own key). ValueError: no game's id."""
        key = game_key(game, name)
        if old is not None and game == registry.DEFAULT:
            self._qs.remove(old)
        if text is None:
            self._qs.remove(key)
        else:
            self._qs.setValue(key, text)

    def last_config(self, game: str) -> GameConfig | None:
        """The seats and rules of the last new game of ``game`` (a game's id), or None;
        never its seed (a typed seed is for that one game). Each game keeps its own
        (``games/<id>/last_config``); the default game's may still be where the versions
        before the box kept it (``game/last_config``)."""
        raw = self.game_text(game, "last_config", _OLD_CONFIG_KEY)
        if raw is None:
            return None
        try:
            config = GameConfig.from_dict(json.loads(raw))
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
            return None
        return replace(config, seed=None)

    def set_last_config(self, game: str, config: GameConfig | None) -> None:
        """Keep ``config`` (its seed left out) as ``game``'s last one; None forgets it."""
        kept = None if config is None else json.dumps(replace(config, seed=None).to_dict())
        self.set_game_text(game, "last_config", kept, _OLD_CONFIG_KEY)

    @property
    def last_game_config(self) -> GameConfig | None:
        """The default game's :meth:`last_config`."""
        return self.last_config(registry.DEFAULT)

    @last_game_config.setter
    def last_game_config(self, config: GameConfig | None) -> None:
        self.set_last_config(registry.DEFAULT, config)

    @property
    def player_names(self) -> list[str]:
        """The names last given to the seats played at this screen, in seat order (any
        dialog that sets up seats: New game, Host a network game, New campaign)."""
        raw = self._qs.value("game/player_names")
        if not isinstance(raw, str) or len(raw) > MAX_CONFIG_TEXT:
            return []
        try:
            names = json.loads(raw)
        except ValueError:
            return []
        if not isinstance(names, list):
            return []
        return [n for n in names if isinstance(n, str) and 0 < len(n) <= MAX_NAME_LENGTH][:8]

    @player_names.setter
    def player_names(self, names: list[str]) -> None:
        kept = [str(n)[:MAX_NAME_LENGTH] for n in names if str(n).strip()][:8]
        self._qs.setValue("game/player_names", json.dumps(kept))

    @property
    def language(self) -> str:
        """A language code such as "en" or "pt_BR"; empty = the system language."""
        value = self._qs.value("ui/language")
        if isinstance(value, str) and _LANGUAGE.fullmatch(value):
            return value
        return self.DEFAULT_LANGUAGE

    @language.setter
    def language(self, value: str) -> None:
        if value and not _LANGUAGE.fullmatch(value):
            raise ValueError(f"not a language code: {value!r}")
        self._qs.setValue("ui/language", value)

    # -- network play (Game ▸ Join a network game) -------------------------------

    @property
    def net_address(self) -> str:
        """The host's address last typed in the Join dialog ("" at first)."""
        value = self._qs.value("net/address")
        return value if isinstance(value, str) and len(value) <= 200 else ""

    @net_address.setter
    def net_address(self, value: str) -> None:
        self._qs.setValue("net/address", str(value)[:200])

    @property
    def net_name(self) -> str:
        """The name last given at a network table ("" at first)."""
        value = self._qs.value("net/name")
        return value if isinstance(value, str) and 0 < len(value) <= 24 else ""

    @net_name.setter
    def net_name(self, value: str) -> None:
        self._qs.setValue("net/name", str(value)[:24])

    # -- sound (View ▸ Sound, omg_desktop/ui/sound) -----------------------------

    @property
    def sound_volume(self) -> int:
        """The effects' volume in percent (0..100)."""
        value = _as_float(self._qs.value("sound/volume"))
        if value is None or not 0 <= value <= 100:
            return self.DEFAULT_SOUND_VOLUME
        return int(round(value))

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self._qs.setValue("sound/volume", min(100, max(0, int(value))))

    @property
    def sound_muted(self) -> bool:
        """Whether the game is silent."""
        return _as_bool(self._qs.value("sound/muted"), False)

    @sound_muted.setter
    def sound_muted(self, value: bool) -> None:
        self._qs.setValue("sound/muted", bool(value))

    @property
    def ambience(self) -> bool:
        """Whether the table's quiet background sound plays (off until chosen)."""
        return _as_bool(self._qs.value("sound/ambience"), False)

    @ambience.setter
    def ambience(self, value: bool) -> None:
        self._qs.setValue("sound/ambience", bool(value))

    # -- history (Game ▸ Statistics, omg_desktop/history) ----------------------

    @property
    def record_history(self) -> bool:
        """Whether finished games go into the history (on unless turned off)."""
        value = self._qs.value("history/record")
        if isinstance(value, bool):
            return value
        return not (isinstance(value, str) and value.strip().lower() in ("false", "0", "no"))

    @record_history.setter
    def record_history(self, value: bool) -> None:
        self._qs.setValue("history/record", bool(value))

    # -- accessibility (View ▸ High contrast, View ▸ Card text size) ------------

    @property
    def high_contrast(self) -> bool:
        """The high-contrast colours for the widgets and the table (off by default)."""
        return _as_bool(self._qs.value("ui/high_contrast"), False)

    @high_contrast.setter
    def high_contrast(self, value: bool) -> None:
        self._qs.setValue("ui/high_contrast", bool(value))

    @property
    def confirm_on_table(self) -> bool:
        """Whether a piece clicked on the table waits for a second click (or Enter) to be
        taken: for touch screens, where a tap is easily a mistake (off by default)."""
        return _as_bool(self._qs.value("ui/confirm_on_table"), False)

    @confirm_on_table.setter
    def confirm_on_table(self, value: bool) -> None:
        self._qs.setValue("ui/confirm_on_table", bool(value))

    @property
    def card_text_size(self) -> str:
        """How large the words on card faces are: "normal", "large" or "largest"."""
        value = self._qs.value("ui/card_text_size")
        return value if isinstance(value, str) and value in CARD_TEXT_SIZES else "normal"

    @card_text_size.setter
    def card_text_size(self, value: str) -> None:
        if value not in CARD_TEXT_SIZES:
            raise ValueError(f"card text size must be one of {CARD_TEXT_SIZES}: {value!r}")
        self._qs.setValue("ui/card_text_size", value)


def game_key(game: str, name: str) -> str:
    """The settings key of ``game``'s ``name``: ``games/<id>/<name>`` (ValueError when
    ``game`` is no game's id)."""
    if not _GAME_ID.fullmatch(game):
        raise ValueError(f"not a game's id: {game!r}")
    return f"games/{game}/{name}"


def _as_bool(value: Any, default: bool) -> bool:
    """A bool from what QSettings returned (INI files give "true"/"false"), else ``default``."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    return default


def _as_float(value: Any) -> float | None:
    """A finite float from what QSettings returned (INI files give strings), else None."""
    if isinstance(value, bool) or value is None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None
