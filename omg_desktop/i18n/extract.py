"""Find every translatable string of the program and keep the ``.ts`` files in step.

Qt's ``lupdate`` does not see our module-level helpers (``_t("...")`` that call
``QCoreApplication.translate("Story", ...)``), so this reads the source itself:

- ``QCoreApplication.translate("Ctx", "text"[, disambiguation, n])``;
- ``QT_TRANSLATE_NOOP("Ctx", "text")``;
- ``self.tr("text"[, disambiguation, n])`` inside a class: context = the class name;
- a call to a module-level helper whose body returns
  ``QCoreApplication.translate("Ctx", <its first parameter>, ...)``: context "Ctx".

A message is *numerus* (has plural forms) when the call passes a count, or its
text holds ``%n``. A helper called with something other than a literal string is
reported (mark such strings with ``QT_TRANSLATE_NOOP`` where they are defined).

``update(ts_path, language)`` merges: translations already in the file are kept,
new messages are added unfinished, messages no longer in the source are marked
obsolete (their translation is kept for later).
"""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]

#: Said on a line that translates a text marked QT_TRANSLATE_NOOP elsewhere.
MARKED = "i18n: marked with QT_TRANSLATE_NOOP"

#: The context that keeps translations of messages gone from the source.
OBSOLETE = "Obsolete"

#: Plural forms per language, in Qt's order.
NUMERUS_FORMS = {"pt_BR": 2, "es": 2, "ja": 1, "en": 2}


@dataclass(frozen=True, order=True)
class Message:
    context: str
    source: str
    comment: str = ""  # Qt's disambiguation
    numerus: bool = False


@dataclass
class Found:
    messages: dict[tuple[str, str, str], Message] = field(default_factory=dict)
    places: dict[tuple[str, str, str], list[str]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def add(self, msg: Message, where: str) -> None:
        key = (msg.context, msg.source, msg.comment)
        old = self.messages.get(key)
        if old is None or (msg.numerus and not old.numerus):
            self.messages[key] = msg
        self.places.setdefault(key, []).append(where)


def _literal(node: ast.AST | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _is_translate(call: ast.Call) -> bool:
    f = call.func
    return (
        isinstance(f, ast.Attribute)
        and f.attr == "translate"
        and isinstance(f.value, ast.Name)
        and f.value.id in ("QCoreApplication", "QApplication")
    )


def _noop_aliases(tree: ast.Module) -> set[str]:
    """Module-level ``X = QT_TRANSLATE_NOOP``: X marks texts too."""
    return {
        node.targets[0].id
        for node in tree.body
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Name)
        and node.value.id == "QT_TRANSLATE_NOOP"
    }


def _constants(tree: ast.Module) -> dict[str, str]:
    """Module-level ``NAME = "text"`` assignments (a context may be named by one)."""
    out: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], _literal(node.value)
            if isinstance(target, ast.Name) and value is not None:
                out[target.id] = value
    return out


def _helpers(tree: ast.Module) -> dict[str, str]:
    """Module-level functions ``f(text, ...)`` returning ``translate("Ctx", text, ...)``."""
    consts = _constants(tree)
    out: dict[str, str] = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or not node.args.args:
            continue
        first = node.args.args[0].arg
        for sub in ast.walk(node):
            if isinstance(sub, ast.Call) and _is_translate(sub) and len(sub.args) >= 2:
                ctx_node = sub.args[0]
                ctx = _literal(ctx_node)
                if ctx is None and isinstance(ctx_node, ast.Name):
                    ctx = consts.get(ctx_node.id)
                arg = sub.args[1]
                if ctx is not None and isinstance(arg, ast.Name) and arg.id == first:
                    out[node.name] = ctx
    return out


def _module_name(path: Path, root: Path) -> str:
    rel = path.relative_to(root.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imported(tree: ast.Module, module: str, is_package: bool, all_helpers: dict) -> dict[str, str]:
    """Helpers this module imports from other modules of ours: local name -> context."""
    out: dict[str, str] = {}
    here = module.split(".") if is_package else module.split(".")[:-1]
    for node in tree.body:
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            base = here[: len(here) - (node.level - 1)] if node.level > 1 else here
            source = ".".join([*base, *(node.module.split(".") if node.module else [])])
        else:
            source = node.module or ""
        for alias in node.names:
            ctx = all_helpers.get(source, {}).get(alias.name)
            if ctx is not None:
                out[alias.asname or alias.name] = ctx
    return out


class _Visitor(ast.NodeVisitor):
    def __init__(
        self, rel: str, found: Found, helpers: dict[str, str], lines: list[str], tree: ast.Module
    ) -> None:
        self.rel, self.found, self.helpers, self.lines = rel, found, helpers, lines
        self.classes: list[str] = []
        self.defining: str | None = None
        self.span = (0, 0)
        #: names of the QT_TRANSLATE_NOOP marker here (``N = QT_TRANSLATE_NOOP`` adds N)
        self.noops = {"QT_TRANSLATE_NOOP"} | _noop_aliases(tree)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:  # noqa: N802 - ast's name
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:  # noqa: N802
        outer = self.defining
        if not self.classes and node.name in self.helpers:
            self.defining = node.name
        self.generic_visit(node)
        self.defining = outer

    def visit_Call(self, node: ast.Call) -> None:  # noqa: N802
        where = f"{self.rel}:{node.lineno}"
        self.span = (node.lineno, node.end_lineno or node.lineno)
        f = node.func
        if _is_translate(node) and self.defining is None:
            self._take(_literal(node.args[0]) if node.args else None, node.args[1:], where)
        elif isinstance(f, ast.Name) and f.id in self.noops:
            self._take(_literal(node.args[0]) if node.args else None, node.args[1:2], where)
        elif (
            isinstance(f, ast.Attribute)
            and f.attr == "tr"
            and isinstance(f.value, ast.Name)
            and f.value.id == "self"
            and self.classes
        ):
            self._take(self.classes[-1], node.args, where)
        elif isinstance(f, ast.Name) and f.id in self.helpers and self.defining != f.id:
            self._take(self.helpers[f.id], node.args, where)
        self.generic_visit(node)

    def _take(self, ctx: str | None, args: list[ast.expr], where: str) -> None:
        text = _literal(args[0]) if args else None
        if ctx is None or text is None:
            first, last = self.span
            if not any(MARKED in line for line in self.lines[first - 2 : last + 1]):
                self.found.problems.append(
                    f"{where}: not a literal string: mark the texts QT_TRANSLATE_NOOP where "
                    f"they are defined and say so on this line with '# {MARKED}'"
                )
            return
        comment = (_literal(args[1]) or "") if len(args) > 1 else ""
        numerus = len(args) > 2 or "%n" in text
        self.found.add(Message(ctx, text, comment, numerus), where)


def scan(root: Path = PACKAGE) -> Found:
    """Every translatable message under ``root`` (the ``omg_desktop`` package)."""
    found = Found()
    trees = {}
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root.parent).as_posix()
        text = path.read_text(encoding="utf-8")
        trees[path] = (rel, ast.parse(text, filename=rel), text.splitlines())
    helpers = {_module_name(p, root): _helpers(t) for p, (_, t, _) in trees.items()}
    for path, (rel, tree, lines) in trees.items():
        module = _module_name(path, root)
        local = {
            **_imported(tree, module, path.name == "__init__.py", helpers),
            **helpers[module],
        }
        _Visitor(rel, found, local, lines, tree).visit(tree)
    return found


# ---- .ts files ---------------------------------------------------------------------------
def read_ts(path: Path) -> dict[tuple[str, str, str], list[str]]:
    """Translations in a ``.ts`` file: (context, source, comment) -> forms ([] = none)."""
    if not path.exists():
        return {}
    out: dict[tuple[str, str, str], list[str]] = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        ctx_name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            tr = m.find("translation")
            if tr is None:
                continue
            if tr.get("type") in ("unfinished",) and not (tr.text or list(tr)):
                continue
            forms = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
            if not any(forms):
                continue
            name, comment = ctx_name, m.findtext("comment") or ""
            if name == OBSOLETE and "|" in comment:  # kept from an earlier version
                name, _, comment = comment.partition("|")
            out[(name, m.findtext("source") or "", comment)] = forms
    return out


def write_ts(path: Path, language: str, found: Found, old: dict) -> tuple[int, int]:
    """Write ``path`` for ``language``; returns (messages, still untranslated)."""
    ts = ET.Element("TS", version="2.1", language=language)
    by_ctx: dict[str, list[Message]] = {}
    for msg in sorted(found.messages.values()):
        by_ctx.setdefault(msg.context, []).append(msg)
    missing = 0
    forms_n = NUMERUS_FORMS.get(language, 2)
    live = set(found.messages)
    for ctx in sorted(by_ctx):
        c = ET.SubElement(ts, "context")
        ET.SubElement(c, "name").text = ctx
        for msg in by_ctx[ctx]:
            key = (msg.context, msg.source, msg.comment)
            m = (
                ET.SubElement(c, "message", numerus="yes")
                if msg.numerus
                else ET.SubElement(c, "message")
            )
            for where in found.places.get(key, [])[:3]:
                file, _, line = where.rpartition(":")
                ET.SubElement(m, "location", filename=f"../../{file}", line=line)
            ET.SubElement(m, "source").text = msg.source
            if msg.comment:
                ET.SubElement(m, "comment").text = msg.comment
            forms = old.get(key, [])
            tr = ET.SubElement(m, "translation")
            if not forms or not all(forms):
                tr.set("type", "unfinished")
                missing += 1
            if msg.numerus:
                for i in range(forms_n):
                    ET.SubElement(tr, "numerusform").text = (
                        forms[min(i, len(forms) - 1)] if forms else ""
                    )
            else:
                tr.text = forms[0] if forms else ""
    obsolete = [k for k in old if k not in live]
    if obsolete:
        c = ET.SubElement(ts, "context")
        ET.SubElement(c, "name").text = OBSOLETE
        for ctx, source, comment in sorted(obsolete):
            m = ET.SubElement(c, "message")
            ET.SubElement(m, "source").text = source
            ET.SubElement(m, "comment").text = f"{ctx}|{comment}"
            tr = ET.SubElement(m, "translation", type="vanished")
            tr.text = old[(ctx, source, comment)][0]
    ET.indent(ts)
    path.parent.mkdir(parents=True, exist_ok=True)
    body = ET.tostring(ts, encoding="unicode")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )
    return len(found.messages), missing
