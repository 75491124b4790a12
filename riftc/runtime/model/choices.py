"""Runtime choices: ``Choose`` (targets, 355.5) and ``Joined`` (several targets joined by "and",
355.7), and the picks that are made as an instruction executes and are not targets (``Pick``,
``PickAmong``, ``EachPlayerPicks``, ``InTurnOrderPicks``, 355.10.c). The requests these put to the
players and the choosers that answer them are in choosers.py.

Targets are chosen when a spell is played or a triggered/activated ability is put on the chain
(355.5, 355.5.b, 402.2), checked for legality then (355.8, 355.9; "up to" allows zero, 355.13),
and checked again on resolution (359.3.e.2): illegal ones are left alone and, if all of them are
illegal, the instruction is ignored (359.3.e.7-8).

"Starting with the next player, each player may …" (``InTurnOrderPicks``): the order is the turn
order (115.1.c), begun at the next player after the ability's controller instead of at the turn
player (303.2.a); you come last. Each player picks on resolution; the picks are choices of those
players, not targets of the spell (355.10.c), and the instruction then acts on all of the objects
picked.
"""

from __future__ import annotations

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .groups import ANY_NUMBER, AtPart, GroupRule, Relative, place_code, place_codes
from .objects import GameObject
from .places import PlaceRef, at_places
from .selectors import Selector
from .targets import It, ObjectRef, Referents, Scope


@dataclass(frozen=True)
class Choose(ObjectRef):
    """"a unit" / "up to two other friendly units": ``count`` objects matching ``selector``.

    With ``up_to`` any number from 0 to ``count`` may be chosen (355.13); otherwise exactly
    ``count`` (355.8). ``excluding`` lists indices of earlier instructions whose chosen targets
    may not be chosen again ("another friendly unit" after "kill a friendly unit");
    ``not_event_object``: nor the object of the event a replacement modifies ("another" than the
    unit this is being attached to). The chosen
    objects are targets (355.7). They are stored by the resolving ability (see
    effects.Resolution), not on this node, which is immutable shared data.
    """

    selector: Selector
    count: int = 1
    up_to: bool = False
    excluding: tuple[int, ...] = ()
    not_event_object: bool = False  # "As this is attached to a unit, choose another friendly unit"
    group: GroupRule | None = None  # what the chosen objects must fulfil together (355.11)
    relative: Relative | None = None  # "an enemy unit at its location / with less Might than it"
    at_part: AtPart | None = None  # "a battlefield and an enemy unit there": where another part chose
    at: PlaceRef | None = None  # "another unit there": at a place named before (checked again, 359.3.e.2)

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("Choose.count must be at least 1")

    @property
    def minimum(self) -> int:
        """Fewest objects a legal choice may have."""
        return 0 if self.up_to else self.count

    @property
    def any_number(self) -> bool:
        """"any number of" (355.13): up to as many as there are."""
        return self.up_to and self.count >= ANY_NUMBER

    def resolve(self, scope: Scope) -> Referents:
        """Chosen targets still legal now (359.3.e.2-8); all illegal -> ignored. A group that no longer
        fulfils its requirement together: the controller keeps a subset of the original targets that
        does (355.11.b)."""
        chosen = scope.chosen(self)
        source = scope.source_object()
        legal = at_places(scope, tuple(o for o in chosen if _still_legal(self.selector, o, source, scope)), self.at)
        places = getattr(scope, "chosen_places", lambda: ())()
        if self.group is not None and self.group.one_per_location and len(places) == len(chosen):
            # each target's restriction is its own location: moved elsewhere, it no longer fulfils it
            # (359.3.e.2, unleashed-faq-016)
            at = dict(zip(chosen, places))
            legal = tuple(o for o in legal if place_code(scope.state.objects[o].location()) == at[o])
        if self.relative is not None:  # still so related to that object (359.3.e.2); gone: nothing is (359.3.e.12)
            outcome = scope.outcome(self.relative.link)
            ids = () if outcome is None or outcome.ignored else outcome.targets
            anchors = [o for a in ids if (o := scope.state.get(a)) is not None and o.on_board]
            view = scope.view
            legal = tuple(o for o in legal if self.relative.holds(scope.state.objects[o], anchors, view))
        if self.group is not None and legal and not self.group.holds(legal, scope.view):
            legal = keep_fulfilling(self.group, legal, scope)
        return Referents(legal, ignored=bool(chosen) and not legal, rule="359.3.e.7")


@dataclass(frozen=True)
class Joined(ObjectRef):
    """"a friendly unit and an enemy unit": one instruction's several targets joined by "and", each
    chosen on its own (355.7) when the spell or ability is put on the chain, from its own description
    (355.9.b). Each part is a different object: a later part cannot take an object an earlier part
    took (the phrases name distinct objects; "another" says so outright).

    The choices are stored under the instruction's field name with the part's number
    (``"target.0"``, ``"target.1"``; ``Resolution.part``). On resolution each part is checked on its
    own (359.3.e.2): illegal ones are left alone (359.3.e.8), and only if all are illegal is the
    instruction ignored (359.3.e.7).
    """

    parts: tuple[Choose, ...]
    group: GroupRule | None = None  # "a friendly unit and an enemy unit at the same battlefield" (355.11)

    def __post_init__(self) -> None:
        if len(self.parts) < 2:
            raise ValueError("Joined needs at least two parts")

    def resolve(self, scope: Scope) -> Referents:
        legal: list[int] = []
        chose_any = False
        found: list[tuple[int, ...]] = []
        for k, part in enumerate(self.parts):
            with scope.part(k):  # type: ignore[attr-defined]  # only a Resolution holds targets
                refs = part.resolve(scope)
            chose_any = chose_any or bool(refs.objects) or refs.ignored
            objects = refs.objects
            if part.at_part is not None:  # still where the place chosen with it is, if that is legal (359.3.e.2)
                codes = place_codes(scope.state, found[part.at_part.part])
                objects = tuple(o for o in objects if part.at_part.holds(scope.state.objects[o], codes))
            found.append(objects)
            legal += [o for o in objects if o not in legal]
        kept = tuple(legal)
        if self.group is not None and kept and not self.group.holds(kept, scope.view):
            kept = keep_fulfilling(self.group, kept, scope)
        return Referents(kept, ignored=chose_any and not kept, rule="359.3.e.7")


def target_prompt(src: GameObject | None, action: str, ref: Choose) -> str:
    """What a request for one slot's targets asks: "Zap: damage 1 unit at a battlefield"."""
    who = src.name if src is not None else "effect"
    many = "any number of" if ref.any_number else f"up to {ref.count}" if ref.up_to else str(ref.count)
    together = f" ({ref.group.describe()})" if ref.group is not None else ""
    return f"{who}: {action} {many} {ref.selector.describe()}{together}"


def placed_by(ref: Choose, key: tuple[int, str] | None) -> tuple[int, str] | None:
    """The choices key of the part whose chosen place part ``key`` of a joined target must be at (or
    away from, ``AtPart``); None when ``ref`` names no such place."""
    if ref.at_part is None or key is None or "." not in key[1]:
        return None
    return key[0], part_key(key[1].partition(".")[0], ref.at_part.part)


@dataclass(frozen=True)
class ChosenPart(It):
    """"that unit" / "that battlefield" / "the chosen unit" after "Choose a battlefield and an enemy unit
    there": what part ``part`` of the joined target of instruction ``link`` chose (355.7), among what
    that instruction operated on. Ignored if that instruction was (359.3.e.14.a); a part whose choice
    is no longer legal names nothing, so what is about it affects nothing (359.3.e.5) while the rest
    of the instruction still happens ("Deal 4 to that unit and 1 to each other enemy unit there",
    359.3.e.8)."""

    part: int = 0
    field: str = "target"

    @property
    def slot(self) -> tuple[int, str]:
        """The choices key of that part."""
        return self.link, part_key(self.field, self.part)

    def resolve(self, scope: Scope) -> Referents:
        outcome = scope.outcome(self.link)
        if outcome is None or outcome.ignored:
            return Referents(ignored=True, rule="359.3.e.14.a")
        chosen = getattr(scope, "choices", {}).get(self.slot, ())
        return Referents(tuple(o for o in outcome.targets if o in chosen))


def keep_fulfilling(group: GroupRule, legal: tuple[int, ...], scope: Scope) -> tuple[int, ...]:
    """355.11.b: the group of targets no longer fulfils its requirement, so the controller keeps a part
    of it that does, one target at a time: each offered target keeps the group fulfilled with those
    kept before (every requirement of a ``GroupRule`` holds for any part of a group that fulfils it),
    so no answer can leave a group that doesn't. Keeping none is allowed."""
    kept: tuple[int, ...] = ()
    while True:
        options = tuple(o for o in legal if o not in kept and group.holds((*kept, o), scope.view))
        more = scope.pick(options, 0, 1, f"keep another target that fulfils {group.describe()} (355.11.b)")  # type: ignore[attr-defined]
        if not more:
            return kept
        kept += more


def part_key(name: str, k: int) -> str:
    """The choice key of part ``k`` of the Joined reference in field ``name``."""
    return f"{name}.{k}"


@dataclass(frozen=True)
class Pick(ObjectRef):
    """Objects the controller picks when the instruction executes; they are *not* targets.

    Used for costs within instructions ("spend a buff to ...", 740.4.a; costs are not targets,
    355.10.c) and for "recycle 2 from your trash" (416.6). Fewer options than ``count``: as many
    as possible (416.4).
    """

    selector: Selector
    count: int = 1
    up_to: bool = False

    def resolve(self, scope: Scope) -> Referents:
        options = self.selector.select(scope.source_object(), scope.controller, scope.view)
        prompt = f"pick {'up to ' if self.up_to else ''}{self.count} {self.selector.describe()}"
        return Referents(scope.pick(options, 0 if self.up_to else self.count, self.count, prompt))


@dataclass(frozen=True)
class PickAmong(ObjectRef):
    """"Then ready two of them" after playing tokens: the controller picks ``count`` of the objects
    ``among`` refers to as the instruction executes. They did not exist when the spell was played, so
    the pick is made on resolution (355.17) and is not a target; fewer there: as many as there are."""

    among: ObjectRef
    count: int = 1

    def resolve(self, scope: Scope) -> Referents:
        refs = self.among.resolve(scope)
        if refs.ignored:
            return refs
        options = tuple(o for o in refs.objects if scope.state.get(o) is not None)
        return Referents(scope.pick(options, self.count, self.count, f"pick {self.count} of them"))


@dataclass(frozen=True)
class EachPlayerPicks(ObjectRef):
    """"Each player kills one of their units": every player, in turn order from the turn player
    (303.2.a), picks ``count`` of the objects they control that match ``selector`` (judged as if
    that player were "you"); not targets (355.10.c). The instruction then acts on all of them at once.
    ``others_only``: the ability's controller doesn't pick ("If you paid my additional cost, you don't
    kill a unit this way", 359.3.e.14). ``opponents_only``: only the controller's opponents pick ("each
    opponent must kill one of their units"; no teammate, 740.1.b)."""

    selector: Selector
    count: int = 1
    others_only: bool = False
    opponents_only: bool = False

    def resolve(self, scope: Scope) -> Referents:
        state, source = scope.state, scope.source_object()
        picked: list[int] = []
        opponents = state.opponents(scope.controller)
        for seat in range(len(state.players)):
            pid = (state.current + seat) % len(state.players)
            if (self.others_only and pid == scope.controller) or (self.opponents_only and pid not in opponents):
                continue
            options = self.selector.select(source, pid, scope.view)
            picked += scope.pick(options, self.count, self.count,
                                 f"{state.player(pid).name}: pick {self.count} {self.selector.describe()}", player=pid)
        return Referents(tuple(picked))


@dataclass(frozen=True)
class InTurnOrderPicks(ObjectRef):
    """Every player in turn order from the one after the ability's controller (the controller last;
    skipped with ``others_only``: "each other player") picks ``count`` objects matching ``selector``,
    judged from the ability's controller ("a unit you don't control"); ``up_to``: a player may pick
    none ("each player may …"); ``distinct``: never an object picked before ("that hasn't been chosen
    for this spell")."""

    selector: Selector
    count: int = 1
    up_to: bool = False
    others_only: bool = False
    distinct: bool = False

    def resolve(self, scope: Scope) -> Referents:
        state, source = scope.state, scope.source_object()
        seats = len(state.players)
        picked: list[int] = []
        for seat in range(1, seats + 1):
            pid = (scope.controller + seat) % seats
            if self.others_only and pid == scope.controller:
                continue
            options = tuple(o for o in self.selector.select(source, scope.controller, scope.view)
                            if not (self.distinct and o in picked))
            picks = scope.pick(options, 0 if self.up_to else self.count, self.count,
                               f"{state.player(pid).name}: pick {'up to ' if self.up_to else ''}{self.count} "
                               f"{self.selector.describe()}", player=pid)
            picked += [o for o in picks if o not in picked]
        return Referents(tuple(picked))


def _still_legal(selector: Selector, oid: int, source: GameObject | None, scope: Scope) -> bool:
    # A target that changed zones to/from a non-board zone is a new object: its old id is gone (359.3.e.4).
    # One that became untargetable for this controller since it was chosen ("can't be chosen by enemy
    # spells and abilities unless I'm in combat", moved out of combat) is mistargeted (758.1, vendetta-faq-017).
    obj = scope.state.get(oid)
    return obj is not None and selector.matches(obj, source, scope.controller, scope.view) \
        and not (obj.on_board and scope.view.forbids(obj, "choose", scope.controller))
