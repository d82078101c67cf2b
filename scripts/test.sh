#!/usr/bin/env bash
# Set up if needed (scripts/setup.sh), then ruff, mypy (the frame's packages, listed in
# pyproject.toml) and the whole pytest suite, slow tests included (pyproject's addopts
# leaves them out of a plain `pytest`). Arguments go to pytest:
#   bash scripts/test.sh                     # everything, as CI runs it
#   bash scripts/test.sh tests/ohmygoods/rules -x      # a part; `-m "not slow"` skips the slow ones
#   OMG_TEST_WORKERS=0 bash scripts/test.sh  # in one process (the default: one worker a core)
# Exits non-zero if ruff, mypy or pytest fails, or if pytest collected no tests (status 5).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/setup.sh

# Qt draws without a screen; tests/conftest.py sets the same default.
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"

lint=0
echo "== ruff check"
.venv/bin/ruff check . || lint=$?

# One pytest worker per core (pytest-xdist; OMG_TEST_WORKERS=0 runs in one process), each
# test module kept on one worker so module fixtures are made once.
echo "== mypy (the frame's packages: pyproject.toml [tool.mypy])"
.venv/bin/python -m mypy || lint=$?

workers="${OMG_TEST_WORKERS:-auto}"
echo "== pytest (workers: $workers)"
tests=0
.venv/bin/python -m pytest -m "" -ra -n "$workers" --dist loadscope "$@" || tests=$?

if ((tests == 5)); then
    echo "test.sh: pytest collected no tests (exit 5): that is a failure here" >&2
fi
if ((lint != 0)); then
    echo "test.sh: ruff check or mypy failed (exit $lint)" >&2
fi
if ((tests != 0)); then
    exit "$tests"
fi
exit "$lint"
