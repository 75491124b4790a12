"""The runtime's frozen data classes made by ``riftc.runtime.model.frozen.dataclass`` (issue 15 points 2
and 4: no methods compiled per class at import) behave as the stock ``@dataclass(frozen=True)`` ones:
the same fields and match arguments, frozen, and the same equality, hash, repr and ``replace``."""

from __future__ import annotations

import dataclasses
import importlib
import pickle
import pkgutil

import pytest

import riftc.runtime
from frozen_support import stock_twin
from riftc.runtime.model import frozen

for _module in pkgutil.walk_packages(riftc.runtime.__path__, "riftc.runtime."):
    importlib.import_module(_module.name)  # every runtime module, so that every class is made
MADE = {f"{cls.__module__}.{cls.__qualname__}": cls for cls in frozen.MADE if cls.__module__.startswith("riftc.runtime.")}



def _values(cls: type, salt: int) -> list[object]:
    return [f"{f.name}-{salt}" for f in dataclasses.fields(cls)]


def test_most_of_the_runtime_classes_are_made_cheaply() -> None:
    assert len(MADE) > 200


@pytest.mark.parametrize("name", sorted(MADE))
def test_a_runtime_class_behaves_as_the_stock_frozen_dataclass(name: str) -> None:
    cls = MADE[name]
    init = vars(cls).get("__init__")
    if init is None or not (init.__code__.co_filename == "<frozen data class __init__>"
                            or init.__qualname__.startswith("_first_init")):
        pytest.skip("the class defines its own __init__")
    twin = stock_twin(cls)
    node, same, other = cls(*_values(cls, 1)), cls(*_values(cls, 1)), cls(*_values(cls, 2))
    stock = twin(*_values(cls, 1))
    assert cls.__dataclass_params__.frozen and cls.__match_args__ == twin.__match_args__
    if vars(cls)["__repr__"] is frozen._repr:  # not a repr of the class's own
        assert repr(node) == repr(stock)
    if vars(cls)["__eq__"] is frozen._eq and vars(cls)["__hash__"] is frozen._hash:
        assert node == same and hash(node) == hash(stock) and node != stock
        assert (node != other) == bool(dataclasses.fields(cls))  # other values: unequal, when there are any
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(node, (dataclasses.fields(cls) or [dataclasses.field()])[0].name or "x", 1)
    assert dataclasses.replace(node) == node
    assert pickle.loads(pickle.dumps(node)) == node
