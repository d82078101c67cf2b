"""Shared pieces of the kill tests: a child that saves in turn reports each save on a pipe."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TypeVar

S = TypeVar("S")


def allowed(slots: Sequence[S], start: dict[S, int], done: int) -> dict[S, set[int]]:
    """For each slot, the versions it may hold after ``done`` reported saves (the i-th
    save writes ``slots[i % len(slots)]`` with its next version)."""
    out = {}
    for j, slot in enumerate(slots):
        finished = sum(1 for i in range(done) if i % len(slots) == j)
        out[slot] = {start[slot] + finished}
        if done % len(slots) == j:
            out[slot].add(start[slot] + finished + 1)  # the save in progress
    return out


def read_lines(fd: int, count: int) -> bytes:
    """Block until ``count`` lines have come through ``fd`` (or it closes); return them."""
    got = b""
    while got.count(b"\n") < count and (chunk := os.read(fd, 1)):
        got += chunk
    return got


def read_all(fd: int) -> bytes:
    """Everything ``fd`` gives until it closes."""
    chunks = []
    while chunk := os.read(fd, 65536):
        chunks.append(chunk)
    return b"".join(chunks)
