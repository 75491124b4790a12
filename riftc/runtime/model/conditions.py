"""Runtime conditions: "while I'm Mighty", "if you control a buffed unit", "if it's your turn".

Conditions are data with ``holds(scope)``. They gate static abilities (364.3.a "if"/"while"),
dependent keywords (727.1.b: the ability exists but is inactive until the condition holds),
trigger conditions (383.2.a.1) and conditional instructions.
"""

from __future__ import annotations

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .events import FINALIZE
from .objects import Zone
from .places import PlaceRef, at_places
from .selectors import Property, Selector
from .targets import ObjectRef, Scope, Self


class Condition:
    """Base class of conditions."""

    def holds(self, scope: Scope) -> bool:
        """Whether the condition is true now for the ability in ``scope``."""
        raise NotImplementedError


@dataclass(frozen=True)
class Is(Condition):
    """"while I'm Mighty" = ``Is(Self(), Mighty())``: every referenced object has ``prop``
    (and there is at least one; an object that is gone has null information, 359.3.e.12)."""

    subject: ObjectRef = Self()
    prop: Property | None = None

    def holds(self, scope: Scope) -> bool:
        refs = self.subject.resolve(scope)
        objs = [o for o in map(scope.state.get, refs.objects) if o is not None]
        if refs.ignored or not objs or len(objs) != len(refs.objects):
            return False
        return self.prop is None or all(self.prop.test(o, scope.view) for o in objs)


@dataclass(frozen=True)
class ZoneEmpty(Condition):
    """"if it is empty" about "your Champion Zone" (108.3.c.1): the zone of the ability's controller
    holds no card."""

    zone: str = Zone.CHAMPION.value

    def holds(self, scope: Scope) -> bool:
        return not scope.state.player(scope.controller).zone(Zone(self.zone))


@dataclass(frozen=True)
class CountAtLeast(Condition):
    """"if you control two or more buffed units": at least ``n`` objects match ``selector``; ``at``:
    at a place named earlier ("if you have exactly two units there"; none when it is gone, 359.3.e.12)."""

    selector: Selector
    n: int = 1
    at: PlaceRef | None = None

    def holds(self, scope: Scope) -> bool:
        found = self.selector.select(scope.source_object(), scope.controller, scope.view)
        return len(at_places(scope, found, self.at)) >= self.n


@dataclass(frozen=True)
class PlayedThisTurn(Condition):
    """"if you've played another card this turn" ([Legion], 812.1.b.1): at least ``n`` cards other
    than the source were played (finalized, 419.4.b) by the ability's controller this turn. Hiding a
    card is not playing it (riftbound-origins-faq-018), and tokens are not cards. ``other`` False: the
    source counts too, for an activated ability's "[E]: [Legion] — …" (the ability is not its card,
    so the card played this turn is "another card", riftbound-origins-faq-088)."""

    n: int = 1
    other: bool = True

    def holds(self, scope: Scope) -> bool:
        me = scope.source_object()
        mine = set() if me is None or not self.other else _ids_of_card(scope, me.oid)
        played = [e for e in scope.state.log.events if e.kind == FINALIZE and e.performed
                  and e.turn == scope.state.turn and e.player == scope.controller
                  and not set(e.objects) & mine and not _token(scope, e.objects)]
        return len(played) >= self.n


def _ids_of_card(scope: Scope, oid: int) -> set[int]:
    """``oid`` and the ids its card had on the chain before it resolved onto the board (the "play"
    event of a unit or gear names its chain id and its new one): a finalize event names the chain id."""
    return {oid} | {o for e in scope.state.log.events if e.kind == "play" and oid in e.new_ids for o in e.objects}


def _token(scope: Scope, ids: tuple[int, ...]) -> bool:
    """Tokens are not cards (185), so playing one doesn't count for [Legion] (riftbound-origins-faq-016)."""
    found = [scope.state.lookup(i) for i in ids]
    return any(o is not None and o.card.supertype == "Token" for o in found)


@dataclass(frozen=True)
class HasXp(Condition):
    """"While you have 6+ XP" / [Level 6] (824.1.b.1): the ability's controller has ``n`` or more XP."""

    n: int

    def holds(self, scope: Scope) -> bool:
        return scope.state.player(scope.controller).xp >= self.n


@dataclass(frozen=True)
class PaidAdditionalCost(Condition):
    """"if you paid the additional cost" (356.2): the source card was played with its optional
    additional cost paid."""

    def holds(self, scope: Scope) -> bool:
        me = scope.source_object()
        return me is not None and me.paid_additional


@dataclass(frozen=True)
class PlayedFromZone(Condition):
    """"If you played this from your hand": the source card was played (419.1) by the ability's
    controller from ``zone`` (419.1.a: a hand or the Champion Zone by default; a card with [Hidden]
    is played from facedown, 811.1.d). A card that was not played, or has changed zones since, was
    not (a new object, 359.3.e.13)."""

    zone: str = "hand"  # a Zone's value

    def __post_init__(self) -> None:
        Zone(self.zone)  # a ValueError for a name that is not a zone

    def holds(self, scope: Scope) -> bool:
        me = scope.source_object()
        return me is not None and me.played_from is Zone(self.zone) and me.controller == scope.controller


@dataclass(frozen=True)
class YourTurn(Condition):
    """"during your turn": the ability's controller is the turn player."""

    def holds(self, scope: Scope) -> bool:
        return scope.state.current == scope.controller


@dataclass(frozen=True)
class Negate(Condition):
    """The opposite of ``inner`` ("unless", "while I'm not ...")."""

    inner: Condition

    def holds(self, scope: Scope) -> bool:
        return not self.inner.holds(scope)


@dataclass(frozen=True)
class AllOf(Condition):
    """Every one of ``conditions`` holds."""

    conditions: tuple[Condition, ...]

    def holds(self, scope: Scope) -> bool:
        return all(c.holds(scope) for c in self.conditions)


@dataclass(frozen=True)
class ChoseThisTurn(Condition):
    """"if you've chosen an enemy unit this turn" (Hungry Wolf): the ability's controller targeted an
    object matching ``selector`` (judged from the source, by last-known information) with a spell or
    ability put on the chain this turn (355.7; the "choose" events of Resolution.note_targets)."""

    selector: Selector

    def holds(self, scope: Scope) -> bool:
        me = scope.source_object()
        for event in scope.state.log.events:
            if event.kind != "choose" or event.turn != scope.state.turn or event.player != scope.controller:
                continue
            found = scope.state.lookup(event.objects[0]) if event.objects else None
            if found is not None and self.selector.matches(found, me, scope.controller, scope.view):
                return True
        return False


@dataclass(frozen=True)
class AssignedExcess(Condition):
    """"if you assigned 5 or more excess damage to enemy units" (Tryndamere, Barbarian): in the latest
    combat damage the ability's controller assigned this turn, at least ``n`` damage beyond lethal
    (465.2.c.4: only once every enemy unit there had lethal damage)."""

    n: int

    def holds(self, scope: Scope) -> bool:
        found = [e for e in scope.state.log.events if e.kind == "assign" and e.turn == scope.state.turn
                 and e.player == scope.controller]
        return bool(found) and found[-1].amount >= self.n
