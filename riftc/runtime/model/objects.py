"""Runtime model: zones and game objects (the mutable things cards become during a game)."""

from __future__ import annotations

from dataclasses import field
from enum import Enum
from typing import TYPE_CHECKING, Any, Iterable

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)

if TYPE_CHECKING:  # pragma: no cover - typing only, avoids an import cycle
    from .abilities import CardDef


class Zone(str, Enum):
    """Every zone of the play area (rules 106-108).

    The ``repr`` is ``Zone.BASE`` so that generated code and log dumps stay valid Python.
    """

    HAND = "hand"
    MAIN_DECK = "main deck"
    RUNE_DECK = "rune deck"
    TRASH = "trash"
    BANISHMENT = "banishment"
    CHAMPION = "champion zone"
    CHAIN = "chain"
    BASE = "base"
    BATTLEFIELD = "battlefield"
    FACEDOWN = "facedown"
    LEGEND = "legend zone"

    #: Whether this zone is part of the Board (107): base, battlefields, facedown, legend (set on each
    #: zone below: read for nearly every object the rules look at, so a plain attribute).
    on_board: bool

    def __repr__(self) -> str:
        return f"Zone.{self.name}"


BOARD_ZONES = frozenset({Zone.BASE, Zone.BATTLEFIELD, Zone.FACEDOWN, Zone.LEGEND})
for _zone in Zone:
    _zone.on_board = _zone in BOARD_ZONES

#: Durations an effect may have; "this turn" effects expire in the end-of-turn cleanup (317.2.c).
THIS_TURN = "this turn"
THIS_COMBAT = "this combat"
PERMANENT = "permanent"
DURATIONS = (THIS_TURN, THIS_COMBAT, PERMANENT)


@dataclass(frozen=True)
class MightModifier:
    """A temporary arithmetic Might change (477.3), e.g. "+2 [M] this turn".

    ``amount`` is already snapshotted (477.3.b): limits such as "to a minimum of 1" were applied
    when the instruction executed, so the layer system only adds the number.
    """

    amount: int
    duration: str = THIS_TURN
    source: int | None = None
    timestamp: int = 0


@dataclass(frozen=True)
class KeywordGrant:
    """A keyword given to an object by an instruction ("give it [Shield 3] this turn", 801.3.a)."""

    name: str
    value: int | None = None
    duration: str = THIS_TURN
    source: int | None = None
    timestamp: int = 0


#: The change clock: one number for the whole process, advanced by every change to any game object
#: (a field set, one of its lists changed) and stamped on the object as ``GameObject.changed``. The
#: layers (rules/layers.py) keep a computed View with the clock's value it was computed at: while the
#: clock has not moved, nothing the View was computed from has changed, and reading it costs nothing;
#: when it has, the objects stamped later than the View are the ones that changed.
CLOCK = [0]


def _advance(obj: object) -> None:
    stamp = CLOCK[0] + 1
    CLOCK[0] = stamp
    if obj is not None:
        obj.__dict__["changed"] = stamp


class ChangeList(list):  # type: ignore[type-arg]
    """A list field of a GameObject (modifiers, grants, attachments, prevention): a list like any
    other to read, whose every change advances the change clock and stamps its object."""

    __slots__ = ("owner",)

    def __init__(self, owner: GameObject | None = None, items: Iterable[Any] = ()) -> None:
        list.__init__(self, items)
        self.owner = owner

    def _changed(self) -> None:
        _advance(getattr(self, "owner", None))  # no owner yet while a copy or an unpickled one is filled

    def append(self, item: Any) -> None:
        list.append(self, item)
        self._changed()

    def extend(self, items: Iterable[Any]) -> None:
        list.extend(self, items)
        self._changed()

    def insert(self, index: Any, item: Any) -> None:
        list.insert(self, index, item)
        self._changed()

    def remove(self, item: Any) -> None:
        list.remove(self, item)
        self._changed()

    def pop(self, index: Any = -1) -> Any:
        item = list.pop(self, index)
        self._changed()
        return item

    def clear(self) -> None:
        list.clear(self)
        self._changed()

    def sort(self, *args: Any, **kwargs: Any) -> None:
        list.sort(self, *args, **kwargs)
        self._changed()

    def reverse(self) -> None:
        list.reverse(self)
        self._changed()

    def __setitem__(self, index: Any, item: Any) -> None:
        list.__setitem__(self, index, item)
        self._changed()

    def __delitem__(self, index: Any) -> None:
        list.__delitem__(self, index)
        self._changed()

    def __iadd__(self, items: Iterable[Any]) -> ChangeList:  # type: ignore[override, misc]
        list.extend(self, items)
        self._changed()
        return self

    def __imul__(self, times: Any) -> ChangeList:  # type: ignore[override, misc]
        list.__imul__(self, times)
        self._changed()
        return self


_LIST_FIELDS = frozenset({"modifiers", "grants", "attachments", "prevention"})


@dataclass
class GameObject:
    """One card (or token) in the game, wherever it is.

    ``oid`` is stable while the object stays on the board or moves between board locations; a change
    to or from a non-board zone makes it a new object with a new ``oid`` (124, 124.1), which is how
    targets chosen earlier become illegal (359.3.e.4). The Python instance itself is kept, so code
    holding a reference follows the card; the old identity survives as last-known information.

    Besides its fields it has ``on_board`` (kept with ``zone``) and ``changed``, the change clock's
    value at its last change (``CLOCK``).
    """

    oid: int
    card: CardDef
    owner: int
    controller: int
    zone: Zone
    battlefield: int | None = None
    exhausted: bool = False
    stunned: bool = False
    empowered: int = 0
    attacking: bool = False
    defending: bool = False
    hidden: bool = False
    buffs: int = 0
    damage: int = 0
    modifiers: list[MightModifier] = field(default_factory=list)
    grants: list[KeywordGrant] = field(default_factory=list)
    attachments: list[int] = field(default_factory=list)
    attached_to: int | None = None
    copy_of: CardDef | None = None
    copy_source: int | None = None  # the Equipment a copy lasts for ("as long as this is attached")
    copy_stamp: int = 0  # when the current copy effect began: its copied abilities are new instances (vendetta-faq-010)
    copy_since: int = 0  # the first event its copied triggered abilities can see (log position, vendetta-faq-009)
    attached_at: int = 0  # when this card was last attached: its appended abilities are new instances (vendetta-faq-010)
    hidden_turn: int | None = None  # the turn it was hidden (playable from the next turn, 811.1.b)
    from_hidden: int | None = None  # battlefield it was played from hidden at (811.1.d)
    paid_additional: bool = False  # played with its optional additional cost paid (356.2)
    played_from: Zone | None = None  # the zone it was played from (419.1.a: hand, Champion Zone, facedown, …)
    chosen_cost: tuple[int, tuple[str, ...]] | None = None  # "you may play me for [B]": accepted as it is played (356.1.a)
    timestamp: int = 0
    last_might: int | None = None  # set on last-known information: Might as it left the board
    last_alone: bool | None = None  # set on last-known information: a unit alone as it left (740.2.a)
    prevention: list[int | None] = field(default_factory=list)  # damage prevention shields (437), None = all
    # The players whose deal actions marked the damage it has (unleashed-faq-004: "your damage"); restarted
    # when damage is marked on a unit that had none, since every heal clears all of it (418.1).
    marked_by: tuple[int, ...] = ()

    def __setattr__(self, name: str, value: Any) -> None:
        # Every change advances the change clock (``CLOCK``) and stamps the object with it; a list field
        # is kept as a ChangeList of this object, so that changing it in place does the same.
        if name in _LIST_FIELDS and (type(value) is not ChangeList or value.owner is not self):
            value = ChangeList(self, value)
        stamp = CLOCK[0] + 1
        CLOCK[0] = stamp
        found = self.__dict__
        found[name] = value
        found["changed"] = stamp
        if name == "zone":  # ``on_board``: whether the object is on the board (base, battlefield, facedown, legend)
            found["on_board"] = value.on_board

    @property
    def name(self) -> str:
        """The printed (or copied) name, for log sentences."""
        return (self.copy_of or self.card).name

    @property
    def ready(self) -> bool:
        """Ready is simply "on the board and not exhausted" (415.2)."""
        return self.on_board and not self.exhausted

    def location(self) -> tuple[str, int] | None:
        """The location (197) as ``("base", player)`` or ``("battlefield", index)``, else None."""
        if self.zone is Zone.BASE:
            return ("base", self.controller)
        if self.zone is Zone.BATTLEFIELD and self.battlefield is not None:
            return ("battlefield", self.battlefield)
        return None

    def snapshot(self) -> GameObject:
        """A deep copy kept as last-known information when the object changes identity (359.3.e.13)."""
        snap = object.__new__(type(self))  # the fields copied as they are, its lists copied as its own
        values = snap.__dict__
        values.update(self.__dict__)
        for name in _LIST_FIELDS:
            values[name] = ChangeList(snap, values[name])
        return snap

    def clear_temporary(self) -> None:
        """Forget everything a zone change to/from a non-board zone clears (124.1, 705)."""
        self.exhausted = self.stunned = self.attacking = self.defending = self.hidden = False
        self.empowered = self.buffs = self.damage = 0
        self.marked_by = ()
        self.modifiers.clear()
        self.grants.clear()
        self.prevention.clear()
        self.attachments.clear()
        self.attached_to = None
        self.copy_of = self.copy_source = None
        self.copy_stamp = self.attached_at = self.copy_since = 0
        self.hidden_turn = self.from_hidden = None
        self.paid_additional = False
        self.played_from = None
        self.chosen_cost = None
        self.last_might = self.last_alone = None
