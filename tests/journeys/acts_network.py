"""What two friends do at a network table in runs of the real program (:mod:`program`)."""

from __future__ import annotations
