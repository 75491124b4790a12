"""Runtime amounts: numbers computed when an instruction executes ("equal to its Might", "for each",
"equal to my [Assault]", "for each battlefield you control").

Instructions accept either a plain ``int`` or an ``Amount``. Amounts are snapshotted at execution
(477.3.b); information about an object that is gone is taken from its last-known state when an
earlier instruction of the same ability moved it (359.3.e.13), and is null (ignored) otherwise
(359.3.e.12).
"""

from __future__ import annotations

from typing import Union

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .places import PlaceRef, at_places
from .selectors import Selector
from .targets import ObjectRef, PlayerRef, Scope, Self, You


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
            # Off the board a card's Might is its printed Might (711): "the burned card's Might".
            might = None if last is None else last.last_might if last.last_might is not None else last.card.might
            if might is None:
                return None
            total += max(0, might)
        return total


@dataclass(frozen=True)
class HighestMight(Amount):
    """"the highest Might among units you control" (143.2): the greatest current Might of the objects
    that match ``selector`` now (negative Might counting as 0, 143.2.b); 0 when there are none."""

    selector: Selector

    def value(self, scope: Scope) -> int | None:
        view = scope.view
        found = self.selector.select(scope.source_object(), scope.controller, view)
        return max((max(0, view.might(scope.state.objects[o])) for o in found), default=0)


@dataclass(frozen=True)
class CountOf(Amount):
    """"for each friendly unit": how many objects match ``selector`` now, times ``per``; ``at``: only
    those at a place named earlier ("for each enemy unit there"; none when it is gone, 359.3.e.12)."""

    selector: Selector
    per: int = 1
    at: PlaceRef | None = None

    def value(self, scope: Scope) -> int | None:
        found = self.selector.select(scope.source_object(), scope.controller, scope.view)
        return self.per * len(at_places(scope, found, self.at))


@dataclass(frozen=True)
class TagsAmong(Amount):
    """"for each of the following tags among your units — Bird, Cat, Dog, and Poro": how many of
    ``tags`` at least one object matching ``selector`` has now (each tag counted once, 477.1.a: its
    current tags), times ``per``."""

    selector: Selector
    tags: tuple[str, ...]
    per: int = 1

    def value(self, scope: Scope) -> int | None:
        view = scope.view
        found = [view.state.objects[o] for o in self.selector.select(scope.source_object(), scope.controller, view)]
        present = {tag for obj in found for tag in view.tags(obj)}
        return self.per * sum(1 for tag in self.tags if tag in present)


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


@dataclass(frozen=True)
class KeywordValueOf(Amount):
    """"equal to my [Assault]": the summed value of keyword ``name`` on the object now (807.2); 0
    without it, null (None) when the object is gone (359.3.e.12)."""

    name: str
    of: ObjectRef = Self()

    def value(self, scope: Scope) -> int | None:
        refs = self.of.resolve(scope)
        objs = [scope.state.get(o) for o in refs.objects]
        if refs.ignored or not objs or any(o is None or not o.on_board for o in objs):
            return None
        return sum(scope.view.keyword_value(o, self.name) or 0 for o in objs)


@dataclass(frozen=True)
class BattlefieldsControlled(Amount):
    """"for each battlefield you or allies control", "for each other battlefield you control": how
    many battlefields the ability's controller controls now, times ``per``; ``other`` leaves out the
    battlefield the source is at. Allies exist only with teammates; this runtime plays one player
    against another (no teams), so "you or allies" is you."""

    per: int = 1
    other: bool = False

    def value(self, scope: Scope) -> int | None:
        src = scope.source_object()
        where = src.location() if src is not None and src.on_board else None
        mine = [b for b in scope.state.battlefields if b.controller == scope.controller
                and not (self.other and where == ("battlefield", b.index))]
        return self.per * len(mine)


Number = Union[int, Amount]


def evaluate(number: Number, scope: Scope) -> int | None:
    """An int stays itself; an Amount is computed now."""
    return number if isinstance(number, int) else number.value(scope)
