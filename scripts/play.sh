#!/usr/bin/env bash
# Set up if needed (scripts/setup.sh), then start the game. Arguments go to omg-desktop:
#   bash scripts/play.sh                     # the game (same as: play)
#   bash scripts/play.sh simulate --players 3 --games 100 --seed 1
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/setup.sh"
exec "$ROOT/.venv/bin/omg-desktop" "$@"
