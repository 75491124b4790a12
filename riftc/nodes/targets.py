"""AST: Costs, targets and selectors, keywords (Core Rules 201, 355, 739, 800-829)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node

if TYPE_CHECKING:
    from riftc.nodes.instructions import MightAmount


# --- costs -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Costs(Node, AsList):
    """Costs separated by commas (rules 201, 376.1)."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class ManaCost(Node, AsList):
    """Energy and power symbols: ``[1][R]`` is ``("1", "R")`` (rule 134.2)."""

    symbols: tuple[str, ...]


@dataclass(frozen=True)
class ExhaustSymbol(Node):
    """``[E]``: exhaust this object as a cost."""


@dataclass(frozen=True)
class PayTheCost(Node):
    """``Pay the cost`` / ``Pay either cost``: the keyword's printed cost, in its reminder."""

    which: str


@dataclass(frozen=True)
class SpendBuff(Node):
    """``Spend my buff`` as a cost, ``spend a buff to …`` inside an instruction (rule 426)."""

    whose: str


@dataclass(frozen=True)
class SpendXp(Node):
    """``Spend 2 XP`` as a cost (rule 728)."""

    amount: int
    unit: str


@dataclass(frozen=True)
class KillCost(Node):
    """``Kill this`` / ``Kill a friendly unit`` as a cost."""

    target: Node


@dataclass(frozen=True)
class DiscardCost(Node):
    """``Discard 1`` as a cost."""

    amount: int


@dataclass(frozen=True)
class RecycleCost(Node):
    """``Recycle 1 from your trash``, ``Recycle 2 cards from your trash`` as a cost (rule 416)."""

    target: Node


@dataclass(frozen=True)
class DiscardCardCost(Node):
    """``Discard a gear`` as a cost (rule 422)."""

    quantity: Node
    noun: Node


@dataclass(frozen=True)
class BanishCost(Node):
    """``Banish this`` as a cost (rule 427)."""

    target: SelfRef


@dataclass(frozen=True)
class CostOptions(Node, AsList):
    """``[1] or [O]``: pay one of these costs."""

    options: tuple[ManaCost, ...]


@dataclass(frozen=True)
class SlashedCostOptions(Node, AsList):
    """``[1] / [A] / [1][A]``: one cost for each time it is paid (Repeat 820)."""

    options: tuple[ManaCost, ...]


@dataclass(frozen=True)
class DisempowerCost(Node):
    """``Disempower me`` as a cost (rule 442)."""

    target: SelfRef


# --- targets ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class SelfRef(Node):
    """``I``/``me`` (units, legends), ``this`` (gear, spells), ``we``/``us``: the object the text is on (rule 053)."""

    word: str


@dataclass(frozen=True)
class AnyOf(Node):
    """``any of them`` (Predict 436): any number of the objects named earlier."""

    ref: str


@dataclass(frozen=True)
class TheRest(Node):
    """``the rest``: the cards looked at and not chosen."""


@dataclass(frozen=True)
class BackRef(Node):
    """``it``, ``them``, ``they``: an object named earlier in the same text."""

    word: str


@dataclass(frozen=True)
class Choice(Node):
    """Objects selected: ``up to two other friendly units``, ``an exhausted enemy unit here`` (rule 355.5).

    ``qualifier`` narrows the noun before it (``Calm ([G])``, ``non-token``, ``token``); ``keyword_filter``
    is ``with [X]`` / ``without [X]``; ``clause`` is what comes last (``that's [Empowered]``, ``with the
    same controller``). The noun may be a ``NounUnion`` (``unit or gear``).
    Without a quantity (``Friendly units have …``) it means every such object.
    """

    quantity: Node | None
    other: str | None
    state: str | None
    controller: str | None
    qualifier: Node | None
    noun: Node
    controlled_by: ControlledBy | None
    location: Node | None
    might_filter: MightFilter | None
    keyword_filter: Node | None
    clause: Node | None


@dataclass(frozen=True)
class MightFilter(Node):
    """``with 3 [M] or less``, ``each with 5 [M] or less`` (rule 739)."""

    each: str | None
    amount: int
    comparative: str


@dataclass(frozen=True)
class Place(Node):
    """A place inside a location: ``a battlefield``, ``an open battlefield``, ``a battlefield you control``."""

    quantity: Node | None
    other: str | None
    state: str | None
    controller: str | None
    noun: ObjectNoun
    controlled_by: ControlledBy | None


@dataclass(frozen=True)
class ThatRef(Node):
    """``that battlefield``, ``those units``, ``that enemy unit``, ``that Equipment``: objects named earlier."""

    word: str
    controller: str | None
    noun: Node


@dataclass(frozen=True)
class Token(Node):
    """``a Gold gear token``, ``a ready 3 [M] Sprite unit token with [Temporary]`` (rule 179)."""

    quantity: Node
    state: str | None
    might: MightAmount | None
    name: str
    noun: str
    after_state: str | None
    keyword: WithKeyword | None
    origin: Node | None


@dataclass(frozen=True)
class WithKeyword(Node):
    """``with [Deflect]``: the object has this keyword."""

    keyword: Keyword


@dataclass(frozen=True)
class One(Node):
    """Exactly one, written with an article: ``a`` / ``an``."""

    article: str


@dataclass(frozen=True)
class UpTo(Node):
    """``up to N``: any number from zero to N (rule 355.13)."""

    words: str
    count: int | str


@dataclass(frozen=True)
class Exactly(Node):
    """Exactly N, written as a digit or a word."""

    count: int | str


@dataclass(frozen=True)
class AnyOne(Node):
    """``any unit`` in a trigger event: whichever single object the event happens to (rule 382)."""


@dataclass(frozen=True)
class Owned(Node):
    """``your units``, ``their gear``: every such object the player controls."""

    owner: str


@dataclass(frozen=True)
class Another(Node):
    """``another``: one object other than this one."""

    word: str


@dataclass(frozen=True)
class Bounded(Node):
    """``4 or fewer``, ``7 or more``: a count with a bound."""

    count: int | str
    comparative: str


@dataclass(frozen=True)
class Every(Node):
    """``all`` / ``each``: every object that matches (rule 355)."""

    word: str


@dataclass(frozen=True)
class AnyNumber(Node):
    """``any number of``: the controller chooses how many, zero or more (rule 355.13)."""

    words: str


@dataclass(frozen=True)
class ObjectNoun(Node):
    """The kind of object chosen: ``unit`` / ``units``, ``gear``, ``spell``, ``card``, ``rune``, ``battlefield``."""

    word: str


@dataclass(frozen=True)
class Tag(Node):
    """A tag used as a noun: ``Mech`` in ``another Mech`` (rule 759)."""

    name: str


@dataclass(frozen=True)
class Here(Node):
    """``here``: at this object's location (rule 739)."""


@dataclass(frozen=True)
class At(Node):
    """``at a battlefield``, ``in your base``: a location given by a place."""

    preposition: str
    place: Node


@dataclass(frozen=True)
class WhereYouHaveUnits(Node):
    """``where you have units``."""


@dataclass(frozen=True)
class ControlledBy(Node):
    """``you control``."""


@dataclass(frozen=True)
class Zone(Node):
    """``your base``, ``your trash``, ``its owner's hand``, ``base``."""

    owner: str | None
    zone: str


@dataclass(frozen=True)
class AnyZone(Node):
    """``a base``: any player's zone of that kind."""

    quantity: Node
    zone: str


@dataclass(frozen=True)
class TopCards(Node):
    """``the top card of your Main Deck``, ``the top two cards of …``."""

    count: int | str | None
    noun: str
    owner: str


@dataclass(frozen=True)
class MightMod(Node):
    """``+2 [M]`` / ``-1 [M]``: a Might modifier (rule 473)."""

    amount: int


# --- keywords --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Keyword(Node):
    """A bracketed keyword, ``[Assault 2]``: its name and optional number (rule 135.2.c)."""

    name: str
    value: int | None


# --- the cards looked at or revealed, and counts ---------------------------------------------------


@dataclass(frozen=True)
class OneOfThem(Node):
    """``one`` in ``You may play one.``: one of the cards looked at or revealed (rule 424)."""

    word: str


@dataclass(frozen=True)
class TheOther(Node):
    """``the other``: the card looked at and not chosen."""

    word: str


@dataclass(frozen=True)
class FromAmong(Node):
    """``a unit from among them``: one of the cards just looked at or revealed (rule 424)."""

    objects: Node
    among: str


@dataclass(frozen=True)
class CountOrMore(Node):
    """``8+`` in ``8+ runes``: that many or more."""

    count: int


@dataclass(frozen=True)
class OneOrBoth(Node):
    """``one or both of them``."""

    one: str
    ref: str


@dataclass(frozen=True)
class EachOfThem(Node):
    """``each`` standing alone: each of the objects just named (``Give each a +1 [M] buff``)."""

    word: str


@dataclass(frozen=True)
class TopRunes(Node):
    """``the top rune of your rune deck`` (rules 160, 424)."""

    count: int | str | None
    noun: Node
    owner: str


@dataclass(frozen=True)
class TheRemaining(Node):
    """``the remaining cards``: the cards looked at and not chosen (rule 424)."""

    noun: Node


# --- the last constructs of the corpus ------------------------------------------------------


@dataclass(frozen=True)
class ZonePair(Node):
    """``your hand and trash``: two zones of one player, every card in both."""

    owner: str
    first: str
    second: str


@dataclass(frozen=True)
class InNamedPlace(Node):
    """``in Brush``: at the battlefield of that name (a token battlefield named by the card)."""

    name: str
