"""Memoize a function of an AST node by identity.

AST nodes are frozen and hashable, but hashing a deep tree on every call costs
more than the work saved; rules keep their nodes alive for the whole run, so
identity is a sound and cheap key. The node is kept in the cache so its id is
never reused while the entry lives.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

R = TypeVar("R")


def by_id(fn: Callable[[Any], R]) -> Callable[[Any], R]:
    cache: dict[int, tuple[Any, R]] = {}

    @wraps(fn)
    def wrapper(node: Any) -> R:
        hit = cache.get(id(node))
        if hit is not None and hit[0] is node:
            return hit[1]
        result = fn(node)
        cache[id(node)] = (node, result)
        return result

    wrapper.cache_clear = cache.clear  # type: ignore[attr-defined]
    return wrapper
