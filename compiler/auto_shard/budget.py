"""A memory budget as users write it: bytes per device, an int or a string with a unit."""
from __future__ import annotations

from shardflow.runtime.errors import ShardflowError

_UNITS = {"kib": 1 << 10, "mib": 1 << 20, "gib": 1 << 30, "k": 1000, "m": 1000 ** 2, "g": 1000 ** 3,
          "kb": 1000, "mb": 1000 ** 2, "gb": 1000 ** 3, "b": 1, "": 1}


class MemoryBudgetError(ShardflowError, ValueError):
    """A memory budget that is not a positive number of bytes."""


def parse_budget(value: int | str | None) -> int | None:
    """3000000, "512KiB", "4MiB", "1GiB" (also K/M/G and KB/MB/GB, powers of 1000) -> bytes; None stays None."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise MemoryBudgetError(f"the memory budget is bytes per device (an int, or a string such as '512KiB' or "
                                f"'4MiB'), got {value!r}")
    if isinstance(value, str):
        t = value.strip().lower()
        num = t.rstrip("kmgib")
        try:
            n = float(num) * _UNITS[t[len(num):]]
        except (ValueError, KeyError):
            raise MemoryBudgetError(f"expected bytes, e.g. 3000000, 512KiB or 4MiB, got {value!r}") from None
    else:
        n = float(value)
    if not n > 0 or n == float("inf"):
        raise MemoryBudgetError(f"the memory budget must be a positive number of bytes per device, got {value!r}")
    return int(n)
