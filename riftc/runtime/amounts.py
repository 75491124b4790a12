"""Runtime amounts: numbers computed when an instruction executes ("equal to its Might", "for each").

Instructions accept either a plain ``int`` or an ``Amount``. Amounts are snapshotted at execution
(477.3.b); information about an object that is gone is taken from its last-known state when an
earlier instruction of the same ability moved it (359.3.e.13), and is null (ignored) otherwise
(359.3.e.12).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .selectors import Selector
from .targets import ObjectRef, PlayerRef, Scope, You


class Amount:
    """Base class of computed numbers."""

    def value(self, scope: Scope) -> int | None:
        """The number now, or None when its information is null (359.3.e.12)."""
        raise NotImplementedError


@dataclass(frozen=True)
class MightOf(Amount):
    """"equal to its Might": the (summed) current Might of the referenced objects; negative Might
    counts as 0 when referenced (143.2.b)."""

    of: ObjectRef

    def value(self, scope: Scope) -> int | None:
        refs = self.of.resolve(scope)
        if refs.ignored or not refs.objects:
            return None
        total = 0
        for oid in refs.objects:
            live = scope.state.get(oid)
            if live is not None and live.on_board:
                total += max(0, scope.view.might(live))
                continue
            last = scope.state.lki.get(oid)
            if last is None or last.last_might is None:
                return None
            total += max(0, last.last_might)
        return total


@dataclass(frozen=True)
class CountOf(Amount):
    """"for each friendly unit": how many objects match ``selector`` now, times ``per``."""

    selector: Selector
    per: int = 1

    def value(self, scope: Scope) -> int | None:
        return self.per * len(self.selector.select(scope.source_object(), scope.controller, scope.view))


@dataclass(frozen=True)
class EmpoweredCount(Amount):
    """"for each time I'm [Empowered]": how many empowered statuses the object has (Kayle, Justified
    counts them, vendetta-faq-015; for every other object it is 0 or 1, 441.1.a), times ``per``
    ("+2 [M] for each time")."""

    of: ObjectRef
    per: int = 1

    def value(self, scope: Scope) -> int | None:
        refs = self.of.resolve(scope)
        if refs.ignored:
            return None
        found = (scope.state.lookup(o) for o in refs.objects)
        return self.per * sum(o.empowered for o in found if o is not None)


@dataclass(frozen=True)
class Points(Amount):
    """"your points" (467): how many points the player has now."""

    player: PlayerRef = You()

    def value(self, scope: Scope) -> int | None:
        players = self.player.players(scope)
        if players is None:
            return None
        return sum(scope.state.player(p).points for p in players)


@dataclass(frozen=True)
class ReplacedAmount(Amount):
    """"that much": the amount of the event a replacement replaces, with that event's modifications
    (375), e.g. "If I would be dealt damage, deal that much to an enemy unit instead"."""

    def value(self, scope: Scope) -> int | None:
        return getattr(scope, "event_amount", None)


Number = Union[int, Amount]


def evaluate(number: Number, scope: Scope) -> int | None:
    """An int stays itself; an Amount is computed now."""
    return number if isinstance(number, int) else number.value(scope)
