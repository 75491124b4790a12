"""The stock ``@dataclass(frozen=True)`` twin of a class made by ``riftc.runtime.model.frozen.dataclass``,
to compare the two (tests/test_node_classes.py, tests/test_runtime_frozen.py).

Import from tests:  ``from frozen_support import stock_twin``  (pytest puts tests/ on sys.path).
"""

from __future__ import annotations

import dataclasses


def stock_twin(cls: type) -> type:
    """The class the stock decorator makes from the same fields (the methods compared are the made ones)."""
    found = [(f.name, f.type, dataclasses.field(default=f.default)) for f in dataclasses.fields(cls)]
    twin = dataclasses.make_dataclass(cls.__name__, found, frozen=True)
    twin.__qualname__ = cls.__qualname__
    return twin
