"""A token bucket: at most ``burst`` messages at once, ``rate`` a second after that.

The clock is injected (``clock()`` -> seconds), so tests drive time themselves.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class TokenBucket:
    """``take()`` spends one token if there is one; tokens come back at ``rate``/s."""

    def __init__(
        self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        if rate <= 0 or burst < 1:
            raise ValueError("a token bucket needs rate > 0 and burst >= 1")
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = float(burst)
        self.last = clock()

    def _refill(self) -> None:
        now = self.clock()
        if now > self.last:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now

    def take(self) -> bool:
        """Spend one token: True if there was one (the message may pass)."""
        self._refill()
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    def wait_time(self) -> float:
        """Seconds until the next token (0 when one is there)."""
        self._refill()
        return 0.0 if self.tokens >= 1 else (1 - self.tokens) / self.rate
