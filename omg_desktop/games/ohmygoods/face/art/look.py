"""The visual vocabulary read from ``resources/look.yaml``: icon, colour and glyph per id.

Nothing in the art code names a resource or a good; it asks :class:`Look` for the
id and gets a bright "?" fallback for an id the file does not know.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from .....resources import resources_root

#: The icon drawn for an id look.yaml does not know.
FALLBACK_ICON = "unknown"
FALLBACK_COLOUR = "#e0218a"


@dataclass(frozen=True, slots=True)
class ItemLook:
    """How one resource, good or symbol is drawn."""

    icon: str
    colour: str
    glyph: str = ""
    known: bool = True


@dataclass(frozen=True, slots=True)
class ColourLook:
    """A card colour: banner and band ``fill``, their edge ``dark``, ``text`` readable on fill."""

    name: str
    fill: str
    dark: str
    text: str
    glyph: str = ""
    known: bool = True


_FALLBACK_STYLE = ColourLook("?", "#c81a78", "#7a0f4a", "#ffffff", "?", known=False)


@dataclass(frozen=True)
class Look:
    """Everything look.yaml says, with fallbacks for unknown ids."""

    resources: dict[str, ItemLook]
    goods: dict[str, ItemLook]
    symbols: dict[str, ItemLook]
    colours: dict[str, ColourLook]
    styles: dict[str, ColourLook]
    back: dict[str, str]
    paper: dict[str, str]
    ink: str
    title_fonts: tuple[str, ...] = ("DejaVu Serif", "DejaVu Sans")
    body_fonts: tuple[str, ...] = ("DejaVu Sans",)
    #: a narrower cut of the title face, for names too long for two lines (optional)
    narrow_title_fonts: tuple[str, ...] = ("DejaVu Serif Condensed",)
    source: str = ""
    _items: dict[str, ItemLook] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_items", {**self.symbols, **self.goods, **self.resources})

    def item(self, item_id: str) -> ItemLook:
        """The look of a resource, good or symbol id; the "?" fallback when unknown."""
        found = self._items.get(item_id)
        if found is not None:
            return found
        return ItemLook(FALLBACK_ICON, self.symbol_colour("fallback"), "?", known=False)

    def has_item(self, item_id: str) -> bool:
        return item_id in self._items

    def symbol_colour(self, name: str) -> str:
        found = self.symbols.get(name)
        return found.colour if found else FALLBACK_COLOUR

    def colour(self, name: str | None) -> ColourLook:
        """A card colour by its data name ("green"); the bright fallback when unknown."""
        if name is not None and name in self.colours:
            return self.colours[name]
        return self.styles.get("unknown", _FALLBACK_STYLE)

    def style(self, name: str) -> ColourLook:
        """A style for cards without a colour of their own ("assistant", "worker")."""
        return self.styles.get(name) or self.styles.get("unknown", _FALLBACK_STYLE)

    def with_glyphs(self, glyphs: Mapping[str, str]) -> Look:
        """This look with another language's glyphs, keyed as in the data's translations
        (``glyph.wood``, ``glyph.colour.blue``); an id without one keeps its own."""
        if not glyphs:
            return self

        def items(section: dict[str, ItemLook]) -> dict[str, ItemLook]:
            return {
                k: replace(v, glyph=glyphs.get(f"glyph.{k}", v.glyph)) for k, v in section.items()
            }

        colours = {
            k: replace(v, glyph=glyphs.get(f"glyph.colour.{k}", v.glyph))
            for k, v in self.colours.items()
        }
        return replace(
            self, resources=items(self.resources), goods=items(self.goods), colours=colours
        )


def _items(section: Any, where: str, need_glyph: bool) -> dict[str, ItemLook]:
    if section is None:
        return {}
    if not isinstance(section, dict):
        raise ValueError(f"{where}: expected a mapping of id -> {{icon, colour, glyph}}")
    out: dict[str, ItemLook] = {}
    for key, entry in section.items():
        if not isinstance(entry, dict) or "icon" not in entry or "colour" not in entry:
            raise ValueError(f"{where}.{key}: needs 'icon' and 'colour'")
        glyph = str(entry.get("glyph", ""))
        if need_glyph and not glyph:
            raise ValueError(f"{where}.{key}: needs a 'glyph'")
        out[str(key)] = ItemLook(str(entry["icon"]), str(entry["colour"]), glyph)
    return out


def _colours(section: Any, where: str) -> dict[str, ColourLook]:
    if section is None:
        return {}
    if not isinstance(section, dict):
        raise ValueError(f"{where}: expected a mapping of name -> {{fill, dark, text}}")
    out: dict[str, ColourLook] = {}
    for key, entry in section.items():
        missing = [
            k for k in ("fill", "dark", "text") if not isinstance(entry, dict) or k not in entry
        ]
        if missing:
            raise ValueError(f"{where}.{key}: missing {', '.join(missing)}")
        out[str(key)] = ColourLook(
            str(entry.get("name", str(key).title())),
            str(entry["fill"]),
            str(entry["dark"]),
            str(entry["text"]),
            str(entry.get("glyph", "")),
        )
    return out


def look_from_mapping(raw: Any, source: str = "") -> Look:
    """Build a :class:`Look` from the parsed YAML; ``ValueError`` names the bad key."""
    if not isinstance(raw, dict):
        raise ValueError(f"{source}: expected a mapping at the top level")
    fonts = raw.get("fonts") or {}
    return Look(
        resources=_items(raw.get("resources"), "resources", need_glyph=True),
        goods=_items(raw.get("goods"), "goods", need_glyph=True),
        symbols=_items(raw.get("symbols"), "symbols", need_glyph=False),
        colours=_colours(raw.get("colours"), "colours"),
        styles=_colours(raw.get("styles"), "styles"),
        back={str(k): str(v) for k, v in (raw.get("back") or {}).items()},
        paper={str(k): str(v) for k, v in (raw.get("paper") or {}).items()},
        ink=str(raw.get("ink", "#2f2419")),
        title_fonts=tuple(fonts.get("title") or ("DejaVu Serif", "DejaVu Sans")),
        body_fonts=tuple(fonts.get("body") or ("DejaVu Sans",)),
        narrow_title_fonts=tuple(fonts.get("narrow_title") or ()),
        source=source,
    )


def window_look(language: str | None = None) -> Look:
    """The packaged look with the glyphs of ``language`` (default: the language the
    application speaks, set at start; English: the look as it is)."""
    if language is None:
        from PySide6.QtCore import QCoreApplication

        language = str(getattr(QCoreApplication.instance(), "language", "en") or "en")
    look = load_look()
    if language == "en":
        return look
    from .....i18n.data_texts import read_glyphs

    return look.with_glyphs(read_glyphs(resources_root() / "translations", language))


def look_path() -> Path:
    return resources_root() / "look.yaml"


def load_look(path: Path | str | None = None) -> Look:
    """Read look.yaml (the packaged one unless ``path`` is given).

    The packaged one goes through the checked cache of
    :mod:`omg_desktop.data_loading.cache`
    (keyed by the file and this module), so a start needs no YAML parser for it.
    """
    if path is not None:
        return _read_look(Path(path))
    from omg_desktop.data_loading.cache import cached

    packaged = look_path()
    try:
        inputs = [packaged] if packaged.is_file() else []
    except OSError:
        inputs = []
    if not inputs:
        return _read_look(packaged)  # reports the missing file
    return cached(
        "look",
        lambda: _read_look(packaged),
        inputs,
        [Path(__file__)],
        extra=str(packaged),
    )


def _read_look(path: Path) -> Look:
    import yaml

    with open(path, encoding="utf-8") as f:
        raw = yaml.safe_load(f)  # ~25 ms: the packaged look is read once, then cached
    try:
        return look_from_mapping(raw, str(path))
    except ValueError as exc:
        raise ValueError(f"{path}: {exc}") from None
