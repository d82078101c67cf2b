"""English plural forms for "%n card(s)" sentences until translation files ship.

Qt chooses plural forms from a translation file's numerus entries. With no file
for English, a sentence would read "1 card(s)"; this translator, installed
first and so asked last, turns "word(s)" into "word" or "words" by the count.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QTranslator

_PLURAL = re.compile(r"(\w+)\(s\)")


class EnglishPlurals(QTranslator):
    def translate(  # noqa: D102 (Qt's signature)
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        if n < 0 or "(s)" not in source:
            return None  # a null string: not translated here, Qt keeps the source text
        return _PLURAL.sub(lambda m: m.group(1) if n == 1 else m.group(1) + "s", source)

    def isEmpty(self) -> bool:  # noqa: N802
        return False


def english(text: str, n: int) -> str:
    """What :class:`EnglishPlurals` makes of ``text`` for ``n`` (for tests)."""
    return _PLURAL.sub(lambda m: m.group(1) if n == 1 else m.group(1) + "s", text)
