"""Safe YAML reading that remembers on which line every mapping and key starts."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from .problems import Problem, clip, short

_MERGE_TAG = "tag:yaml.org,2002:merge"
#: Characters YAML does not allow anywhere in a file (PyYAML's reader refuses them).
NOT_ALLOWED = re.compile(
    "[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]"
)
#: The most of them reported for one file (each on its own line).
MAX_CHARACTER_PROBLEMS = 10
#: Data files larger than this are not read (the shipped ones are about 25 kB).
MAX_FILE_BYTES = 4 * 1024 * 1024


class LineDict(dict):
    """A mapping from YAML that knows its first line and the line of each key."""

    line: int = 0
    key_lines: dict[Any, int]

    def line_of(self, key: Any) -> int:
        """The line of ``key``, or of the mapping itself if the key is absent."""
        return self.key_lines.get(key, self.line)


class LineList(list):
    """A sequence from YAML that knows its first line."""

    line: int = 0


if TYPE_CHECKING:  # the same interface either way; mypy needs one static base
    _SafeLoader = yaml.SafeLoader
else:  # the C parser when built in: ~5x faster
    _SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class LineLoader(_SafeLoader):
    """``yaml.SafeLoader`` plus line numbers; also notes keys given twice."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.duplicate_keys: list[tuple[Any, int, int]] = []  # key, first line, line


def _construct_map(loader: LineLoader, node: yaml.MappingNode):
    data = LineDict()
    data.line = node.start_mark.line + 1
    data.key_lines = {}
    yield data
    own = [k for k, _ in node.value if k.tag != _MERGE_TAG]
    data.update(loader.construct_mapping(node))
    seen: dict[Any, int] = {}
    for key_node in own:
        key = loader.construct_object(key_node)
        line = key_node.start_mark.line + 1
        try:
            if key in seen:
                loader.duplicate_keys.append((key, seen[key], line))
            seen[key] = line
            data.key_lines[key] = line
        except TypeError:  # unhashable key: construct_mapping has already refused it
            pass


def _construct_seq(loader: LineLoader, node: yaml.SequenceNode):
    data = LineList()
    data.line = node.start_mark.line + 1
    yield data
    data.extend(loader.construct_sequence(node))


LineLoader.add_constructor("tag:yaml.org,2002:map", _construct_map)
LineLoader.add_constructor("tag:yaml.org,2002:seq", _construct_seq)


def control_characters(text: str, shown_as: str) -> list[Problem]:
    """Each line holding a character YAML does not allow (NUL, other control characters)."""
    problems: list[Problem] = []
    pos, line, counted = 0, 1, 0
    while (match := NOT_ALLOWED.search(text, pos)) is not None:
        line += text.count("\n", counted, match.start())
        start = text.rfind("\n", 0, match.start()) + 1
        if len(problems) == MAX_CHARACTER_PROBLEMS:
            more = Problem(shown_as, line, "", "", "more lines with such characters follow")
            return [*problems, more]
        code = ord(match.group())
        what = "a control character" if code < 0x20 or 0x7F <= code <= 0x9F else "not a character"
        message = (
            f"character U+{code:04X} ({what}) in column {match.start() - start + 1} "
            "is not allowed in YAML; remove it"
        )
        problems.append(Problem(shown_as, line, "", "", message))
        end = text.find("\n", match.start())
        if end < 0:
            break
        pos = counted = end + 1
        line += 1
    return problems


def parse_yaml(text: str, shown_as: str) -> tuple[Any, list[Problem]]:
    """Parse one YAML document safely; return (data or None, problems)."""
    bad = control_characters(text, shown_as)
    if bad:
        return None, bad
    try:
        loader = LineLoader(text)
    except yaml.reader.ReaderError as err:  # (found above already; kept as a backstop)
        return None, [Problem(shown_as, 1, "", "", f"YAML error: {clip(str(err), 200)}")]
    try:
        data = loader.get_single_data()
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else None
        what = " ".join(str(s) for s in (err.context, err.problem) if s)
        return None, [Problem(shown_as, line, "", "", f"YAML syntax error: {clip(what, 200)}")]
    except yaml.YAMLError as err:
        return None, [Problem(shown_as, 1, "", "", f"YAML error: {clip(str(err), 200)}")]
    except ValueError:  # a number of more than 4300 digits
        line = _line_of_long_number(text)
        message = "cannot read a number of more than 4300 digits"
        return None, [Problem(shown_as, line, "", "", message)]
    except RecursionError:
        message = "the YAML is nested too deeply to read"
        return None, [Problem(shown_as, 1, "", "", message)]
    finally:
        loader.dispose()
    problems = [
        Problem(shown_as, line, "", "", f"key {short(key)} given twice (also on line {first})")
        for key, first, line in loader.duplicate_keys
    ]
    return data, problems


def _line_of_long_number(text: str) -> int:
    """The line of the first run of more than 1000 digits (1 if there is none)."""
    match = re.search(r"[0-9_]{1000}", text)
    return text.count("\n", 0, match.start()) + 1 if match else 1


def read_yaml(path: Path, shown_as: str) -> tuple[Any, list[Problem]]:
    """Read and parse a UTF-8 YAML file; unreadable files become problems."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
    except OSError as err:
        reason = err.strerror or str(err)
        return None, [Problem(shown_as, None, "", "", f"cannot read file: {reason}")]
    if len(raw) > MAX_FILE_BYTES:
        message = f"larger than {MAX_FILE_BYTES // (1024 * 1024)} MB: not read as card data"
        return None, [Problem(shown_as, 1, "", "", message)]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw[: err.start].count(b"\n") + 1
        return None, [Problem(shown_as, line, "", "", "not UTF-8 text; save the file as UTF-8")]
    return parse_yaml(text, shown_as)
