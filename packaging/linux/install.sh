#!/bin/sh
# Oh My Goods! for Linux: add the game to your menu, or take it out again.
#
#   ./install.sh                 install for you alone (no root needed):
#                                  the game        ~/.local/lib/omg-desktop/
#                                  the command     ~/.local/bin/omg-desktop
#                                  the menu entry  ~/.local/share/applications/
#                                  the icons       ~/.local/share/icons/hicolor/
#                                  the metadata    ~/.local/share/metainfo/
#   ./install.sh --uninstall     remove all of that again; your saved games and settings
#                                (~/.local/share/omg-desktop, ~/.config/omg-desktop) stay
#   ./install.sh --prefix DIR    install under DIR instead of ~/.local
#                                (e.g. sudo ./install.sh --prefix /usr/local for everyone)
#
# The installed copy keeps its own uninstaller, which works after this folder is deleted:
#   ~/.local/lib/omg-desktop/uninstall.sh    (or DIR/lib/omg-desktop/uninstall.sh)
# Installing again replaces the installed version (an upgrade). The game also runs without
# installing: ./omg-desktop in this folder.
set -eu

APP_ID=org.omgdesktop.OhMyGoods
NAME=omg-desktop
MARKER=.omg-desktop-install

here=$(cd "$(dirname "$0")" && pwd)
prefix="$HOME/.local"
share_arg=""
action=install

usage() { sed -n '2,/^set -eu/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }
die() {
    echo "install.sh: error: $*" >&2
    exit 1
}

while [ $# -gt 0 ]; do
    case "$1" in
    --uninstall | --remove) action=uninstall ;;
    --prefix)
        [ $# -ge 2 ] || die "--prefix needs a folder"
        prefix=$2
        shift
        ;;
    --prefix=*) prefix=${1#--prefix=} ;;
    --share)
        # where the menu entry, icons and metadata are (the installed uninstaller says it)
        [ $# -ge 2 ] || die "--share needs a folder"
        share_arg=$2
        shift
        ;;
    -h | --help)
        usage
        exit 0
        ;;
    *) die "unknown option '$1' (see --help)" ;;
    esac
    shift
done

case "$prefix" in
/*) ;;
*) prefix="$(pwd)/$prefix" ;;
esac
# The menu and icons follow XDG_DATA_HOME when it is set and the prefix is the default.
if [ -n "$share_arg" ]; then
    share=$share_arg
elif [ "$prefix" = "$HOME/.local" ] && [ -n "${XDG_DATA_HOME:-}" ]; then
    share=$XDG_DATA_HOME
else
    share="$prefix/share"
fi
appdir="$prefix/lib/$NAME"
bindir="$prefix/bin"
desktop="$share/applications/$APP_ID.desktop"
metainfo="$share/metainfo/$APP_ID.metainfo.xml"
icons="$share/icons/hicolor"

refresh_caches() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$share/applications" 2>/dev/null || true
    fi
    if [ -d "$icons" ]; then
        touch "$icons" 2>/dev/null || true
        if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$icons/index.theme" ]; then
            gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
        fi
    fi
}

remove_app_dir() {
    # Only a folder this script made (it holds the marker) is ever deleted.
    if [ -e "$appdir" ]; then
        [ -f "$appdir/$MARKER" ] ||
            die "$appdir exists but was not installed by this script; move it away first"
        rm -rf "$appdir"
    fi
}

remove_integration() {
    rm -f "$desktop" "$metainfo"
    for f in "$icons"/*/apps/"$APP_ID".png "$icons"/scalable/apps/"$APP_ID".svg; do
        [ -e "$f" ] && rm -f "$f"
    done
    # The command: only our own link (or a link that points into our folder).
    if [ -L "$bindir/$NAME" ]; then
        case "$(readlink "$bindir/$NAME")" in
        "$appdir"/*) rm -f "$bindir/$NAME" ;;
        esac
    fi
}

if [ "$action" = uninstall ]; then
    remove_integration
    remove_app_dir
    refresh_caches
    echo "Oh My Goods! is uninstalled from $prefix."
    echo "Your saved games and settings were left alone:"
    echo "  ${XDG_DATA_HOME:-$HOME/.local/share}/omg-desktop and ${XDG_CONFIG_HOME:-$HOME/.config}/omg-desktop"
    exit 0
fi

if [ -f "$here/$MARKER" ]; then
    die "this is the installed copy: run install.sh from the unpacked folder to upgrade," \
        "or $here/uninstall.sh to remove the game"
fi
if [ ! -x "$here/$NAME" ] || [ ! -d "$here/_internal" ]; then
    die "run this script from the unpacked folder (it needs ./$NAME and ./_internal beside it)"
fi
[ -f "$here/share/applications/$APP_ID.desktop" ] || die "share/applications/$APP_ID.desktop is missing"

remove_app_dir
mkdir -p "$appdir" "$bindir" "$share/applications" "$share/metainfo"
cp -R "$here/$NAME" "$here/_internal" "$appdir/"
echo "installed by install.sh from $here" >"$appdir/$MARKER"

# The command, unless something else already has that name.
if [ -e "$bindir/$NAME" ] && [ ! -L "$bindir/$NAME" ]; then
    echo "install.sh: note: $bindir/$NAME exists and is not ours; it was left as it is" >&2
else
    ln -sf "$appdir/$NAME" "$bindir/$NAME"
fi

# The menu entry runs the installed program by its full path (PATH may lack ~/.local/bin).
exec_path=$appdir/$NAME
case "$exec_path" in
*[\"\'\\\$\`\&\|%]*) die "the path $exec_path has characters a menu entry cannot hold; use --prefix" ;;
*" "*) exec_line="\"$exec_path\"" ;;
*) exec_line=$exec_path ;;
esac
sed -e "s|^Exec=.*|Exec=$exec_line|" -e "s|^TryExec=.*|TryExec=$exec_path|" \
    "$here/share/applications/$APP_ID.desktop" >"$desktop"
chmod 644 "$desktop"

case "$share" in
*\'*) die "the folder $share has a quote in its name; use --prefix" ;;
esac
# The uninstaller stays in the installed copy: this script, and a small uninstall.sh
# that knows where everything went (the unpacked folder may be long gone by then).
cp "$here/install.sh" "$appdir/install.sh"
cat >"$appdir/uninstall.sh" <<UNINSTALL
#!/bin/sh
# Removes Oh My Goods! (installed by install.sh); saved games and settings stay.
exec sh '$appdir/install.sh' --uninstall --prefix '$prefix' --share '$share' "\$@"
UNINSTALL
chmod 755 "$appdir/install.sh" "$appdir/uninstall.sh"
cp "$here/share/metainfo/$APP_ID.metainfo.xml" "$metainfo"

for dir in "$here"/share/icons/hicolor/*/apps; do
    size=$(basename "$(dirname "$dir")")
    mkdir -p "$icons/$size/apps"
    cp "$dir"/* "$icons/$size/apps/"
done
refresh_caches

echo "Oh My Goods! $("$appdir/$NAME" --version 2>/dev/null | sed 's/^omg-desktop //') is installed."
echo "  Start it from your menu (Games), or with: $bindir/$NAME"
case ":$PATH:" in
*":$bindir:"*) ;;
*) echo "  ($bindir is not on your PATH: add it to run 'omg-desktop' by name)" ;;
esac
echo "  Remove it with: $appdir/uninstall.sh"
