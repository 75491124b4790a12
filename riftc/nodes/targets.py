"""AST: targets: self-references, back-references, choices, places and zones (Core Rules 355, 739, 179); the nodes of grammar/targets.lark, in its order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftc.nodes.base import Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply

if TYPE_CHECKING:
    from riftc.nodes.amounts import CostBounds
    from riftc.nodes.instructions import MightAmount
    from riftc.nodes.keywords import Keyword
    from riftc.nodes.players import PlayerPossessive


@dataclass(frozen=True)
class TheActedOn(Node):
    """``the revealed cards``: the objects an earlier instruction acted on (rule 424)."""

    past: str
    noun: str


@dataclass(frozen=True)
class TheRemaining(Node):
    """``the remaining cards``: the cards looked at and not chosen (rule 424)."""

    noun: Node


@dataclass(frozen=True)
class AnyNotPlayed(Node):
    """``any you did not play this way`` (rule 424): the cards looked at and not played."""


@dataclass(frozen=True)
class AnyNotDone(Node):
    """``any you didn't banish`` (rule 424): the cards looked at and not chosen for that action."""

    didnt: str
    verb: str


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
class FromAmongWith(Node):
    """``a unit from among them that has Might up to 1 more than the killed unit`` (rule 424)."""

    choice: Node
    ref: str
    filter: Node


@dataclass(frozen=True)
class MightUpTo(Node):
    """``that has Might up to 1 more than the killed unit`` (rule 143.2)."""

    that: str
    might_word: str
    up_to: str
    amount: int
    comparative: str
    other: Node


@dataclass(frozen=True)
class OnePronoun(Node):
    """``one`` in ``Draw one``: one of the objects named before, the noun left out."""

    word: str


@dataclass(frozen=True)
class Distributed(Node):
    """``Your Mechs each``, ``they each``: a statement that holds for each of the objects on its own."""

    group: Node
    word: str


@dataclass(frozen=True)
class CountedFrom(Node):
    """``3 from your trash``: that many cards from the zone."""

    count: int | str
    source: Node


@dataclass(frozen=True)
class SelfRef(Node):
    """``I``/``me`` (units, legends), ``this`` (gear, spells), ``we``/``us``: the object the text is on (rule 053)."""

    word: str


@dataclass(frozen=True)
class ThisCard(Node):
    """``this battlefield``: the card the ability is printed on, named by its kind (rule 053)."""

    word: str
    noun: Node


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
class TheDescribed(Node):
    """``the friendly unit``: the object of that description chosen earlier (rule 355.5)."""

    controller: str
    noun: Node


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
class MightThan(Node):
    """``with less Might than me`` in a selector: compared with another object's Might."""

    comparative: str
    word: str
    than: Node


@dataclass(frozen=True)
class CostFilter(Node):
    """``with Energy cost no more than [4]``, ``with cost no more than [3] and no more than [A]`` (rule 206).

    ``kind`` is ``Energy``, ``Power`` or None (the whole cost); every bound must hold.
    """

    kind: str | None
    bounds: CostBounds


@dataclass(frozen=True)
class CostClause(Node):
    """``that costs [5] or more``, ``that costs no more than [4] and no more than [A]`` (rule 206)."""

    that: str
    verb: str
    bounds: CostBounds


@dataclass(frozen=True)
class CostCompared(Node):
    """``that costs no more Energy and no more Power than the killed unit`` (rule 206)."""

    word: str
    verb: str
    limits: Node
    other: Node


@dataclass(frozen=True)
class Costing(Node):
    """``costing no more than [3] and no more than [A]`` (rule 206)."""

    bounds: CostBounds


@dataclass(frozen=True)
class TotalMightFilter(Node):
    """``with total Might 4 or less`` (rule 355.11): the chosen objects' Mights summed."""

    word: str
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
class SelfMoved(Node):
    """``I moved to or from``: a place where this unit's move started or ended (rule 420)."""

    word: str


@dataclass(frozen=True)
class ThatRef(Node):
    """``that battlefield``, ``those units``, ``that enemy unit``, ``that Equipment``: objects named earlier."""

    word: str
    controller: str | None
    noun: Node


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
class Every(Node):
    """``all`` / ``each``: every object that matches (rule 355)."""

    word: str


@dataclass(frozen=True)
class Another(Node):
    """``another``: one object other than this one."""

    word: str


@dataclass(frozen=True)
class Precisely(Node):
    """``exactly one``, ``exactly 4``: a count that must be met exactly (the word ``exactly`` is printed)."""

    word: str
    count: int | str


@dataclass(frozen=True)
class AnyOne(Node):
    """``any unit`` in a trigger event: whichever single object the event happens to (rule 382)."""


@dataclass(frozen=True)
class Owned(Node):
    """``your units``, ``their gear``: every such object the player controls."""

    owner: str


@dataclass(frozen=True)
class Bounded(Node):
    """``4 or fewer``, ``7 or more``: a count with a bound."""

    count: int | str
    comparative: str


@dataclass(frozen=True)
class AnyNumber(Node):
    """``any number of``: the controller chooses how many, zero or more (rule 355.13)."""

    words: str


@dataclass(frozen=True)
class CountOrMore(Node):
    """``8+`` in ``8+ runes``: that many or more."""

    count: int


@dataclass(frozen=True)
class AnyNumberOwned(Node):
    """``any number of your units``: the player chooses how many of the objects they have (rule 355.13)."""

    words: str
    owner: str


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
class BracketedMight(Node):
    """``[1] [M]``: a token's Might printed with its number in brackets (a misprint of ``1 [M]``)."""

    amount: int


@dataclass(frozen=True)
class TokenOrigin(Node):
    """``from Bilgewater``: the region a token comes from, which it has as a tag (rule 187.10)."""

    name: str


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
class EachOthers(Node):
    """``each other's locations``: each object moved goes to where the other one is."""

    noun: Node


@dataclass(frozen=True)
class There(Node):
    """``there``: at the location named earlier in the text (``Choose a battlefield. … units there``)."""

    word: str


@dataclass(frozen=True)
class InCombat(Node):
    """``in combat`` (rule 740.2.c): at a battlefield where combat is ongoing, with a combat designation."""


@dataclass(frozen=True)
class FightLocation(Node):
    """``in a showdown``: at the battlefield where a showdown is under way (rule 341)."""

    preposition: str
    article: str
    fight: str


@dataclass(frozen=True)
class Anywhere(Node):
    """``anywhere``: at any location, a base or a battlefield."""


@dataclass(frozen=True)
class Everywhere(Node):
    """``everywhere``: in every zone, the hand and deck as well as the board (rule 104)."""


@dataclass(frozen=True)
class SamePlace(Node):
    """``the same battlefield`` / ``the same location``: every object chosen together shares it (rule 355.11)."""

    noun: Node


@dataclass(frozen=True)
class ThePlace(Node):
    """``the battlefield``: the place of that kind named earlier (rule 355.5)."""

    noun: Node


@dataclass(frozen=True)
class LocationOf(Node):
    """``the location of the unit you exhausted …``: where that object is (rule 355.10)."""

    target: Node


@dataclass(frozen=True)
class ThePaid(Node):
    """``the unit you exhausted to pay for this ability``: the object used to pay the cost (rule 376)."""

    noun: Node
    ability: str


@dataclass(frozen=True)
class OthersPlace(Node):
    """``the other's location``: where the other of two objects named before is (rule 355.10)."""

    other: str
    noun: Node


@dataclass(frozen=True)
class Possessed(Node):
    """``its location``, ``my battlefield``, ``your legend``: the one object of that kind someone has (355.10.d).

    ``original``: ``my original location``, where it was before this effect moved it.
    """

    owner: str
    original: str | None
    noun: Node


@dataclass(frozen=True)
class AnyZone(Node):
    """``a base``: any player's zone of that kind."""

    quantity: Node
    zone: str


@dataclass(frozen=True)
class WhereYouHaveUnits(Node):
    """``where you have units``."""


@dataclass(frozen=True)
class ControlledBy(Node):
    """``you control``."""


@dataclass(frozen=True)
class ControlledByThem(Node):
    """``they control``: controlled by the players just named (rule 189)."""


@dataclass(frozen=True)
class NotControlledBy(Node):
    """``you don't control`` (rule 189)."""

    dont: str


@dataclass(frozen=True)
class OwnedByYou(Node):
    """``you own``: cards whose owner is you (rule 127)."""


@dataclass(frozen=True)
class ControlledByAllies(Node):
    """``you or allies control``: controlled by you or by an ally (rule 489, team play)."""


@dataclass(frozen=True)
class Zone(Node):
    """``your base``, ``your trash``, ``its owner's hand``, ``base``."""

    owner: str | None
    zone: str


@dataclass(frozen=True)
class ZonePair(Node):
    """``your hand and trash``: two zones of one player, every card in both."""

    owner: str
    first: str
    second: str


@dataclass(frozen=True)
class PlayerZone(Node):
    """``a player's hand``: a zone of the player named (rule 106)."""

    owner: PlayerPossessive
    zone: str


@dataclass(frozen=True)
class OpponentsZone(Node):
    """``opponents' trashes``: the zones of that kind of every opponent (rules 102, 106)."""

    owners: str
    zone: str


@dataclass(frozen=True)
class ChosenChampion(Node):
    """``your Chosen Champion`` (rule 103.2.a.3)."""

    owner: str
    words: str


@dataclass(frozen=True)
class TopCards(Node):
    """``the top card of your Main Deck``, ``the top two cards of …``."""

    count: int | str | None
    noun: str
    owner: str


@dataclass(frozen=True)
class TopRunes(Node):
    """``the top rune of your rune deck`` (rules 160, 424)."""

    count: int | str | None
    noun: Node
    owner: str


@dataclass(frozen=True)
class MightMod(Node):
    """``+2 [M]`` / ``-1 [M]``: a Might modifier (rule 473)."""

    amount: int
