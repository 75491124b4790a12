"""Runtime group requirements (355.11): targets that must fulfil a restriction together, such as
Fox-Fire's "any number of units at a battlefield with total Might 4 or less" (all at one
battlefield, their Mights summed). A ``Choose`` with a ``GroupRule`` is checked as a whole when the
targets are chosen (355.11.a) and again on resolution, where the controller keeps a subset of the
original targets that fulfils it (355.11.b). Also ``Relative``: a restriction relative to what an
earlier instruction chose ("an enemy unit at its location", "an enemy unit with less Might than it"), and
``AtPart``: one relative to the place another part of the same joined target chose ("… and an enemy unit there")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)

if TYPE_CHECKING:  # pragma: no cover
    from .objects import GameObject
    from .selectors import BoardView
    from .state import GameState

# "any number of" (355.13): a count no board reaches; a request asks for at most as many as there are.
ANY_NUMBER = 999


@dataclass(frozen=True)
class GroupRule:
    """What the chosen objects must fulfil together.

    * ``same_location``: all at one location ("any number of units at a battlefield" means at a
      single battlefield, riftbound-origins-faq-053; "at the same location", 355.11).
    * ``total_might_at_most``: their Mights summed are at most this (negative Might counts as 0
      when referenced, 143.2.b).
    * ``same_controller``: all controlled by one player ("with the same controller").
    * ``one_per_location``: "up to one enemy unit at each location": at most one at any location,
      each legal on resolution only at the location it was chosen at (one targeting restriction
      per location, unleashed-faq-016; ``Choose.resolve`` compares the locations noted then).
    """

    same_location: bool = False
    total_might_at_most: int | None = None
    same_controller: bool = False  # "any number of enemy units with the same controller"
    one_per_location: bool = False

    def holds(self, ids: tuple[int, ...], view: BoardView) -> bool:
        """Whether the objects ``ids`` fulfil the requirement now."""
        objects = [view.state.get(o) for o in ids]
        if any(o is None for o in objects):
            return False
        if self.same_location and len({o.location() for o in objects}) > 1:  # type: ignore[union-attr]
            return False
        if self.same_controller and len({o.controller for o in objects}) > 1:  # type: ignore[union-attr]
            return False
        if self.one_per_location and len({o.location() for o in objects}) < len(objects):  # type: ignore[union-attr]
            return False
        if self.total_might_at_most is not None \
                and sum(max(0, view.might(o)) for o in objects) > self.total_might_at_most:  # type: ignore[arg-type]
            return False
        return True

    def describe(self) -> str:
        """For prompts and errors: "at one location, total Might 4 or less"."""
        words = ["at one location"] if self.same_location else []
        words += ["with one controller"] if self.same_controller else []
        words += ["at most one at each location"] if self.one_per_location else []
        if self.total_might_at_most is not None:
            words.append(f"total Might {self.total_might_at_most} or less")
        return ", ".join(words)


RELATIONS = ("same location", "less might", "more might", "attached", "one of")


@dataclass(frozen=True)
class Relative:
    """A targeting restriction relative to the object(s) instruction ``link`` chose (355.9.b): "an
    enemy unit at its location" (``kind="same location"``), "an enemy unit with less Might than it"
    (``"less might"``, negative Might counting as 0, 143.2.b), "detach an Equipment from it"
    (``"attached"``: attached to that object, 434.1), "up to two of them" (``"one of"``: one of those
    objects, 355.13). Checked against the objects chosen
    when targets are chosen, and against those objects as they are on resolution (359.3.e.2); with
    them gone there is nothing to compare with and no object qualifies (359.3.e.12)."""

    link: int
    kind: str

    def __post_init__(self) -> None:
        if self.kind not in RELATIONS:
            raise ValueError(f"Relative.kind must be one of {RELATIONS}")

    def holds(self, obj: GameObject, anchors: list[GameObject], view: BoardView) -> bool:
        """Whether ``obj`` stands in this relation to every one of ``anchors`` (none: it doesn't)."""
        if not anchors or not obj.on_board:
            return False
        if self.kind == "same location":
            return all(obj.location() == a.location() for a in anchors)
        if self.kind == "attached":
            return all(obj.attached_to == a.oid for a in anchors)
        if self.kind == "one of":  # "up to two of them": one of those objects (355.13)
            return any(obj.oid == a.oid for a in anchors)
        mine = max(0, view.might(obj))
        theirs = [max(0, view.might(a)) for a in anchors]
        return all(mine < t for t in theirs) if self.kind == "less might" else all(mine > t for t in theirs)


@dataclass(frozen=True)
class AtPart:
    """"Choose a battlefield and an enemy unit there", "a battlefield you control and a unit you control
    at a different location": a part of a joined target (355.7) whose targeting restriction is the
    place part ``part`` of the same phrase chose (355.9.b): at that battlefield, or (``elsewhere``) at
    any other location. Checked when it is chosen and again on resolution (359.3.e.2); with that
    choice gone there is no place to compare with and nothing qualifies (359.3.e.12)."""

    part: int
    elsewhere: bool = False

    def holds(self, obj: GameObject, codes: tuple[int, ...]) -> bool:
        """Whether ``obj`` is where this says, given the location codes (``place_code``) of what that
        part chose (``place_codes``)."""
        if not codes or not obj.on_board:
            return False
        return (place_code(obj.location()) in codes) != self.elsewhere


def place_codes(state: GameState, chosen: tuple[int, ...]) -> tuple[int, ...]:
    """Where what a part chose is: a battlefield chosen as such is its location code, an object its
    location's (``place_code``) while it is on the board ("a unit you control and another unit you
    control at a different location")."""
    codes = [c for c in chosen if c < 0]
    codes += [place_code(o.location()) for c in chosen if c >= 0 and (o := state.get(c)) is not None and o.on_board]
    return tuple(codes)


def place_code(place: tuple[str, int] | None) -> int:
    """A location as a number kept with a choice: battlefield i → -(i + 2), player p's base →
    -(1000000 + p) (negative, so never an object id, and apart from mode codes), nowhere → -1."""
    if place is None:
        return -1
    return -(int(place[1]) + 2) if place[0] == "battlefield" else -(1_000_000 + int(place[1]))
