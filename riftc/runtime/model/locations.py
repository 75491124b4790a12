"""Runtime choices of a battlefield (355.10.b: a battlefield the text chooses is a target): "Choose a
battlefield where you have units. … units there …". The choice is a battlefield's location code
(``choosers.location_code``: battlefield i is -(i + 2)), stored like any target; later
instructions refer to the objects there (``AllThere``) or move to it (``Move(to="beside")``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .choices import Choose
from .conditions import Condition
from .places import battlefield_of
from .selectors import Selector
from .targets import ObjectRef, Referents, Scope

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState


@dataclass(frozen=True)
class ChooseBattlefield(Choose):
    """"Choose a battlefield" / "Choose a battlefield where you have units": one battlefield, a
    target chosen with the others (355.5, 355.10.b); ``where_you_have_units``: one where a unit of
    the ability's controller is. Checked again on resolution (359.3.e.2)."""

    where_you_have_units: bool = False
    yours: bool = False  # "a battlefield you control" (190)

    def battlefields(self, state: GameState, controller: int) -> tuple[int, ...]:
        """The location codes of the battlefields that may be chosen now."""
        found = []
        for battlefield in state.battlefields:
            mine = any(o.controller == controller and (o.card.type or "").lower() == "unit"
                       and o.location() == ("battlefield", battlefield.index) for o in state.board_objects())
            if (mine or not self.where_you_have_units) and (battlefield.controller == controller or not self.yours):
                found.append(-(battlefield.index + 2))
        return tuple(found)

    def resolve(self, scope: Scope) -> Referents:
        chosen = scope.chosen(self)
        legal = tuple(c for c in chosen if c in self.battlefields(scope.state, scope.controller))
        return Referents(legal, ignored=bool(chosen) and not legal, rule="359.3.e.7")


@dataclass(frozen=True)
class AllThere(ObjectRef):
    """"enemy units there" after "Choose a battlefield": every object matching ``selector`` at the
    battlefield instruction ``link`` chose, when this executes; not targets (355.10.b: the
    battlefield is). Ignored if that choice was (359.3.e.14.a)."""

    selector: Selector
    link: int
    # "with less Might than the chosen unit" (``less``; else more): compared with the Might of what
    # ``than`` names as this executes (negative counts as 0, 143.2.b); it gone, none is (359.3.e.12)
    than: ObjectRef | None = None
    less: bool = True

    def resolve(self, scope: Scope) -> Referents:
        outcome = scope.outcome(self.link)
        if outcome is None or outcome.ignored:
            return Referents(ignored=True, rule="359.3.e.14.a")
        places = {("battlefield", b) for c in outcome.targets if (b := battlefield_of(c)) is not None}
        found = self.selector.select(scope.source_object(), scope.controller, scope.view)
        there = tuple(o for o in found if scope.state.objects[o].location() in places)
        if self.than is None:
            return Referents(there)
        refs, view = self.than.resolve(scope), scope.view
        anchors = [max(0, view.might(a)) for o in refs.objects if (a := scope.state.get(o)) is not None and a.on_board]
        if refs.ignored or not anchors:
            return Referents(())
        mights = {o: max(0, view.might(scope.state.objects[o])) for o in there}
        return Referents(tuple(o for o in there if all(mights[o] < m if self.less else mights[o] > m for m in anchors)))


@dataclass(frozen=True)
class AllAtABattlefield(ChooseBattlefield):
    """"Kill all units at a battlefield", "Deal 3 to all enemy units at a battlefield": the
    battlefield is the target, chosen with the others, and the objects are not (355.10.b,
    355.10.d); the instruction acts on every object matching ``there`` at that battlefield as it
    executes. The battlefield is checked again on resolution (359.3.e.2)."""

    there: Selector = Selector()

    def resolve(self, scope: Scope) -> Referents:
        places = super().resolve(scope)
        if places.ignored:
            return places
        at = {("battlefield", b) for c in places.objects if (b := battlefield_of(c)) is not None}
        found = self.there.select(scope.source_object(), scope.controller, scope.view)
        return Referents(tuple(o for o in found if scope.state.objects[o].location() in at))


@dataclass(frozen=True)
class BattlefieldHolding(Condition):
    """"if you control a battlefield with exactly two units there": some battlefield (``yours``: one
    the ability's controller controls, 190) where the objects matching ``selector`` number at least
    ``at_least`` and, with ``at_most``, no more than that."""

    selector: Selector
    at_least: int = 1
    at_most: int | None = None
    yours: bool = True

    def holds(self, scope: Scope) -> bool:
        found = self.selector.select(scope.source_object(), scope.controller, scope.view)
        for battlefield in scope.state.battlefields:
            if self.yours and battlefield.controller != scope.controller:
                continue
            n = sum(1 for o in found if scope.state.objects[o].location() == ("battlefield", battlefield.index))
            if n >= self.at_least and (self.at_most is None or n <= self.at_most):
                return True
        return False
