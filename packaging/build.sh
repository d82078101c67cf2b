#!/usr/bin/env bash
# Build the installable game for the OS this runs on, and smoke-test it.
#
#   bash packaging/build.sh                  bundle, smoke tests, installer
#   bash packaging/build.sh --bundle-only    bundle and smoke tests, no installer
#
# Linux   dist/omg-desktop-VERSION-linux-ARCH.tar.gz (the bundle, a menu entry, icons,
#         AppStream metadata and install.sh) and dist/omg-desktop_VERSION_amd64.deb (the
#         same, installed in /opt/omg-desktop; packaging/linux/make_deb.py, dpkg-deb);
#         Debian/Ubuntu: the Qt libraries it bundles are installed with apt-get first when
#         missing.
# Windows dist/omg-desktop-VERSION-windows-x64-setup.exe (Inno Setup 6's ISCC must be
#         installed; run from Git Bash).
# macOS   dist/Oh My Goods!.app and dist/omg-desktop-VERSION-macos-ARCH.dmg (hdiutil).
# Always  dist/omg-desktop/, the one-folder bundle itself (PyInstaller, from
#         packaging/omg-desktop.spec).
#
# Steps: a build venv (build/packaging/venv: the game's dependencies + the pinned tools of
# packaging/requirements-build.txt), the icons (packaging/make_icons.py), PyInstaller, then
# smoke tests of the bundle with Qt's offscreen platform: --version, `simulate --players 3
# --games 5 --json` (errors 0), a network game (`serve` on loopback and `join --create
# --fill random`: over true), --self-test (ok true), `sound --json` (the sound library
# loads, the sound files are there), the licence files, a damaged copy that must say
# what is missing, and no file written inside the bundle; on Linux also the window under a real X
# server (Xvfb: build/packaging/screenshot-xvfb.png), install.sh into a scratch HOME and
# its uninstaller from the installed copy, and as root the .deb: installed (apt-get), the
# installed command's --self-test under Xvfb, dpkg -r, nothing left in /opt or /usr.
# Exits non-zero on any failure.
#
# Environment: PYTHON (the Python >= 3.11 for the build venv; default python3 or python),
# OMG_BUILD_DIR (default build/packaging), OMG_DIST_DIR (default dist), OMG_NO_XVFB=1
# (skip the X server test), ISCC (path of Inno Setup's ISCC.exe), OMG_PROJECT_URL (the
# AppStream home page; the screenshots are its docs/images at tag vVERSION),
# OMG_DEB_XZ_LEVEL (the .deb's xz level, default 1; the release uses 6).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
BUILD="${OMG_BUILD_DIR:-$ROOT/build/packaging}"
DIST="${OMG_DIST_DIR:-$ROOT/dist}"
INSTALLER=1

say() { printf '\n== build.sh: %s\n' "$*"; }
note() { printf 'build.sh: %s\n' "$*"; }
die() {
    printf 'build.sh: error: %s\n' "$*" >&2
    exit 1
}

for arg in "$@"; do
    case "$arg" in
    --bundle-only) INSTALLER=0 ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *) die "unknown option '$arg' (see --help)" ;;
    esac
done

case "$(uname -s)" in
Linux) OS=linux ;;
Darwin) OS=macos ;;
MINGW* | MSYS* | CYGWIN*) OS=windows ;;
*) die "unsupported system: $(uname -s)" ;;
esac
case "$(uname -m)" in
x86_64 | amd64) ARCH=x86_64 ;;
arm64 | aarch64) ARCH=arm64 ;;
*) ARCH="$(uname -m)" ;;
esac
[[ $OS == windows && $ARCH == x86_64 ]] && ARCH=x64

T0=$SECONDS
STEP_T=$SECONDS
TIMINGS=""
step() {
    local now=$SECONDS
    if [[ -n "${STEP_NAME:-}" ]]; then
        TIMINGS+="$(printf '  %-28s %4d s' "$STEP_NAME" $((now - STEP_T)))"$'\n'
    fi
    STEP_NAME="$1"
    STEP_T=$now
    say "$1"
}

# --- Python for the build venv -------------------------------------------------
is_new_enough() { "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; }
PY=""
for candidate in ${PYTHON:+"$PYTHON"} python3 python python3.13 python3.12 python3.11; do
    if command -v "$candidate" >/dev/null 2>&1 && is_new_enough "$candidate"; then
        PY="$(command -v "$candidate")"
        break
    fi
done
[[ -n "$PY" ]] || die "Python 3.11 or newer is needed (set PYTHON=/path/to/python3.11)"
VERSION="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
PROJECT_URL="${OMG_PROJECT_URL:-https://github.com/omg-desktop/omg-desktop}"
note "omg-desktop $VERSION for $OS-$ARCH, building with $("$PY" -V 2>&1) ($PY)"

# --- Linux: the system libraries Qt needs (PyInstaller copies them into the bundle) -----
# shellcheck source=scripts/debian_packages.sh
source "$ROOT/scripts/debian_packages.sh"
if [[ $OS == linux ]] && deb_available; then
    step "Debian packages"
    # What Qt links (bundled), what the smoke tests use (Xvfb, fonts) and the validators.
    missing=()
    for p in "${QT_OFFSCREEN[@]}" "${QT_X11[@]}" "${PACKAGING_TOOLS[@]}"; do
        deb_installed "$p" || missing+=("$p")
    done
    if ((${#missing[@]})); then
        note "installing ${missing[*]}"
        deb_install "${missing[@]}" || die "missing Debian packages"
    else
        note "all there"
    fi
fi

# --- the build venv -------------------------------------------------------------
step "build venv"
VENV="$BUILD/venv"
if [[ $OS == windows ]]; then VPY="$VENV/Scripts/python.exe"; else VPY="$VENV/bin/python"; fi
if ! [[ -x "$VPY" ]] || ! is_new_enough "$VPY"; then
    rm -rf "$VENV"
    mkdir -p "$BUILD"
    "$PY" -m venv "$VENV" || die "'$PY -m venv' failed (Debian/Ubuntu: apt-get install python3-venv)"
fi
STAMP="$VENV/.omg-build-stamp"
want="$(cat pyproject.toml packaging/requirements-build.txt | cksum)"
if [[ "$(cat "$STAMP" 2>/dev/null || true)" != "$want" ]]; then
    mkdir -p data resources # hatchling force-includes both; git keeps no empty folder
    PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1 \
        "$VPY" -m pip install --quiet -r packaging/requirements-build.txt "$ROOT"
    printf '%s\n' "$want" >"$STAMP"
else
    note "up to date"
fi

# --- icons and the bundle --------------------------------------------------------
step "icons"
ICONS="$BUILD/icons"
"$VPY" packaging/make_icons.py --out "$ICONS" >/dev/null
note "$(find "$ICONS/png" -name '*.png' | wc -l | tr -d ' ') PNG sizes, .ico and .icns in $ICONS"

step "PyInstaller"
rm -rf "$DIST/omg-desktop" "$DIST/Oh My Goods!.app"
icons_native="$ICONS"
[[ $OS == windows ]] && icons_native="$(cygpath -w "$ICONS")" # an environment variable: not converted
OMG_ICONS_DIR="$icons_native" "$VPY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$BUILD/work" packaging/omg-desktop.spec
BUNDLE="$DIST/omg-desktop"
case $OS in
linux) EXE="$BUNDLE/omg-desktop" ;;
windows) EXE="$BUNDLE/omg-desktop.exe" ;;
macos)
    APP="$DIST/Oh My Goods!.app"
    EXE="$APP/Contents/MacOS/omg-desktop"
    [[ -d "$APP" ]] || die "PyInstaller made no $APP"
    ;;
esac
[[ -x "$EXE" ]] || die "PyInstaller made no $EXE"
note "bundle: $BUNDLE ($(du -sh "$BUNDLE" | cut -f1))"

# Linux: the system libraries PyInstaller copied from this machine, each traced to its
# origin, their Debian copyright files into LICENSES/BUNDLED-LIBRARIES.md (an unknown
# origin stops the build). macOS and Windows bundles carry the OS's own libraries only.
if [[ $OS == linux ]] && command -v dpkg >/dev/null; then
    "$VPY" scripts/bundled_libraries.py "$BUNDLE" || die "a bundled library without its notice"
    if ls "$BUNDLE"/_internal/libreadline.so* >/dev/null 2>&1; then
        die "GNU readline (GPL-3.0) is in the bundle: the program must not ship it"
    fi
fi

# --- smoke tests ------------------------------------------------------------------
# The last line of a file as JSON, checked with a Python expression over `r`.
json_check() { # FILE EXPRESSION WHAT
    "$VPY" - "$1" "$2" "$3" <<'PY'
import json, sys
path, expr, what = sys.argv[1:]
lines = [l for l in open(path, encoding="utf-8", errors="replace").read().splitlines() if l.strip()]
try:
    r = json.loads(lines[-1])
except (IndexError, ValueError):
    sys.exit(f"build.sh: error: {what}: the last line is not JSON: {lines[-1:]!r}")
if not eval(expr, {}, {"r": r}):
    sys.exit(f"build.sh: error: {what}: expected {expr}, got {r}")
print(f"build.sh: {what}: ok ({lines[-1].strip()[:150]})")
PY
}

snapshot() { # DIR -> every file and folder in it, with size and modification time
    "$VPY" - "$1" <<'PY'
import os, sys
root = sys.argv[1]
for folder, dirs, files in os.walk(root):
    dirs.sort()
    for name in sorted(dirs + files):
        path = os.path.join(folder, name)
        st = os.lstat(path)
        print(os.path.relpath(path, root), st.st_size, st.st_mtime_ns)
PY
}

smoke() { # EXE LABEL: the offscreen smoke tests of one program
    local exe="$1" label="$2" out="$BUILD/smoke"
    mkdir -p "$out"
    # --version: the version of pyproject.toml, read from the bundled metadata
    "$exe" --version >"$out/version.txt" 2>&1 || die "$label --version failed: $(cat "$out/version.txt")"
    local got
    got="$(tr -d '\r' <"$out/version.txt")"
    [[ "$got" == "omg-desktop $VERSION" ]] || die "$label --version printed '$got'"
    note "$label --version: ok ($got)"
    # simulate: the rules engine and the card data
    QT_QPA_PLATFORM=offscreen "$exe" simulate --players 3 --games 5 --json >"$out/simulate.txt" 2>&1 ||
        die "$label simulate failed: $(tail -5 "$out/simulate.txt")"
    json_check "$out/simulate.txt" 'r["errors"] == 0 and r["games"] == 5' "$label simulate"
    # serve + join: a network game over loopback (websockets and the server in the bundle)
    local url="" spid
    exec 3< <(exec "$exe" serve --host 127.0.0.1 --port 0 --data "$out/server" -q 2>"$out/serve.txt")
    spid=$!
    read -r -t 60 -u 3 url || true
    url="$(grep -o 'wss*://127.0.0.1:[0-9]*' <<<"$url" || true)"
    if [[ -z "$url" ]]; then
        kill "$spid" 2>/dev/null || true
        die "$label serve did not start: $(tail -5 "$out/serve.txt")"
    fi
    "$exe" join "$url" --create --players 2 --fill random --bot random --json >"$out/join.txt" 2>&1 ||
        { kill "$spid" 2>/dev/null; die "$label join failed: $(tail -5 "$out/join.txt")"; }
    kill "$spid" 2>/dev/null || true
    exec 3<&-
    json_check "$out/join.txt" 'r["over"] is True and r["seat"] == 0' "$label serve + join"
    # --self-test: the real window, painted (offscreen)
    QT_QPA_PLATFORM=offscreen "$exe" --self-test >"$out/self-test.txt" 2>&1 ||
        die "$label --self-test failed: $(tail -5 "$out/self-test.txt")"
    json_check "$out/self-test.txt" 'r["ok"] is True and r["cards_on_table"] > 0' "$label --self-test"
    # sound: the library loads from the bundle and every sound file is there, the box's 8
    # and each game's own (a machine without an audio device says why it is silent: fine)
    local game
    for game in $("$VPY" -c 'from omg_desktop.games import registry; print(*registry.ids())'); do
        "$exe" sound --game "$game" --json >"$out/sound.txt" 2>&1 ||
            die "$label sound ($game) failed: $(tail -5 "$out/sound.txt")"
        json_check "$out/sound.txt" 'r["library"] and r["files"] > 8 and not r["files_missing"]' \
            "$label sound ($game)"
    done
}

step "smoke tests"
SCRATCH="$BUILD/scratch"
rm -rf "$SCRATCH"
mkdir -p "$SCRATCH/home"
[[ $OS == macos ]] && TESTED_DIR="$APP" || TESTED_DIR="$BUNDLE"
snapshot "$TESTED_DIR" >"$BUILD/bundle-before.txt"
if [[ $OS == windows ]]; then
    smoke "$EXE" "omg-desktop.exe"
    # The windowed twin cannot print; its exit status must still say ok.
    QT_QPA_PLATFORM=offscreen "$BUNDLE/OhMyGoods.exe" --self-test ||
        die "OhMyGoods.exe --self-test failed (exit $?)"
    note "OhMyGoods.exe --self-test: ok (exit 0)"
else
    # A scratch HOME: whatever the program writes shows up there.
    HOME="$SCRATCH/home" XDG_CONFIG_HOME="" XDG_DATA_HOME="" XDG_CACHE_HOME="" smoke "$EXE" "$(basename "$EXE")"
    stray="$(cd "$SCRATCH/home" && { find . -type f | grep -Ev \
        '^\./(\.local/share|\.config|\.cache|Library/(Application Support|Preferences|Caches|Saved Application State))/' || true; })"
    [[ -z "$stray" ]] || die "the program wrote outside the user's data and settings folders: $stray"
fi
snapshot "$TESTED_DIR" >"$BUILD/bundle-after.txt"
if ! diff -u "$BUILD/bundle-before.txt" "$BUILD/bundle-after.txt" >"$BUILD/bundle-diff.txt"; then
    cat "$BUILD/bundle-diff.txt" >&2
    die "running the program changed files inside the bundle (it must write only to user folders)"
fi
note "nothing written inside the bundle"

# The licences: ours and every third-party notice, where About links to them.
for f in LICENSE LICENSES/CC-BY-4.0.txt LICENSES/THIRD-PARTY-NOTICES.md; do
    cmp -s "$f" "$BUNDLE/_internal/$f" || die "the bundle has no $f (or another one than the checkout's)"
done
note "licences: LICENSE, LICENSES/CC-BY-4.0.txt, LICENSES/THIRD-PARTY-NOTICES.md"
[[ $OS != linux ]] || [[ -s "$BUNDLE/_internal/LICENSES/BUNDLED-LIBRARIES.md" ]] ||
    die "the bundle has no LICENSES/BUNDLED-LIBRARIES.md"

# A damaged install says what is missing (and exits 1) instead of failing silently.
DATA_DIR="$BUNDLE/_internal/omg_desktop/_data"
[[ -d "$DATA_DIR" ]] || die "the bundle has no $DATA_DIR"
mv "$DATA_DIR" "$DATA_DIR.away"
trap 'mv "$DATA_DIR.away" "$DATA_DIR" 2>/dev/null || true' EXIT
status=0
"$BUNDLE/$(basename "$EXE")" simulate --games 1 >"$BUILD/smoke/damaged.txt" 2>&1 || status=$?
mv "$DATA_DIR.away" "$DATA_DIR"
trap - EXIT
if ((status != 1)) || ! grep -q "card data" "$BUILD/smoke/damaged.txt"; then
    die "a bundle without its card data should exit 1 naming it; got exit $status: $(cat "$BUILD/smoke/damaged.txt")"
fi
note "damaged bundle: ok ($(tr -d '\r' <"$BUILD/smoke/damaged.txt" | head -1 | cut -c1-120)…)"

# --- Linux: a real X server -----------------------------------------------------------
if [[ $OS == linux && -z "${OMG_NO_XVFB:-}" ]]; then
    step "Xvfb"
    if command -v xvfb-run >/dev/null 2>&1; then
        SHOT="$BUILD/screenshot-xvfb.png"
        rm -f "$SHOT"
        (unset QT_QPA_PLATFORM WAYLAND_DISPLAY && HOME="$SCRATCH/home" \
            xvfb-run -a -s "-screen 0 1600x1000x24" "$EXE" play --self-test --screenshot "$SHOT") \
            >"$BUILD/smoke/xvfb.txt" 2>&1 || die "the window under Xvfb failed: $(tail -5 "$BUILD/smoke/xvfb.txt")"
        json_check "$BUILD/smoke/xvfb.txt" 'r["ok"] is True and r["platform"] == "xcb"' "window under Xvfb"
        size="$(wc -c <"$SHOT" | tr -d ' ')"
        ((size > 20000)) || die "the Xvfb screenshot $SHOT is only $size bytes"
        note "screenshot of the X screen: $SHOT ($size bytes)"
    else
        note "xvfb-run is not installed: skipped"
    fi
fi

# --- installers ---------------------------------------------------------------------------
ARTIFACT=""
linux_tarball() {
    local name="omg-desktop-$VERSION-linux-$ARCH" stage="$BUILD/tarball"
    local top="$stage/$name" app_id=org.omgdesktop.OhMyGoods size
    rm -rf "$stage"
    mkdir -p "$top/share/applications" "$top/share/metainfo" "$top/share/icons/hicolor/scalable/apps"
    cp -R "$BUNDLE/." "$top/"
    cp packaging/linux/install.sh "$top/install.sh"
    chmod 755 "$top/install.sh"
    cp "packaging/linux/$app_id.desktop" "$top/share/applications/"
    sed -e "s/@VERSION@/$VERSION/g" -e "s/@DATE@/$(date -u +%Y-%m-%d)/" -e "s|@URL@|$PROJECT_URL|g" \
        "packaging/linux/$app_id.metainfo.xml" >"$top/share/metainfo/$app_id.metainfo.xml"
    for png in "$ICONS"/png/omg-desktop-*.png; do
        size="$(basename "$png" .png)"
        size="${size##*-}"
        mkdir -p "$top/share/icons/hicolor/${size}x${size}/apps"
        cp "$png" "$top/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
    done
    cp resources/icons/omg-desktop.svg "$top/share/icons/hicolor/scalable/apps/$app_id.svg"
    cp packaging/linux/README.txt "$top/README.txt"
    cp LICENSE "$top/LICENSE"
    cp -R LICENSES "$top/LICENSES"
    if command -v desktop-file-validate >/dev/null 2>&1; then
        desktop-file-validate "$top/share/applications/$app_id.desktop" || die "the .desktop file is not valid"
        note ".desktop file: valid"
    fi
    if command -v appstreamcli >/dev/null 2>&1; then
        appstreamcli validate --no-net "$top/share/metainfo/$app_id.metainfo.xml" >"$BUILD/appstream.txt" 2>&1 ||
            die "the metainfo file is not valid: $(cat "$BUILD/appstream.txt")"
        note "metainfo: valid"
    fi
    mkdir -p "$DIST"
    ARTIFACT="$DIST/$name.tar.gz"
    tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner -czf "$ARTIFACT" "$name"
    rm -rf "$stage"

    # install.sh, tried from the unpacked archive into a scratch HOME, then --uninstall.
    local try="$SCRATCH/install" home="$SCRATCH/install/home"
    mkdir -p "$home"
    tar -C "$try" -xzf "$ARTIFACT"
    local env=(env -u XDG_DATA_HOME -u XDG_CONFIG_HOME HOME="$home" PATH="$PATH")
    "${env[@]}" sh "$try/$name/install.sh" >"$BUILD/install.txt" 2>&1 ||
        die "install.sh failed: $(cat "$BUILD/install.txt")"
    local desk="$home/.local/share/applications/$app_id.desktop"
    [[ -f "$desk" ]] || die "install.sh made no $desk"
    grep -qx "Exec=$home/.local/lib/omg-desktop/omg-desktop" "$desk" || die "wrong Exec= in $desk"
    [[ -f "$home/.local/share/icons/hicolor/256x256/apps/$app_id.png" ]] || die "install.sh put no icon"
    [[ -f "$home/.local/share/metainfo/$app_id.metainfo.xml" ]] || die "install.sh put no metainfo"
    got="$("${env[@]}" "$home/.local/bin/omg-desktop" --version 2>&1 | tr -d '\r')"
    [[ "$got" == "omg-desktop $VERSION" ]] || die "the installed command printed '$got'"
    # A saved game must survive the uninstall.
    mkdir -p "$home/.local/share/omg-desktop"
    echo keep >"$home/.local/share/omg-desktop/save.omg"
    # The installed copy's own uninstaller, with the unpacked archive already deleted.
    local uninstaller="$home/.local/lib/omg-desktop/uninstall.sh"
    [[ -x "$uninstaller" ]] || die "install.sh left no $uninstaller"
    rm -rf "${try:?}/$name"
    "${env[@]}" "$uninstaller" >>"$BUILD/install.txt" 2>&1 ||
        die "$uninstaller failed: $(cat "$BUILD/install.txt")"
    [[ -f "$home/.local/share/omg-desktop/save.omg" ]] || die "uninstall removed the saves"
    left="$(cd "$home" && find . -type f ! -path './.local/share/omg-desktop/*' ! -name 'icon-theme.cache' ! -name 'mimeinfo.cache')"
    [[ -z "$left" ]] || die "uninstall.sh left files behind: $left"
    note "install.sh into a scratch HOME, the installed uninstall.sh after the archive was deleted: ok"
}

# The .deb: the same bundle, built by packaging/linux/make_deb.py with dpkg-deb.
DEB=""
linux_deb() {
    local app_id=org.omgdesktop.OhMyGoods look="$BUILD/deb-look"
    if ! command -v dpkg-deb >/dev/null 2>&1; then
        note "dpkg-deb is not installed: no .deb"
        return 0
    fi
    DEB="$("$VPY" packaging/linux/make_deb.py --bundle "$BUNDLE" --icons "$ICONS" \
        --version "$VERSION" --out "$DIST" --url "$PROJECT_URL")" || die "make_deb.py failed"
    [[ -f "$DEB" ]] || die "make_deb.py made no .deb"
    # What it holds: the menu entry and the AppStream file as installed, valid.
    rm -rf "$look"
    mkdir -p "$look"
    dpkg-deb --fsys-tarfile "$DEB" | tar -C "$look" -x ./usr/share ./usr/bin
    [[ "$(readlink "$look/usr/bin/omg-desktop")" == /opt/omg-desktop/omg-desktop ]] ||
        die "the .deb's /usr/bin/omg-desktop does not point to /opt/omg-desktop/omg-desktop"
    if command -v desktop-file-validate >/dev/null 2>&1; then
        desktop-file-validate "$look/usr/share/applications/$app_id.desktop" || die "the .deb's .desktop file is not valid"
    fi
    if command -v appstreamcli >/dev/null 2>&1; then
        appstreamcli validate --no-net "$look/usr/share/metainfo/$app_id.metainfo.xml" >"$BUILD/appstream-deb.txt" 2>&1 ||
            die "the .deb's metainfo file is not valid: $(cat "$BUILD/appstream-deb.txt")"
    fi
    rm -rf "$look"
    note ".deb: $DEB ($(du -h "$DEB" | cut -f1)); $(dpkg-deb -f "$DEB" Depends)"
    deb_install_test
}

# dpkg, waiting while someone else holds its lock (apt, unattended upgrades): "$@" is retried.
with_dpkg_lock() {
    local i out
    for i in $(seq 1 60); do
        if out="$("$@" 2>&1)"; then
            printf '%s\n' "$out" >>"$BUILD/deb.txt"
            return 0
        fi
        printf '%s\n' "$out" >>"$BUILD/deb.txt"
        grep -qiE 'lock|resource temporarily unavailable' <<<"$out" || return 1
        note "dpkg is busy (try $i): waiting"
        sleep 3
    done
    return 1
}

# Every path under /opt and /usr that no installed package owns and no cache file is.
system_paths() {
    find /opt /usr -xdev 2>/dev/null | grep -Ev '\.cache$|/__pycache__(/|$)' | LC_ALL=C sort
}

# Install the .deb, start the installed command under Xvfb, remove it, check what is left.
deb_install_test() {
    local app_id=org.omgdesktop.OhMyGoods home="$SCRATCH/deb/home" t0=$SECONDS
    if [[ "$(id -u)" != 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
        note ".deb install test skipped (needs root and apt-get)"
        return 0
    fi
    if dpkg-query -W -f='${db:Status-Status}' omg-desktop 2>/dev/null | grep -qx installed; then
        note ".deb install test skipped: omg-desktop is installed on this machine (left alone)"
        return 0
    fi
    : >"$BUILD/deb.txt"
    system_paths >"$BUILD/deb-before.txt"
    # apt-get installs it with dpkg and takes any missing Depends from the archive (none is
    # fetched when they are there); it waits for dpkg's lock itself.
    with_dpkg_lock env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
        -o DPkg::Lock::Timeout=180 "$DEB" || die "installing the .deb failed: $(tail -20 "$BUILD/deb.txt")"
    # Whatever fails from here on, the package does not stay installed.
    trap 'dpkg -r omg-desktop >/dev/null 2>&1 || true' EXIT
    local ok=1
    [[ -x /opt/omg-desktop/omg-desktop && -f /usr/share/applications/$app_id.desktop &&
        -f /usr/share/metainfo/$app_id.metainfo.xml && -f /usr/share/icons/hicolor/256x256/apps/$app_id.png &&
        -f /usr/share/doc/omg-desktop/copyright ]] || ok=0
    got="$(/usr/bin/omg-desktop --version 2>&1 | tr -d '\r')"
    [[ "$got" == "omg-desktop $VERSION" ]] || ok=0
    mkdir -p "$home"
    if ((ok)) && command -v xvfb-run >/dev/null 2>&1; then
        (unset QT_QPA_PLATFORM WAYLAND_DISPLAY XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME && HOME="$home" \
            xvfb-run -a -s "-screen 0 1366x768x24" /usr/bin/omg-desktop play --self-test \
            --screenshot "$BUILD/screenshot-deb.png") \
            >"$BUILD/smoke/deb-self-test.txt" 2>&1 || ok=0
        ((ok)) && { json_check "$BUILD/smoke/deb-self-test.txt" 'r["ok"] is True and r["platform"] == "xcb"' \
            "installed /usr/bin/omg-desktop play --self-test under Xvfb ($BUILD/screenshot-deb.png)" || ok=0; }
    fi
    # The player's saves are theirs: removing the package must leave them.
    mkdir -p "$home/.local/share/omg-desktop"
    echo keep >"$home/.local/share/omg-desktop/save.omg"
    with_dpkg_lock dpkg -r omg-desktop || die "dpkg -r omg-desktop failed: $(tail -20 "$BUILD/deb.txt")"
    trap - EXIT
    ((ok)) || die "the installed .deb did not work: --version printed '$got'; $(tail -5 "$BUILD/smoke/deb-self-test.txt" 2>/dev/null)"
    [[ ! -e /opt/omg-desktop && ! -e /usr/bin/omg-desktop ]] || die "dpkg -r left /opt/omg-desktop or /usr/bin/omg-desktop"
    [[ -f "$home/.local/share/omg-desktop/save.omg" ]] || die "removing the .deb removed the player's saves"
    # New paths since before: only those of packages installed meanwhile (its Depends, or
    # someone else's apt-get on a shared machine) may remain.
    local new left=()
    new="$(comm -13 "$BUILD/deb-before.txt" <(system_paths))"
    while IFS= read -r path; do
        [[ -z "$path" ]] && continue
        dpkg-query -S "$path" >/dev/null 2>&1 || left+=("$path")
    done <<<"$new"
    ((${#left[@]} == 0)) || die "dpkg -r left files behind: ${left[*]}"
    note ".deb: installed, --version, --self-test under Xvfb, removed, nothing left, saves kept ($((SECONDS - t0)) s)"
}

windows_installer() {
    local iscc="${ISCC:-}"
    if [[ -z "$iscc" ]]; then
        for c in iscc ISCC "/c/Program Files (x86)/Inno Setup 6/ISCC.exe" "/c/Program Files/Inno Setup 6/ISCC.exe"; do
            if command -v "$c" >/dev/null 2>&1; then
                iscc="$c"
                break
            fi
        done
    fi
    [[ -n "$iscc" ]] || die "Inno Setup 6 (ISCC.exe) not found: install it (choco install innosetup)," \
        "set ISCC=/path/to/ISCC.exe, or use --bundle-only"
    mkdir -p "$DIST"
    # MSYS would turn /DName=... into a path: keep the arguments as they are.
    MSYS2_ARG_CONV_EXCL='*' "$iscc" /Q \
        "/DAppVersion=$VERSION" \
        "/DBundleDir=$(cygpath -w "$BUNDLE")" \
        "/DIconFile=$(cygpath -w "$ICONS/omg-desktop.ico")" \
        "/DOutputDir=$(cygpath -w "$DIST")" \
        "$(cygpath -w "$ROOT/packaging/windows/omg-desktop.iss")"
    ARTIFACT="$DIST/omg-desktop-$VERSION-windows-x64-setup.exe"
    [[ -f "$ARTIFACT" ]] || die "ISCC made no $ARTIFACT"
}

if ((INSTALLER)); then
    step "installer"
    case $OS in
    linux)
        linux_tarball
        step "deb"
        linux_deb
        ;;
    windows) windows_installer ;;
    macos)
        ARTIFACT="$DIST/omg-desktop-$VERSION-macos-$ARCH.dmg"
        bash packaging/macos/make_dmg.sh "$APP" "$ARTIFACT"
        ;;
    esac
fi

step "done"
rm -rf "$SCRATCH"
printf '\nomg-desktop %s for %s-%s, built in %d s:\n%s' "$VERSION" "$OS" "$ARCH" $((SECONDS - T0)) "$TIMINGS"
printf '  bundle     %s  %s\n' "$(du -sh "$BUNDLE" | cut -f1)" "$BUNDLE"
[[ $OS == macos ]] && printf '  app        %s  %s\n' "$(du -sh "$APP" | cut -f1)" "$APP"
[[ -n "$ARTIFACT" ]] && printf '  installer  %s  %s\n' "$(du -sh "$ARTIFACT" | cut -f1)" "$ARTIFACT"
[[ -n "$DEB" ]] && printf '  .deb       %s  %s\n' "$(du -sh "$DEB" | cut -f1)" "$DEB"
exit 0
