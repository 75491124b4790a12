"""Runtime trigger conditions (383.2.a): "When you play me", "When a friendly unit dies", "At the
start of your turn", "The first time …", "one or more", and a battlefield's triggers on a player's
combat designation there.

All classes here are frozen dataclasses holding only primitives, tuples and other such
dataclasses, like the abilities that hold them (abilities.py). ``matches`` is checked after each
event (383.2.c).

"When you defend here, …", "When you attack here, …" (383.4.e-f): a player attacks or defends at a
battlefield when their units there gain the designation; the trigger fires the first time it happens
in a combat (383.4.e.2.a, 383.4.f.2.a), not once per unit: an earlier unit of that player still
designated at that battlefield means this player already attacked (defended) in this combat.
Designations end with the combat (466.7), so the next combat triggers it again.
"""

from __future__ import annotations

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .events import Event
from .objects import GameObject
from .selectors import BoardView, Property, Selector

YOU = "you"
OPPONENT = "opponent"
ANYONE = None
BY_CHOICES = (YOU, OPPONENT, ANYONE)


class Trigger:
    """Base class of trigger conditions (383.2.a). ``matches`` is checked after each event (383.2.c)."""

    #: Whether an object that just left the board still sees this event through its last-known
    #: information. Only abilities about the object itself do ("when I die", 428.1.a.1.b); a unit
    #: doesn't see itself die as "a friendly unit" (riftbound-origins-faq-095).
    about_self = False

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        """Whether ``event`` fulfils this condition for the ability on ``me``."""
        raise NotImplementedError

    def sees_own_leaving(self) -> bool:
        """Whether the ability still triggers from last-known information (see ``about_self``)."""
        return self.about_self

    def once_per_batch(self) -> bool:
        """Whether matching events that happen together trigger the ability once ("one or more")."""
        return False

    def event_objects(self, event: Event) -> tuple[int, ...]:
        """The objects "it" names in the triggered ability (383.2.c): those the event was about."""
        return event.objects

    def names_location(self) -> bool:
        """Whether the trigger condition names a location its effect's "there" refers to (359.3.f.3)."""
        return False

    def event_location(self, event: Event, view: BoardView | None = None) -> tuple[str, int | None] | None:
        """That location for ``event``, noted as the condition is met (359.3.f.3, from ``view``, the
        board as it is then); None without one."""
        return None


def _from_spell(event: Event, view: BoardView) -> bool:
    """Whether the event's source was a spell (seen by last-known information: the spell has usually
    left the chain by the time its events are read)."""
    source = view.state.lookup(event.source) if event.source is not None else None
    return source is not None and source.card.type == "Spell"


def by_ok(by: str | None, event: Event, controller: int) -> bool:
    if by == YOU:
        return event.player == controller
    if by == OPPONENT:
        return event.player is not None and event.player != controller
    return True


@dataclass(frozen=True)
class WhenPlayed(Trigger):
    """"When you play me/this": a play effect (383.4.a), triggering when my play resolves (419.4.a);
    ``from_hidden``: "When you play this from face down" (811.1.d); ``to_battlefield``: "When you play
    me to a battlefield" (a unit played there rather than to base: the location chosen as it is played, 355.2)."""

    from_hidden: bool = False
    to_battlefield: bool = False

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        return (event.kind == "play" and event.performed and me.oid in event.new_ids
                and event.player == controller and (not self.from_hidden or me.from_hidden is not None)
                and (not self.to_battlefield or me.location() == ("battlefield", me.battlefield)))


@dataclass(frozen=True)
class WhenYouPlay(Trigger):
    """"When you play a spell", "When you play another unit" (383.2.c, 419.4.a): a card of one of
    ``types`` ("spell", "unit", "gear") played by ``by`` (the ability's controller, "opponent" for
    "When an opponent plays a gear", None for "When a player plays a spell"); ``other`` leaves out the
    ability's own card; ``properties`` the played card must have ("a [Mighty] unit", judged as it is
    played); ``from_hidden``: "a card from [Hidden]" / "from face down" (811.1.d); ``here``: played to
    this battlefield ("When a player plays a unit here", a battlefield's ability); ``not_from``: "a card
    from anywhere other than your hand" (419.1.a: the zone it was played from is not that one)."""

    types: tuple[str, ...]
    other: bool = False
    properties: tuple[Property, ...] = ()
    from_hidden: bool = False
    not_from: str | None = None
    by: str | None = YOU
    here: bool = False

    def __post_init__(self) -> None:
        if self.by not in BY_CHOICES:
            raise ValueError(f"by must be one of {BY_CHOICES}")

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if event.kind != "play" or not event.performed or not by_ok(self.by, event, controller) or not event.new_ids:
            return False
        played = view.state.lookup(event.new_ids[0])
        if played is None or (played.card.type or "").lower() not in self.types:
            return False
        if self.from_hidden and played.from_hidden is None:
            return False
        if self.not_from is not None and (played.played_from is None or played.played_from.value == self.not_from):
            return False
        if self.here and not (me.card.type == "Battlefield" and played.location() == ("battlefield", me.battlefield)):
            return False
        if not all(p.test(played, view) for p in self.properties):
            return False
        return not (self.other and (me.oid in event.new_ids or me.oid in event.objects))


    def event_objects(self, event: Event) -> tuple[int, ...]:
        """The card as played: the permanent that entered, or the spell card once resolved (419.4.a),
        not its identity on the chain ("When an opponent plays a unit, [Stun] it")."""
        return event.new_ids


@dataclass(frozen=True)
class WhenBuffed(Trigger):
    """"When you buff me": only a buff actually placed counts, never a negated one (426.1.c)."""

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        return (event.kind == "buff" and event.performed and me.oid in event.objects
                and event.player == controller)


#: Where an object of a ``WhenAction`` event must be afterwards: anywhere (None), a base, a battlefield,
#: a battlefield the ability's controller controls, or a battlefield other than the one I am at.
#: "uncontrolled battlefield": "When I conquer a battlefield that was uncontrolled" (the conquer event's
#: ``before`` is 0: no one controlled it before, 190.6).
DESTINATIONS = (None, "base", "battlefield", "your battlefield", "not my battlefield", "uncontrolled battlefield")


@dataclass(frozen=True)
class WhenAction(Trigger):
    """General "when [who] [action] [what]" trigger over performed events.

    ``action`` is an Event kind ("stun", "kill", "draw", "ready", "becomes_mighty" ...).
    ``subject`` None means "me"; otherwise a Selector the affected object must match (judged from
    my ability). ``by`` is "you", "opponent" or None (anyone) and names who performed the action.
    """

    action: str
    subject: Selector | None = None
    by: str | None = None
    # "When I move to a battlefield": where the object is after the event ("your battlefield": "When an
    # enemy unit attacks a battlefield you control", one the ability's controller controls, 190).
    to: str | None = None
    origin: str | None = None  # "When I move from a battlefield" / "… moves from here": where a move started
    with_spell: bool = False  # "When you choose me with a spell": the event's source is a spell (355.5)
    # "When I die in combat": properties the object had as the event happened (its last-known
    # information if the event took it off the board, 359.3.e.13), e.g. ``InCombat`` (740.2.c).
    was: tuple[Property, ...] = ()

    def __post_init__(self) -> None:
        if self.by not in BY_CHOICES or self.to not in DESTINATIONS or self.origin not in (None, "battlefield", "here"):
            raise ValueError(f"by must be one of {BY_CHOICES}, to one of {DESTINATIONS}, "
                             "origin None, 'battlefield' or 'here'")

    def sees_own_leaving(self) -> bool:
        return self.subject is None

    def names_location(self) -> bool:
        """"When I move from a location, play … there": the location the move started from (359.3.f.3,
        whose example is Lillia, Fae Fawn); "When you [Stun] an enemy unit at a battlefield, … that
        battlefield": the battlefield that unit is at as the condition is met."""
        return self._moved_from() or self._at_battlefield()

    def _moved_from(self) -> bool:
        return self.action == "move" and self.to is None

    def _at_battlefield(self) -> bool:
        return self.subject is not None and self.subject.location == "battlefield" and self.action != "move"

    def event_location(self, event: Event, view: BoardView | None = None) -> tuple[str, int | None] | None:
        if self._moved_from():
            return event.origin
        if self._at_battlefield() and view is not None:
            found = [o.location() for oid in event.objects if (o := view.state.get(oid)) is not None and o.on_board]
            return found[0] if found else None
        return None

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if event.kind != self.action or not event.performed or not by_ok(self.by, event, controller):
            return False
        if self.to is not None and not self._arrived(event, me, view, controller):
            return False
        if self.origin is not None and not self._left(event, me):
            return False
        if self.with_spell and not _from_spell(event, view):
            return False
        if self.subject is None:  # "me": after leaving the board, my last-known information
            return me.oid in event.objects and all(p.test(me, view) for p in self.was)
        # Objects that left the board are judged by last-known information (359.3.e.13).
        found = (view.state.lookup(o) for o in event.objects)
        return any(o is not None and self.subject.matches(o, me, controller, view)
                   and all(p.test(o, view) for p in self.was) for o in found)

    def _left(self, event: Event, me: GameObject) -> bool:
        """Whether the event's move started at a location of kind ``origin``: any battlefield, or
        "here", my location (a battlefield card's own battlefield), as it was when I saw it start."""
        if event.origin is None:
            return False
        if self.origin == "battlefield":
            return event.origin[0] == "battlefield"
        here = ("battlefield", me.battlefield) if me.card.type == "Battlefield" else me.location()
        return event.origin == here

    def _arrived(self, event: Event, me: GameObject, view: BoardView, controller: int) -> bool:
        """Whether an object of the event is now at a location of kind ``to``."""
        found = [o for o in map(view.state.get, event.objects) if o is not None]
        if self.to == "uncontrolled battlefield":  # a conquer of a battlefield no one controlled before
            return event.kind == "conquer" and event.before == 0
        if self.to == "not my battlefield":  # "to a battlefield other than mine" (a base is none, 197)
            mine = me.location()
            return any((o.location() or ("",))[0] == "battlefield" and o.location() != mine for o in found)
        if self.to == "your battlefield":
            return any(o.battlefield is not None and o.location() == ("battlefield", o.battlefield)
                       and view.state.battlefields[o.battlefield].controller == controller for o in found)
        return any((o.location() or ("",))[0] == self.to for o in found)


@dataclass(frozen=True)
class WhenAttached(Trigger):
    """"When you attach an Equipment to me" (434, 818.2.a): an attach event of a gear matching ``gear``
    (None: any) to me, performed by the ability's controller."""

    gear: Selector | None = None

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if event.kind != "attach" or not event.performed or event.player != controller or len(event.objects) != 2:
            return False
        found = view.state.lookup(event.objects[0])
        return event.objects[1] == me.oid and found is not None and (
            self.gear is None or self.gear.matches(found, me, controller, view))


@dataclass(frozen=True)
class WhenConquerAfterAttack(Trigger):
    """"When I conquer after an attack": my controller conquers my battlefield as the attacker who won a
    combat there (466.5, 383.4.c.2.a), not by another way of gaining control."""

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        return (event.kind == "conquer" and event.performed and me.oid in event.objects
                and event.reason == "after an attack")


@dataclass(frozen=True)
class WhenPlayer(Trigger):
    """"When you conquer", "When you hold" (383.4.c.2.b, 383.4.d.2.b): an action of a player, not of
    an object. ``whose`` is "you", "opponent" or None (any player)."""

    action: str
    whose: str | None = YOU
    here: bool = False  # a battlefield's "When you hold here" (471.2): only that battlefield's scoring

    def __post_init__(self) -> None:
        if self.whose not in BY_CHOICES:
            raise ValueError(f"whose must be one of {BY_CHOICES}")

    def names_location(self) -> bool:
        """"When you conquer or hold, … there": the battlefield scored (359.3.f.3)."""
        return self.action in ("conquer", "hold")

    def event_location(self, event: Event, view: BoardView | None = None) -> tuple[str, int | None] | None:
        # scoring events carry their battlefield (1-based) as amount (combat._score)
        return ("battlefield", event.amount - 1) if self.names_location() and event.amount > 0 else None

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if self.here and (me.battlefield is None or event.amount != me.battlefield + 1):
            return False  # scoring events carry their battlefield as amount (combat._score)
        return event.kind == self.action and event.performed and by_ok(self.whose, event, controller)


@dataclass(frozen=True)
class AnyTrigger(Trigger):
    """"When I conquer or hold": any one of ``triggers`` (each event is matched once)."""

    triggers: tuple[Trigger, ...]

    def sees_own_leaving(self) -> bool:
        return any(t.sees_own_leaving() for t in self.triggers)

    def names_location(self) -> bool:
        return all(t.names_location() for t in self.triggers)

    def event_location(self, event: Event, view: BoardView | None = None) -> tuple[str, int | None] | None:
        # the place as the trigger for this kind of event names it ("When you conquer or hold, … there")
        found = [t.event_location(event, view) for t in self.triggers if getattr(t, "action", None) == event.kind]
        return next((f for f in found if f is not None), None)

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        return any(t.matches(event, me, controller, view) for t in self.triggers)


@dataclass(frozen=True)
class NthTime(Trigger):
    """"The first time a friendly unit dies each turn" (383.1): ``trigger`` matched for the ``n``-th
    time this turn. Every matching event of the turn counts, also those before my ability was on
    the board (riftbound-origins-faq-083); of simultaneous ones only one is the Nth (383.1.b)."""

    trigger: Trigger
    n: int = 1

    def __post_init__(self) -> None:
        if self.n < 1:
            raise ValueError("NthTime.n must be at least 1")

    def sees_own_leaving(self) -> bool:
        return self.trigger.sees_own_leaving()

    def event_objects(self, event: Event) -> tuple[int, ...]:
        return self.trigger.event_objects(event)

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if not self.trigger.matches(event, me, controller, view):
            return False
        earlier = (e for e in view.state.log.events[:event.seq] if e.turn == event.turn)
        return 1 + sum(1 for e in earlier if self.trigger.matches(e, me, controller, view)) == self.n


@dataclass(frozen=True)
class OneOrMore(Trigger):
    """"When you stun one or more enemy units", "When one or more enemy units die": ``trigger``, but
    once for all its matching events that happen together (the events of one instruction and the
    cleanup after it), not once per object (383.2.c); the ability sees all their objects."""

    trigger: Trigger

    def sees_own_leaving(self) -> bool:
        return self.trigger.sees_own_leaving()

    def event_objects(self, event: Event) -> tuple[int, ...]:
        return self.trigger.event_objects(event)

    def once_per_batch(self) -> bool:
        return True

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        return self.trigger.matches(event, me, controller, view)


@dataclass(frozen=True)
class NthCardDrawn(Trigger):
    """"When you draw your second card each turn" (413.1, 383.1): the draw of ``whose`` in which the
    number of cards they have drawn this turn reaches ``n`` (one "draw 2" draws the first and the
    second). Every draw of the turn counts, also those before this was on the board
    (riftbound-origins-faq-083, as for the Nth card played)."""

    n: int
    whose: str | None = YOU

    def __post_init__(self) -> None:
        if self.n < 1 or self.whose not in BY_CHOICES:
            raise ValueError(f"NthCardDrawn(n={self.n!r}, whose={self.whose!r}) is not known")

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if event.kind != "draw" or not event.performed or not by_ok(self.whose, event, controller):
            return False
        before = sum(len(e.objects) for e in view.state.log.events[:event.seq]
                     if e.kind == "draw" and e.performed and e.turn == event.turn and e.player == event.player)
        return before < self.n <= before + len(event.objects)


@dataclass(frozen=True)
class MightBecomes(Trigger):
    """"When my Might becomes 10 or more" (710): my Might, as the layers compute it after a change,
    goes from under ``n`` to ``n`` or more. Staying at ``n`` or more is not becoming it
    (vendetta-faq-031: an 11 Might unit lowered to 10, or raised to 12, does not trigger)."""

    n: int

    def sees_own_leaving(self) -> bool:
        return False

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        return (event.kind == "might" and event.performed and me.oid in event.objects
                and event.before < self.n <= event.amount)


#: The designation flag each event kind sets on a unit.
DESIGNATIONS = {"attack": "attacking", "defend": "defending"}


@dataclass(frozen=True)
class WhenPlayerHere(Trigger):
    """"When you defend here" (``action="defend"``) / "When you attack here" on a battlefield card:
    the ability's controller (190.6: the battlefield's controller) gains the designation at this
    battlefield for the first time in the combat. ``anywhere``: "When you defend at a battlefield" on
    any card, at whichever battlefield that is (383.4.f), the location its "there" names (359.3.f.3)."""

    action: str = "defend"
    anywhere: bool = False

    def __post_init__(self) -> None:
        if self.action not in DESIGNATIONS:
            raise ValueError(f"WhenPlayerHere.action must be one of {tuple(DESIGNATIONS)}")

    def names_location(self) -> bool:
        return self.anywhere

    def event_location(self, event: Event, view: BoardView | None = None) -> tuple[str, int | None] | None:
        # a designation event carries its battlefield (1-based) as amount (combat._designate)
        return ("battlefield", event.amount - 1) if self.anywhere and event.amount > 0 else None

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        where = self._where(event, me, view)
        if event.kind != self.action or not event.performed or event.player != controller \
                or where is None or not self._at(event.objects, where, view):
            return False
        state, flag = view.state, DESIGNATIONS[self.action]
        earlier = (e for e in state.log.events if e.seq < event.seq and e.kind == self.action and e.performed
                   and e.player == controller)
        return not any(self._at(e.objects, where, view, flag) for e in earlier)

    def _where(self, event: Event, me: GameObject, view: BoardView) -> int | None:
        """The battlefield it is about: mine, or (``anywhere``) the designated unit's."""
        if not self.anywhere:
            return me.battlefield
        units = [u for oid in event.objects if (u := view.state.get(oid)) is not None and u.battlefield is not None]
        return units[0].battlefield if units else None

    @staticmethod
    def _at(ids: tuple[int, ...], battlefield: int, view: BoardView, flag: str | None = None) -> bool:
        """Whether a unit of ``ids`` is at ``battlefield`` (and still has the designation ``flag``)."""
        for oid in ids:
            unit = view.state.get(oid)
            if unit is not None and unit.battlefield == battlefield and (flag is None or getattr(unit, flag)):
                return True
        return False


@dataclass(frozen=True)
class WhenMyCombatEnds(Trigger):
    """"When a combat that I was in ends" (466.7): the end of a combat at my battlefield in which I
    had the Attacker or Defender designation (740.2.c: a unit in combat has one). The designations
    are gone when the combat has ended, so whether I had one is read from this combat's events:
    an attack or defend event of mine after the previous end of a combat I was at."""

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if event.kind != "combat_end" or not event.performed or me.oid not in event.objects:
            return False
        for earlier in reversed([e for e in view.state.log.events if e.seq < event.seq]):
            if earlier.kind == "combat_end" and me.oid in earlier.objects:
                return False  # a previous combat of mine ended without a designation since
            if earlier.kind in DESIGNATIONS and earlier.performed and me.oid in earlier.objects:
                return True
        return False


@dataclass(frozen=True)
class WithUnits(Trigger):
    """"When you conquer here with one or more [Mighty] units": ``trigger``, when at least ``n`` of the
    event's objects (a scoring event lists the scoring player's units there, 383.4.c.2) match
    ``selector`` as it happens (383.2.a.1)."""

    trigger: Trigger
    selector: Selector
    n: int = 1

    def sees_own_leaving(self) -> bool:
        return self.trigger.sees_own_leaving()

    def matches(self, event: Event, me: GameObject, controller: int, view: BoardView) -> bool:
        if not self.trigger.matches(event, me, controller, view):
            return False
        found = [view.state.get(o) for o in event.objects]
        return sum(1 for o in found if o is not None and self.selector.matches(o, me, controller, view)) >= self.n
