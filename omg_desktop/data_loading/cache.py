"""A checked on-disk cache of values built at start (any game's catalog, a look), so a
start skips reading YAML; and where the program's cache folder is.

:func:`cached` returns what its builder would build, but when a cache file made from
exactly the same inputs is there it decodes that instead (a few milliseconds instead of
a parse and its checks). The cache can only ever save time:

- **Key.** A SHA-256 of the format number, the name, the bytes of every input file, and
  the source of every module the caller names as the code that builds the value and
  defines its classes. The modules of the stored classes are hashed again in the file,
  and every stored class lists its fields: a change to any of them makes the cache
  stale. The package version is not part of the key: the code it stands for is hashed
  itself, and reading the version costs ~20 ms of ``importlib.metadata``. In a frozen
  app, where there are no sources, the executable's size and time stand in for them.
- **Format.** JSON, never pickle: one header line (format, key, the payload's SHA-256,
  class schemas, module hashes) and one payload line. Values are tagged so they come
  back with their types: ``{"t": [...]}`` a tuple, ``{"d": [[k, v], ...]}`` a dict
  (any key type, order kept), ``{"c": "module:Class", "v": [[field, value], ...]}`` a
  dataclass built again through its constructor (``__post_init__`` fills the derived
  fields), ``{"f": [...]}``/``{"s": [...]}`` frozen sets and sets; lists, strings,
  numbers, booleans and ``None`` are themselves.
- **Generic.** Any dataclass of ours round-trips without being named here. Before a
  cache file is written, the decoded copy is compared field by field, types included,
  with the value built; a value the format cannot carry (an enum, a function, a class
  with ``eq=False`` state, a field not rebuilt by ``__init__``) means no cache file.
- **Never in the way.** A missing, stale, corrupt or unreadable file, or a folder that
  cannot be written, is silently rebuilt or skipped; errors in the data itself still
  come from the builder, unchanged.

The folder is :func:`cache_dir` (Qt's ``CacheLocation`` for our names, without
needing Qt); ``OMG_DESKTOP_CACHE_DIR`` overrides it (tests, portable installs).
A game's own use: Oh My Goods!'s catalog (:mod:`omg_desktop.games.ohmygoods.loading.cache`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import importlib
import importlib.util
import json
import os
import sys
import weakref
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar

ORG = "omg-desktop"
APP = "omg-desktop"
ENV_OVERRIDE = "OMG_DESKTOP_CACHE_DIR"
#: Bump when the file layout or the tagging changes.
FORMAT = 1
#: Only our own classes are rebuilt from a cache file.
_PACKAGE = "omg_desktop"

T = TypeVar("T")


class Unsupported(TypeError):
    """A value the cache format cannot carry exactly."""


class Stale(ValueError):
    """A cache file that does not belong to the current inputs or code."""


# ---- where ---------------------------------------------------------------------------


def cache_dir(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Path | None = None,
) -> Path:
    """The user's cache folder for this program (``OMG_DESKTOP_CACHE_DIR`` if set).

    - Linux: ``$XDG_CACHE_HOME/omg-desktop`` (``~/.cache/…``)
    - Windows: ``%LOCALAPPDATA%\\omg-desktop\\cache``
    - macOS: ``~/Library/Caches/omg-desktop``
    """
    env = os.environ if environ is None else environ
    override = env.get(ENV_OVERRIDE, "")
    if override:
        return Path(override).expanduser()
    if _is_windows(platform):
        return _cache_base(env, platform, home) / APP / "cache"
    return _cache_base(env, platform, home) / APP


def old_cache_dir(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Path | None = None,
) -> Path:
    """Where earlier versions kept the cache: one level deeper (organisation/application)."""
    tail = ("cache",) if _is_windows(platform) else ()
    env = os.environ if environ is None else environ
    return _cache_base(env, platform, home).joinpath(ORG, APP, *tail)


def drop_old_cache(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Path | None = None,
) -> bool:
    """Delete the earlier versions' doubled cache folder (a cache is only ever rebuilt,
    never moved); whether one was there. Never raises. Nothing happens under
    ``OMG_DESKTOP_CACHE_DIR``."""
    env = os.environ if environ is None else environ
    if env.get(ENV_OVERRIDE, ""):
        return False
    old, new = old_cache_dir(env, platform, home), cache_dir(env, platform, home)
    if not old.is_dir() or old == new:
        return False
    import shutil  # here: a start with a warm cache imports nothing it does not need

    shutil.rmtree(old, ignore_errors=True)
    if old.parent != new:  # Windows: …\\omg-desktop\\omg-desktop, empty now
        with contextlib.suppress(OSError):
            old.parent.rmdir()
    return True


def _is_windows(platform: str | None) -> bool:
    return (sys.platform if platform is None else platform).startswith("win")


def _cache_base(env: Mapping[str, str], platform: str | None, home: Path | None) -> Path:
    """The platform's folder for caches (the program's folder goes in it)."""
    plat = sys.platform if platform is None else platform
    home = Path.home() if home is None else home
    if plat.startswith("win"):
        local = env.get("LOCALAPPDATA", "")
        return Path(local) if local else home / "AppData" / "Local"
    if plat == "darwin":
        return home / "Library" / "Caches"
    xdg = env.get("XDG_CACHE_HOME", "")
    return Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".cache"


# ---- encoding ------------------------------------------------------------------------

_SCALARS = (str, int, float, bool, type(None))


def _class_name(cls: type) -> str:
    name = f"{cls.__module__}:{cls.__qualname__}"
    if not cls.__module__.startswith(_PACKAGE + ".") or "<" in cls.__qualname__:
        raise Unsupported(f"{name}: only module-level classes of {_PACKAGE} are cached")
    return name


def encode(value: Any, classes: dict[str, type] | None = None) -> Any:
    """``value`` as JSON-ready data with its types tagged; ``classes`` collects the
    dataclasses met (by name). Raises :class:`Unsupported` for anything else."""
    t = type(value)
    if t in _SCALARS:
        return value
    if t is list:
        return [encode(x, classes) for x in value]
    if t is tuple:
        return {"t": [encode(x, classes) for x in value]}
    if t is dict:
        return {"d": [[encode(k, classes), encode(v, classes)] for k, v in value.items()]}
    if t is frozenset or t is set:
        items = [encode(x, classes) for x in value]
        return {"f" if t is frozenset else "s": items}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        name = _class_name(t)
        if classes is not None:
            classes[name] = t
        fields = [
            [f.name, encode(getattr(value, f.name), classes)]
            for f in dataclasses.fields(value)
            if f.init
        ]
        return {"c": name, "v": fields}
    raise Unsupported(f"cannot cache a {t.__module__}.{t.__qualname__}")


def _resolve(name: str) -> type:
    module_name, _, qualname = name.partition(":")
    if not module_name.startswith(_PACKAGE + "."):
        raise Stale(f"{name}: not one of ours")
    obj: Any = sys.modules.get(module_name) or importlib.import_module(module_name)
    for part in qualname.split("."):
        obj = getattr(obj, part)
    if not (isinstance(obj, type) and dataclasses.is_dataclass(obj)):
        raise Stale(f"{name}: not a dataclass")
    return obj


def loads(text: str | bytes, classes: dict[str, type] | None = None) -> Any:
    """The value :func:`dumps` stored in ``text``; ``classes``: names already resolved.

    Every JSON object of the format is a tagged node, so the parser rebuilds the
    values bottom-up as it goes (no second walk over the data).
    """
    known: dict[str, type] = {} if classes is None else dict(classes)

    def node(obj: dict[str, Any]) -> Any:
        if "c" in obj:
            name = obj["c"]
            cls = known.get(name)
            if cls is None:
                cls = known[name] = _resolve(name)
            return cls(**dict(obj["v"]))
        if "t" in obj:
            return tuple(obj["t"])
        if "d" in obj:
            return {k: v for k, v in obj["d"]}
        if "f" in obj:
            return frozenset(obj["f"])
        if "s" in obj:
            return set(obj["s"])
        raise Stale(f"unknown tag in {sorted(obj)}")

    return json.loads(text, object_hook=node)


def dumps(value: Any, classes: dict[str, type] | None = None) -> bytes:
    """``value`` as compact UTF-8 JSON (see :func:`encode`)."""
    return json.dumps(encode(value, classes), ensure_ascii=False, separators=(",", ":")).encode()


def same(a: Any, b: Any) -> bool:
    """``a`` and ``b`` are equal with the same types all the way down, every dataclass
    field compared (also those ``__eq__`` skips or ``__init__`` does not take)."""
    t = type(a)
    if t is not type(b):
        return False
    if t in _SCALARS:
        return a == b or (t is float and a != a and b != b)  # noqa: PLR0124 (NaN)
    if t is list or t is tuple:
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if t is dict:
        return len(a) == len(b) and all(
            same(ka, kb) and same(va, vb)
            for (ka, va), (kb, vb) in zip(a.items(), b.items(), strict=True)
        )
    if t is frozenset or t is set:
        return a == b
    if dataclasses.is_dataclass(a) and not isinstance(a, type):
        return all(same(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a))
    return False


# ---- fingerprints --------------------------------------------------------------------


def _module_hash(module_name: str) -> str:
    """SHA-256 of a module's source ('' when there is none, as in a frozen app)."""
    module = sys.modules.get(module_name)
    path = getattr(module, "__file__", None)
    if module is None:
        try:
            spec = importlib.util.find_spec(module_name)
        except (ImportError, ValueError):
            spec = None
        path = spec.origin if spec is not None else None
    try:
        with open(path, "rb") as fh:  # type: ignore[arg-type]
            return hashlib.sha256(fh.read()).hexdigest()
    except (OSError, TypeError):
        return ""


def _schema(cls: type) -> list[str]:
    return [f.name for f in dataclasses.fields(cls) if f.init]


def _program_stamp() -> str:
    """In a frozen app (no sources to hash): the executable's size and time."""
    if not getattr(sys, "frozen", False):
        return ""
    try:
        st = os.stat(sys.executable)
    except OSError:
        return "frozen"
    return f"frozen:{st.st_size}:{st.st_mtime_ns}"


def make_key(name: str, inputs: Iterable[Path], code: Iterable[Path] = (), extra: str = "") -> str:
    """The key of a cache entry: the bytes of ``inputs`` and ``code`` (paths in order)."""
    h = hashlib.sha256()
    h.update(f"omg-desktop cache {FORMAT}\0{name}\0{extra}\0{_program_stamp()}\0".encode())
    for group in (inputs, code):
        for path in group:
            data = Path(path).read_bytes()
            h.update(f"{Path(path).as_posix()}\0{len(data)}\0".encode())
            h.update(data)
        h.update(b"\1")
    return h.hexdigest()


# ---- reading and writing -------------------------------------------------------------


def read_entry(path: Path, key: str) -> Any:
    """The value stored at ``path`` for ``key``; :class:`Stale` (or any error) if not."""
    return _read(path, key)[0]


def _read(path: Path, key: str) -> tuple[Any, dict]:
    raw = path.read_bytes()
    head, sep, payload = raw.partition(b"\n")
    if not sep:
        raise Stale("no payload")
    header = json.loads(head)
    if header.get("format") != FORMAT or header.get("key") != key:
        raise Stale("another format or other inputs")
    if hashlib.sha256(payload).hexdigest() != header.get("sha256"):
        raise Stale("payload does not match its checksum")
    for module_name, digest in header["modules"].items():
        if not module_name.startswith(_PACKAGE + ".") or _module_hash(module_name) != digest:
            raise Stale(f"{module_name} changed")
    classes: dict[str, type] = {}
    for class_name, fields in header["schema"].items():
        cls = classes[class_name] = _resolve(class_name)
        if _schema(cls) != fields:
            raise Stale(f"{class_name} has other fields now")
    return loads(payload, classes), header


def write_entry(path: Path, key: str, value: Any) -> bool:
    """Store ``value`` for ``key`` if it round-trips exactly; False if it was not stored."""
    return _write(path, key, value) is not None


def _write(path: Path, key: str, value: Any) -> dict | None:
    classes: dict[str, type] = {}
    try:
        payload = dumps(value, classes)
        if not same(loads(payload), value):
            return None
    except (Unsupported, Stale, TypeError, ValueError, RecursionError):
        return None
    header = {
        "format": FORMAT,
        "key": key,
        "sha256": hashlib.sha256(payload).hexdigest(),
        "schema": {name: _schema(cls) for name, cls in sorted(classes.items())},
        "modules": {m: _module_hash(m) for m in sorted({c.__module__ for c in classes.values()})},
    }
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as fh:
            fh.write(json.dumps(header, separators=(",", ":")).encode())
            fh.write(b"\n")
            fh.write(payload)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()
        return None
    return header


#: id(value) -> (a weak reference to it, its origin): see :func:`origin_of`.
_ORIGINS: dict[int, tuple[weakref.ref, str]] = {}


def origin_of(value: Any) -> str | None:
    """What a value :func:`cached` returned was made from, as a digest (its key, and the
    source and fields of its classes), or None for any other value. Two values with the
    same origin are equal; so a consumer (the card renders) can key on it cheaply."""
    entry = _ORIGINS.get(id(value))
    if entry is None or entry[0]() is not value:
        return None
    return entry[1]


def _note_origin(value: Any, header: dict) -> None:
    text = json.dumps([header["key"], header["modules"], header["schema"]], sort_keys=True)
    with contextlib.suppress(TypeError):  # a value without weak references: no origin
        _ORIGINS[id(value)] = (weakref.ref(value), hashlib.sha256(text.encode()).hexdigest())


def cached(
    name: str,
    build: Callable[[], T],
    inputs: Iterable[Path],
    code: Iterable[Path] = (),
    *,
    extra: str = "",
    directory: Path | None = None,
) -> T:
    """``build()``, or the value a cache file made from the same inputs holds.

    ``inputs`` and ``code``: the files whose bytes the value depends on. A stored value
    is used only if those bytes, the classes' fields and their modules' source are all
    unchanged; otherwise ``build()`` runs (its exceptions pass through) and its result
    is stored for next time when it round-trips exactly.
    """
    directory = cache_dir() if directory is None else directory
    path = directory / f"{name}.json"
    try:
        key = make_key(name, inputs, code, extra)
    except OSError:
        return build()  # an input cannot be read: let the builder report it
    header: dict | None
    try:
        value, header = _read(path, key)
    except Exception:  # noqa: BLE001 (missing, stale or corrupt: build it again)
        value = build()
        header = _write(path, key, value)
    if header is not None:
        _note_origin(value, header)
    return value
