"""Runtime selectors: which objects a phrase like "other buffed friendly units here" means.

A ``Selector`` is data (a frozen dataclass); it is evaluated relative to the ability's source and
controller (359.3.f.4: "friendly"/"enemy" are relative to the ability) against a ``BoardView`` that
supplies current characteristics (Might after layers, keywords). Results keep board order, so the
same state always gives the same answer.
"""

from __future__ import annotations

import re
from typing import ClassVar

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .board_view import BoardView
from .objects import GameObject, Zone

FRIENDLY = "friendly"
ENEMY = "enemy"
YOURS = "yours"  # "your units", "a unit you control": you alone, never a teammate (riftbound-origins-faq-061)
CONTROLLERS = (FRIENDLY, ENEMY, YOURS, None)
LOCATIONS = ("here", "my battlefield", "battlefield", "base", None)
ZONE_NAMES = {z.value: z for z in Zone} | {"board": None}
ANYWHERE = "anywhere"  # a Selector.zone for an event's objects, wherever the event put them
MIGHTY_AT = 5  # 708: a unit is Mighty while its Might is 5 or greater


# -- properties ------------------------------------------------------------------------------
class Property:
    """Base of object properties used in ``Selector.properties`` and the ``Is`` condition."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        """Whether ``obj`` has this property now."""
        raise NotImplementedError

    def test_from(self, obj: GameObject, source: GameObject | None, view: BoardView) -> bool:
        """Whether ``obj`` has this property, judged from ``source`` (the ability's object); most
        properties don't depend on it."""
        return self.test(obj, view)

    #: The property in a player's words, its fields named in braces ("with Might {n} or less").
    phrase: ClassVar[str] = ""

    def describe(self) -> str:
        """The property in a player's words, for prompts and logs: "buffed", "Equipment", "with
        Might 3 or less": its ``phrase``, or else the words of its class name ("InCombat": "in combat")."""
        if self.phrase:
            return self.phrase.format(**vars(self))
        return re.sub(r"(?<!^)(?=[A-Z])", " ", type(self).__name__).lower().removeprefix("is ")


def _after_noun(phrase: str) -> bool:
    """Whether a property's phrase follows the noun ("unit with [Tank]") rather than leading it
    ("buffed unit")."""
    return phrase.startswith(("with ", "owned ", "attached ", "named ", "at ", "in ", "not ", "that "))


@dataclass(frozen=True)
class Buffed(Property):
    """Has at least one buff counter (702.2.a)."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.buffs > 0


@dataclass(frozen=True)
class Exhausted(Property):
    """Is exhausted (414.2)."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.on_board and obj.exhausted


@dataclass(frozen=True)
class IsReady(Property):
    """Is ready (415.2)."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.ready


@dataclass(frozen=True)
class Stunned(Property):
    """Is stunned (423.1.a)."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.stunned


@dataclass(frozen=True)
class Empowered(Property):
    """Is empowered (441.2); ``times`` > 1 for "Empowered three times" (Kayle, Justified, whose
    empowered status counts, vendetta-faq-015)."""

    times: int = 1

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.empowered >= self.times


@dataclass(frozen=True)
class Damaged(Property):
    """Has damage marked on it (142.4)."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.damage > 0


@dataclass(frozen=True)
class Equipped(Property):
    """Has one or more Equipment attached (818.3)."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return any(o.attached_to == obj.oid and "Equipment" in view.tags(o) for o in view.state.board_objects())


@dataclass(frozen=True)
class Attached(Property):
    """An attached card: a gear attached to a unit (434.1, "an attached Equipment you control")."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.attached_to is not None


@dataclass(frozen=True)
class Detached(Property):
    """A gear on the board attached to nothing (435.1, "a detached Equipment you control")."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.attached_to is None


@dataclass(frozen=True)
class Attacking(Property):
    """Has the attacker designation."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.attacking


@dataclass(frozen=True)
class Defending(Property):
    """Has the defender designation."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.defending


@dataclass(frozen=True)
class InCombat(Property):
    """Is in combat (740.2.c): has a combat designation, which only a combat in progress gives."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.attacking or obj.defending


@dataclass(frozen=True)
class Mighty(Property):
    """Might 5 or more (708); off the board printed Might counts (711)."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return view.might(obj) >= MIGHTY_AT


@dataclass(frozen=True)
class MightAtMost(Property):
    """Might ``n`` or less (negative Might counts as 0 when referenced, 143.2.b)."""

    phrase: ClassVar[str] = "with Might {n} or less"

    n: int

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return max(0, view.might(obj)) <= self.n


@dataclass(frozen=True)
class MightThanSource(Property):
    """"with less Might than me" (``less``) / "with more Might than me": compared with the Might of the
    ability's source now (negative counts as 0, 143.2.b); with no source on the board, nothing is."""

    less: bool = True

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return False  # needs the source: Selector.matches calls test_from

    def test_from(self, obj: GameObject, source: GameObject | None, view: BoardView) -> bool:
        if source is None or not source.on_board:
            return False
        mine, theirs = max(0, view.might(obj)), max(0, view.might(source))
        return mine < theirs if self.less else mine > theirs

    def describe(self) -> str:
        return f"with {'less' if self.less else 'more'} Might than me"


@dataclass(frozen=True)
class MightAtLeast(Property):
    """Might ``n`` or more."""

    phrase: ClassVar[str] = "with Might {n} or more"

    n: int

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return max(0, view.might(obj)) >= self.n


@dataclass(frozen=True)
class CostBound(Property):
    """"that costs [5] or more", "with Energy cost no more than [1]", "Power cost [A][A] or more"
    (206): the Energy (``kind="energy"``) or the number of Power symbols (``kind="power"``) of the
    object's cost, at most (``at_most``) or at least ``n``. Copies cost what they copy (477.1.b.1.a)."""

    kind: str
    n: int
    at_most: bool = True

    def __post_init__(self) -> None:
        if self.kind not in ("energy", "power"):
            raise ValueError("CostBound.kind must be 'energy' or 'power'")

    def test(self, obj: GameObject, view: BoardView) -> bool:
        card = obj.copy_of or obj.card
        value = (card.energy or 0) if self.kind == "energy" else len(card.power or ())
        return value <= self.n if self.at_most else value >= self.n

    def describe(self) -> str:
        return f"with {self.kind.capitalize()} cost {self.n} or {'less' if self.at_most else 'more'}"


@dataclass(frozen=True)
class HasTag(Property):
    """Has tag ``tag`` (e.g. "Yordle", "Ionia"); tags can be changed by layer 1 effects."""

    phrase: ClassVar[str] = "{tag}"

    tag: str

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return self.tag in view.tags(obj)


@dataclass(frozen=True)
class HasKeyword(Property):
    """Has keyword ``name`` now (printed or granted; 807.3, 814.3, 815.3)."""

    phrase: ClassVar[str] = "with [{name}]"

    name: str

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return view.keyword_value(obj, self.name) is not None


@dataclass(frozen=True)
class NamedLikeSource(Property):
    """"with my name" (759): has the same name as the ability's source (a copy has the name it
    copies, 477.1.b.1.a)."""

    phrase: ClassVar[str] = "named like me"

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return False  # needs the source: Selector.matches calls test_from

    def test_from(self, obj: GameObject, source: GameObject | None, view: BoardView) -> bool:
        return source is not None and obj.name == source.name


@dataclass(frozen=True)
class ElsewhereThanSource(Property):
    """"an enemy unit at a different location": at a location other than the source's (a base or a
    battlefield); with the source off the board, any location is a different one."""

    phrase: ClassVar[str] = "at another location than mine"

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return False  # needs the source: Selector.matches calls test_from

    def test_from(self, obj: GameObject, source: GameObject | None, view: BoardView) -> bool:
        where = obj.location()
        return where is not None and (source is None or not source.on_board or where != source.location())


@dataclass(frozen=True)
class AttachedToSource(Property):
    """"each Equipment attached to me" (434): attached to the ability's source now."""

    phrase: ClassVar[str] = "attached to me"

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return False  # needs the source: Selector.matches calls test_from

    def test_from(self, obj: GameObject, source: GameObject | None, view: BoardView) -> bool:
        return source is not None and source.on_board and obj.on_board and obj.attached_to == source.oid


@dataclass(frozen=True)
class Facedown(Property):
    """Is a card hidden facedown on the board (a facedown zone, 355.9.a.3); "facedown card" never
    means a card in a deck (riftbound-origins-faq-070)."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.zone is Zone.FACEDOWN


@dataclass(frozen=True)
class IsCard(Property):
    """"a card" in card text: a Main Deck card (052: not a rune, legend or battlefield), and not a
    token (185)."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return (obj.card.type or "").lower() in ("unit", "gear", "spell") and obj.card.supertype != "Token"


@dataclass(frozen=True)
class OwnedByYou(Property):
    """"a card you own" (127): owned by the controller of the ability's source."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return False  # needs the source: Selector.matches calls test_from

    def test_from(self, obj: GameObject, source: GameObject | None, view: BoardView) -> bool:
        return source is not None and obj.owner == source.controller


@dataclass(frozen=True)
class HasDomain(Property):
    """Is of domain ``domain`` ("an enemy Order ([Y]) unit", 134); a copy has the domains of what it
    copies (477.1.b.1.a)."""

    phrase: ClassVar[str] = "{domain}"

    domain: str

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return self.domain in (obj.copy_of or obj.card).domains


@dataclass(frozen=True)
class IsToken(Property):
    """Is a token (180; not a card, 185)."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return obj.card.supertype == "Token"


@dataclass(frozen=True)
class Not(Property):
    """Negates another property ("unbuffed", "non-Mighty")."""

    inner: Property

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return not self.inner.test(obj, view)

    def describe(self) -> str:
        return f"not {self.inner.describe()}"


@dataclass(frozen=True)
class AnyOf(Property):
    """Holds if any of ``options`` holds ("stunned or exhausted")."""

    options: tuple[Property, ...]

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return any(p.test(obj, view) for p in self.options)

    def test_from(self, obj: GameObject, source: GameObject | None, view: BoardView) -> bool:
        return any(p.test_from(obj, source, view) for p in self.options)

    def describe(self) -> str:
        return " or ".join(option.describe() for option in self.options)


# -- the selector ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Selector:
    """A description of objects, e.g. ``Selector(types=("unit",), controller="friendly", other=True)``.

    * ``types``: card types in lower case ("unit", "gear", "spell", "rune"); empty = any type.
    * ``controller``: "friendly" (the ability's controller or a teammate, 740.1.a), "yours" (its
      controller alone: "your units", "a unit you control"), "enemy" (740.1.b) or None.
    * ``other``: excludes the source ("other friendly units"); ``self_only``: only the source ("me").
    * ``location``: "here" (same location as the source), "my battlefield" (the battlefield the
      source is at: none while it is in a base), "battlefield", "base" or None.
    * ``zone``: "board" by default, since "unit"/"gear"/"rune" mean objects on the board
      (355.9.a.1); otherwise a Zone value such as "trash" or "hand".
    * ``properties``: further properties, all of which must hold.
    """

    types: tuple[str, ...] = ()
    controller: str | None = None
    other: bool = False
    self_only: bool = False
    location: str | None = None
    zone: str = "board"
    properties: tuple[Property, ...] = ()

    def __post_init__(self) -> None:
        if self.controller not in CONTROLLERS:
            raise ValueError(f"controller must be one of {CONTROLLERS}, not {self.controller!r}")
        if self.location not in LOCATIONS:
            raise ValueError(f"location must be one of {LOCATIONS}, not {self.location!r}")
        if self.zone not in ZONE_NAMES and self.zone != ANYWHERE:
            raise ValueError(f"unknown zone {self.zone!r}")

    def describe(self) -> str:
        """A short English description for prompts and logs, e.g. "other friendly unit here"."""
        if self.self_only:
            return "me"
        words = ["other"] if self.other else []
        words += [{YOURS: "your"}.get(self.controller, self.controller)] if self.controller else []
        phrases = [p.describe() for p in self.properties]
        words += [phrase for phrase in phrases if not _after_noun(phrase)]
        words.append("/".join(self.types) or "object")
        words += [phrase for phrase in phrases if _after_noun(phrase)]
        where = {"here": "here", "my battlefield": "at my battlefield", "battlefield": "at a battlefield",
                 "base": "in base"}
        words += [where[self.location]] if self.location else []
        words += [f"in {self.zone}"] if self.zone != "board" else []
        return " ".join(words)

    def matches(self, obj: GameObject, source: GameObject | None, controller: int,
                view: BoardView) -> bool:
        """Whether ``obj`` fits, judged from an ability of ``source`` controlled by ``controller``."""
        return (self._zone_ok(obj) and (not self.types or self._type_ok(obj))
                and (self.controller is None or self._who_ok(obj, controller, view.state.teams))
                and (not (self.other or self.self_only) or self._self_ok(obj, source))
                and (self.location is None or self._location_ok(obj, source))
                and (not self.properties or all(p.test_from(obj, source, view) for p in self.properties)))

    def select(self, source: GameObject | None, controller: int, view: BoardView) -> tuple[int, ...]:
        """Ids of every matching object, in stable board order."""
        board = ZONE_NAMES.get(self.zone, False) is None  # "a unit": the board the state keeps (_zone_ok), in order
        candidates = view.state.board_objects() if board else view.state.objects.values()
        return tuple(o.oid for o in candidates if self.matches(o, source, controller, view))

    def _zone_ok(self, obj: GameObject) -> bool:
        if self.zone == ANYWHERE:  # the subject of an event ("When you discard one or more cards")
            return True
        wanted = ZONE_NAMES[self.zone]
        if wanted is None:  # "a unit" is a face-up object on the board; a hidden card is none (811)
            return obj.on_board and obj.zone is not Zone.FACEDOWN
        return obj.zone is wanted

    def _type_ok(self, obj: GameObject) -> bool:
        kind = (obj.card.type or "").lower()
        return not self.types or kind in self.types

    def _who_ok(self, obj: GameObject, controller: int, teams: tuple[int, ...]) -> bool:
        """"friendly": controlled by you or a teammate (740.1.a, 489.8.e, riftbound-origins-faq-060; off
        the board and the chain a card is its owner's alone, faq-061); "yours": by you alone (faq-061);
        "enemy": by an opponent (740.1.b: not a teammate)."""
        if self.controller == YOURS or (self.controller == FRIENDLY and not (obj.on_board or obj.zone is Zone.CHAIN)):
            return obj.controller == controller
        if self.controller == FRIENDLY:
            return teams[obj.controller] == teams[controller]
        if self.controller == ENEMY:
            return teams[obj.controller] != teams[controller]
        return True

    def _self_ok(self, obj: GameObject, source: GameObject | None) -> bool:
        is_source = source is not None and obj.oid == source.oid
        return not (self.other and is_source) and not (self.self_only and not is_source)

    def _location_ok(self, obj: GameObject, source: GameObject | None) -> bool:
        if self.location is None:
            return True
        where = obj.location()
        if self.location in ("here", "my battlefield"):
            # 359.3.f.2: "here" is checked on execution; a source off the board has no "here".
            here = where is not None and source is not None and where == source.location()
            return here and (self.location == "here" or where[0] == "battlefield")
        return where is not None and where[0] == self.location


@dataclass(frozen=True)
class Fits(Property):
    """Fits ``selector`` (its types, "other", location and properties; its controller must be None:
    "friendly"/"enemy" belong to the selector this is a property of). "a unit at a battlefield or a
    gear" is ``AnyOf((Fits(unit at a battlefield), Fits(gear)))``."""

    selector: Selector

    def __post_init__(self) -> None:
        if self.selector.controller is not None or self.selector.zone != "board":
            raise ValueError("Fits takes a selector of board objects without a controller")

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return self.test_from(obj, None, view)

    def test_from(self, obj: GameObject, source: GameObject | None, view: BoardView) -> bool:
        return self.selector.matches(obj, source, 0, view)  # no controller to compare with

    def describe(self) -> str:
        return f"that is a {self.selector.describe()}"
