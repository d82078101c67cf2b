"""``omg-desktop translations``: keep the translation files complete, and build them.

    omg-desktop translations update   # add new strings to every .ts and data.<lang>.yaml
    omg-desktop translations build    # compile the .ts files into .qm (setup does this)
    omg-desktop translations check    # list what is missing in each language (exit 1 if any)

The data texts are every game's of the box that has any (its record's ``data_texts``),
whatever ``--game`` says: the translation files serve the whole box.
How to add a language or fix a string: ``docs/translating.md``.
"""

from __future__ import annotations

import argparse

from ..cli import CommandError


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser("translations", help="update, build or check the translation files")
    p.add_argument("action", choices=("update", "build", "check"))
    p.add_argument("--language", action="append", help="only this language (repeatable)")
    p.add_argument("--verbose", action="store_true", help="check: list every missing string")
    return p


def run(args: argparse.Namespace) -> int:
    from ..i18n import files

    languages = args.language or files.TRANSLATED
    if args.action == "build":
        try:
            built = files.build(languages)
        except (OSError, FileNotFoundError) as exc:
            raise CommandError(str(exc), 1) from None
        print(f"built {len(built)} translation file(s) in {files.folder()}")
        return 0
    if args.action == "update":
        for language, total, left, data_left in files.update(languages):
            print(
                f"{language}: {total} messages, {left} untranslated; data: {data_left} to translate"
            )
        return 0
    complete = True
    for language in languages:
        st = files.status(language)
        complete &= st.complete
        print(
            f"{language}: {len(st.untranslated)} of {st.messages} messages untranslated, "
            f"{len(st.data_missing)} data texts missing, {len(st.data_unknown)} unknown data keys, "
            f"rules summary {'missing' if st.help_missing else 'present'}"
        )
        if args.verbose:
            for line in [*st.untranslated, *st.data_missing, *st.data_unknown]:
                print(f"    {line}")
    return 0 if complete else 1
