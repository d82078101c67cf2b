# Sourced by scripts/setup.sh and packaging/build.sh: the Debian packages Qt needs,
# and one way to find and install the missing ones (apt-get, through sudo when not root).

# Qt offscreen rendering and fonts (fonts-droid-fallback: a CJK font, for Japanese).
QT_OFFSCREEN=(libgl1 libegl1 libglib2.0-0 libfontconfig1 libxkbcommon0 libdbus-1-3
    fonts-dejavu-core fonts-droid-fallback)
# Showing the window on X11 / Xvfb (the real-window test, the installers' smoke test).
QT_X11=(xvfb xauth libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
    libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0)
# Checking the Linux installers (packaging/build.sh): the menu entry and the AppStream file.
PACKAGING_TOOLS=(desktop-file-utils appstream)

# deb_available: whether this is a Debian/Ubuntu system with dpkg and apt-get.
deb_available() {
    command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1
}

# deb_installed PKG: whether PKG (or its t64-renamed library, Debian 13 / Ubuntu 24.04)
# is installed.
deb_installed() {
    local p status
    for p in "$1" "${1}t64"; do
        status="$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)"
        [[ "$status" == installed ]] && return 0
    done
    return 1
}

# deb_install PKG...: apt-get update once, then install them (their t64 names where
# Debian has one); through sudo when not root. Returns 1 (with the command to run)
# when that cannot be done.
deb_install() {
    local sudo=() p to_install=()
    if [[ "$(id -u)" != 0 ]]; then
        if ! command -v sudo >/dev/null 2>&1; then
            printf 'not root and no sudo: as root, run: apt-get install %s\n' "$*" >&2
            return 1
        fi
        sudo=(sudo)
    fi
    "${sudo[@]+"${sudo[@]}"}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    for p in "$@"; do
        if apt-cache show --no-all-versions "${p}t64" >/dev/null 2>&1; then
            to_install+=("${p}t64")
        else
            to_install+=("$p")
        fi
    done
    "${sudo[@]+"${sudo[@]}"}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "${to_install[@]}" >/dev/null
}
