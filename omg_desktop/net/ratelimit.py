"""A token bucket: at most ``burst`` messages at once, ``rate`` a second after that;
:class:`KeyedBuckets`, one such bucket a client's address (:func:`address_key`).

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

    @property
    def full(self) -> bool:
        """As many tokens as a burst (as good as new)."""
        self._refill()
        return self.tokens >= self.burst


class KeyedBuckets:
    """One :class:`TokenBucket` a key (a client's address): ``take(key)`` spends one of
    that key's tokens. Buckets that have filled up again are forgotten now and then, so
    many addresses seen once do not stay in memory."""

    def __init__(
        self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        TokenBucket(rate, burst, clock)  # (checks the numbers)
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.buckets: dict[str, TokenBucket] = {}

    def _bucket(self, key: str) -> TokenBucket:
        bucket = self.buckets.get(key)
        if bucket is None:
            if len(self.buckets) >= 4096:
                self._prune()
            bucket = self.buckets[key] = TokenBucket(self.rate, self.burst, self.clock)
        return bucket

    def _prune(self) -> None:
        for key in [k for k, b in self.buckets.items() if b.full]:
            del self.buckets[key]

    def take(self, key: str) -> bool:
        """Spend one of ``key``'s tokens: True if there was one."""
        return self._bucket(key).take()

    def wait_time(self, key: str) -> float:
        """Seconds until ``key`` has a token again."""
        return self._bucket(key).wait_time()


def address_key(host: str) -> str:
    """The key a client's address is counted under: an IPv4 address itself, an IPv6
    one by its /64 network (one household or machine has a whole /64), an IPv4 address
    written as IPv6 as IPv4. Anything else (a name, a Unix socket) as it is."""
    import ipaddress

    try:
        ip = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)
