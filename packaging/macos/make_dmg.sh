#!/usr/bin/env bash
# Pack the macOS app into a disk image with an Applications link (drag to install).
#
#   bash packaging/macos/make_dmg.sh "dist/Oh My Goods!.app" dist/omg-desktop-0.1.0-macos-arm64.dmg
#
# packaging/build.sh runs it after PyInstaller. macOS only (hdiutil). The image is
# compressed (UDZO) and verified. The app is ad-hoc signed by PyInstaller, not notarized:
# see docs/packaging.md for what a player sees on first start, and how to sign.
set -euo pipefail

die() {
    printf 'make_dmg.sh: error: %s\n' "$*" >&2
    exit 1
}

[[ $# -eq 2 ]] || die "usage: make_dmg.sh APP.app OUT.dmg"
app="${1%/}"
out="$2"
[[ -d "$app/Contents/MacOS" ]] || die "$app is not an application bundle"
command -v hdiutil >/dev/null 2>&1 || die "hdiutil not found: this runs on macOS only"

volume="Oh My Goods!"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
# ditto keeps symlinks, extended attributes and the code signature intact.
ditto "$app" "$stage/$(basename "$app")"
ln -s /Applications "$stage/Applications"

mkdir -p "$(dirname "$out")"
rm -f "$out"
# hdiutil sometimes fails with "Resource busy" on CI machines: try a few times.
for attempt in 1 2 3 4 5; do
    if hdiutil create -volname "$volume" -srcfolder "$stage" -fs HFS+ \
        -format UDZO -imagekey zlib-level=9 -ov "$out"; then
        break
    fi
    ((attempt < 5)) || die "hdiutil create failed 5 times"
    echo "make_dmg.sh: hdiutil create failed (attempt $attempt); retrying" >&2
    sleep $((attempt * 3))
done
hdiutil verify "$out" >/dev/null || die "hdiutil verify failed for $out"
echo "make_dmg.sh: $out ($(du -h "$out" | cut -f1))"
