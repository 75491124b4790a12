"""Services a higher layer of the runtime provides to the rules, installed as that layer is imported.

The rules sometimes have to run instructions, which belong to the effects layer above them: a
replacement's "instead" (370.1.b), an "As this is attached" effect (370.1.b.1), a scoring replacement
(replacements.py); and a condition of a card's ``PlayFrom`` is judged in the scope of a resolving
ability (play_locations.py). The rules may not import the effects layer, so they ask a ``Hook``
here, which ``effects.resolution`` fills with its ``Resolution`` class when it is imported.
A hook whose provider has not been imported yet (``riftc/runtime/__init__.py`` imports its names
lazily) imports it on its first call, which installs it.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any, Callable, Generic, TypeVar

if TYPE_CHECKING:  # pragma: no cover
    from ..effects.resolution import Resolution

T = TypeVar("T")


class Hook(Generic[T]):
    """One service of a higher layer: called like the function (or class) installed in it."""

    def __init__(self, name: str, provider: str) -> None:
        self.name, self.provider = name, provider
        self._impl: Callable[..., T] | None = None

    def install(self, impl: Callable[..., T]) -> None:
        """Called once by the providing module as it is imported."""
        self._impl = impl

    def __call__(self, *args: Any, **kwargs: Any) -> T:
        if self._impl is None:  # importing ``riftc.runtime`` imports no layer (it is lazy): the provider now
            import_module(self.provider)
        if self._impl is None:
            raise RuntimeError(f"{self.name} is provided by {self.provider}, which has not been imported "
                               "(import riftc.runtime)")
        return self._impl(*args, **kwargs)


#: ``Resolution(state, source=…, controller=…, chooser=…, event_objects=…, event_amount=…)``: the
#: context that runs an effect's instructions (effects/resolution.py).
new_resolution: Hook[Resolution] = Hook("new_resolution", "riftc.runtime.effects.resolution")
