#!/usr/bin/env bash
# Set up this checkout on a Debian or Ubuntu machine that has Python >= 3.11 and git.
#
#  1. Debian packages Qt needs (only the missing ones; apt-get update once, then
#     apt-get install; through sudo when not root):
#       offscreen rendering: libgl1 libegl1 libglib2.0-0 libfontconfig1 libxkbcommon0
#                            libdbus-1-3 fonts-dejavu-core, and fonts-droid-fallback
#                            (a CJK font, so Japanese shows real glyphs)
#       a real window (X/Xvfb): xvfb xauth libxcb-cursor0 libxcb-icccm4 libxcb-image0
#                            libxcb-keysyms1 libxcb-render-util0 libxcb-shape0
#                            libxcb-xkb1 libxkbcommon-x11-0
#       python3.X-venv when the chosen python cannot make a venv (Debian's own python)
#  2. .venv with that python (created if missing or broken).
#  3. pip install -e '.[dev]' into .venv, again whenever pyproject.toml changes.
#  4. the window's translations (.qm) compiled from resources/translations/*.ts.
#
# Idempotent; a second run checks and returns in well under a second.
# Environment: PYTHON=/path/to/python3.X picks the interpreter.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
VENV="$ROOT/.venv"

say() { printf 'setup: %s\n' "$*"; }
die() {
    printf 'setup: error: %s\n' "$*" >&2
    exit 1
}

# One setup at a time per checkout (play.sh and test.sh may race on a shared tree).
if command -v flock >/dev/null 2>&1; then
    lock="${TMPDIR:-/tmp}/omg-desktop-setup-$(id -u)-$(printf '%s' "$ROOT" | cksum | cut -d' ' -f1).lock"
    exec 9>"$lock"
    flock 9
fi

# --- Python ------------------------------------------------------------------
is_new_enough() { "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; }

if [[ -n "${PYTHON:-}" ]] && ! is_new_enough "$PYTHON"; then
    die "PYTHON=$PYTHON is not a Python 3.11 or newer"
fi
PY=""
for candidate in ${PYTHON:+"$PYTHON"} python3 python3.13 python3.12 python3.11; do
    if command -v "$candidate" >/dev/null 2>&1 && is_new_enough "$candidate"; then
        PY="$(command -v "$candidate")"
        break
    fi
done
if [[ -z "$PY" ]]; then
    found="$(command -v python3 >/dev/null 2>&1 && python3 -V 2>&1 || echo 'no python3')"
    die "Python 3.11 or newer is needed (found: $found). Install it (Debian 12:" \
        "apt-get install python3) or point PYTHON at one: PYTHON=/path/to/python3.11 $0"
fi
PYVER="$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"

venv_ok() {
    [[ -x "$VENV/bin/python" ]] && is_new_enough "$VENV/bin/python" &&
        "$VENV/bin/python" -c 'import pip' >/dev/null 2>&1
}
need_venv=0
venv_ok || need_venv=1

# --- Debian packages ---------------------------------------------------------
# shellcheck source=scripts/debian_packages.sh
source "$ROOT/scripts/debian_packages.sh"

if deb_available; then
    missing=()
    why=()
    for p in "${QT_OFFSCREEN[@]}"; do
        deb_installed "$p" || {
            missing+=("$p")
            why+=("$p: Qt offscreen rendering and fonts")
        }
    done
    for p in "${QT_X11[@]}"; do
        deb_installed "$p" || {
            missing+=("$p")
            why+=("$p: showing the window on X11 / Xvfb")
        }
    done
    if ((need_venv)) && ! "$PY" -c 'import ensurepip, venv' >/dev/null 2>&1; then
        missing+=("python${PYVER}-venv")
        why+=("python${PYVER}-venv: $PY cannot create a virtual environment without it")
    fi
    if ((${#missing[@]})); then
        say "installing ${#missing[@]} Debian package(s) with apt-get:"
        printf '  %s\n' "${why[@]}"
        deb_install "${missing[@]}" || die "could not install the Debian packages"
        say "Debian packages installed"
    fi
else
    say "warning: not a Debian/Ubuntu system (no dpkg/apt-get); install Qt's system" \
        "libraries yourself: OpenGL/EGL, glib, fontconfig + a font, xkbcommon, dbus"
fi

# --- .venv -------------------------------------------------------------------
if ((need_venv)); then
    if [[ -e "$VENV" ]]; then
        say "$VENV is broken or older than Python 3.11: re-creating it"
        rm -rf "$VENV"
    fi
    say "creating $VENV with $PY (Python $PYVER)"
    "$PY" -m venv "$VENV" || die "'$PY -m venv' failed; on Debian/Ubuntu install python${PYVER}-venv"
fi

# Re-install when pyproject.toml (dependencies, version, entry points) changes.
STAMP="$VENV/.omg-desktop-setup"
want="$(cksum <pyproject.toml) $("$VENV/bin/python" -c 'import sys; print(sys.version)')"
if [[ "$(cat "$STAMP" 2>/dev/null || true)" != "$want" ]] ||
    ! "$VENV/bin/python" -c 'import importlib.metadata as m; m.version("omg-desktop")' \
        >/dev/null 2>&1 || [[ ! -x "$VENV/bin/omg-desktop" ]]; then
    say "installing the game and its development tools into .venv (pip install -e '.[dev]')"
    # pyproject force-includes data/ and resources/ in the wheel; hatchling fails when
    # one is missing, and git does not keep empty folders.
    mkdir -p data resources
    PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1 \
        "$VENV/bin/python" -m pip install --quiet -e '.[dev]'
    printf '%s\n' "$want" >"$STAMP"
fi

# The window's translations: .qm files compiled from the .ts sources (not kept in git).
"$VENV/bin/python" -m omg_desktop translations build >/dev/null ||
    die "could not build the translations (resources/translations/*.ts)"

say "ready: .venv has $("$VENV/bin/python" -V) and omg-desktop $("$VENV/bin/python" -c \
    'import importlib.metadata as m; print(m.version("omg-desktop"))')"
