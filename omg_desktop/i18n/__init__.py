"""Languages: the translation files of the program (``resources/translations``) and of
the data (``data/i18n``), and the tools that keep them complete.

No Qt here except where a module says so: the window installs the translators
(``omg_desktop.ui.app``), this package finds the files and checks them.
"""

#: The languages the game speaks: code -> its own name (shown in the Language menu).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "pt_BR": "Português (Brasil)",
    "es": "Español",
    "ja": "日本語",
}

#: The language the program is written in (no translation file needed).
SOURCE_LANGUAGE = "en"


def best_language(names: list[str]) -> str:
    """The first of ``names`` (locale names like "pt_BR", "es_MX", "ja") that we speak."""
    for name in names:
        name = name.replace("-", "_")
        if name in LANGUAGES:
            return name
        base = name.split("_")[0]
        for code in LANGUAGES:
            if code.split("_")[0] == base:
                return code
    return SOURCE_LANGUAGE
