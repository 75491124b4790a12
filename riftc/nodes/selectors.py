"""AST: selectors: joined targets, lists, unions, qualifiers and filters (Core Rules 355.5-355.13, 739, 759); the nodes of grammar/selectors.lark, in its order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply

if TYPE_CHECKING:
    from riftc.nodes.targets import There


@dataclass(frozen=True)
class JoinedTargets(Node, AsList):
    """``a friendly unit and an enemy unit``: several objects chosen by one instruction (rule 355.7)."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class SplitGive(Node):
    """``Give a unit +2 [M] this turn and another unit -2 [M] this turn``: one give, several targets."""

    parts: GiveParts
    minimum: Node | None


@dataclass(frozen=True)
class GiveParts(Node, AsList):
    """The target-and-grants pairs of a split give."""

    items: tuple[GivePart, ...]


@dataclass(frozen=True)
class GivePart(Node):
    """``a unit +2 [M] this turn``: one target of a split give, with what it gets and for how long."""

    target: Node
    grants: Node
    duration: str


@dataclass(frozen=True)
class SplitDeal(Node):
    """``Deal 4 to that unit and 1 to each other enemy unit there``: one deal, several targets (rule 417)."""

    parts: DealParts


@dataclass(frozen=True)
class DealParts(Node, AsList):
    """The amount-and-target pairs of a split deal."""

    items: tuple[DealPart, ...]


@dataclass(frozen=True)
class DealPart(Node):
    """``1 to each other enemy unit there``: one target of a split deal and its damage."""

    amount: int
    damage_word: str | None
    target: Node


@dataclass(frozen=True)
class SplitMove(Node):
    """``Move me to its location and it to my original location``: one move, several objects (rule 420)."""

    parts: MoveParts


@dataclass(frozen=True)
class MoveParts(Node, AsList):
    """The object-and-destination pairs of a split move."""

    items: tuple[MovePart, ...]


@dataclass(frozen=True)
class MovePart(Node):
    """``it to my original location``: one object of a split move and where it goes."""

    target: Node
    destination: Node


@dataclass(frozen=True)
class MoveThere(Node):
    """``move me there``: to the location named earlier in the text (rule 420)."""

    target: Node
    there: There


@dataclass(frozen=True)
class EitherTarget(Node, AsList):
    """``a unit at a battlefield or a gear``: one object matching any of the descriptions."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class TargetSeries(Node, AsList):
    """``a non-token unit, a non-token gear, and a spell``: three or more objects together (rule 355.7)."""

    targets: tuple[Node, ...]


@dataclass(frozen=True)
class AdditionalCopy(Node):
    """``an additional copy of it`` (rule 179): one more token like the one named before."""

    article: str
    original: Node


@dataclass(frozen=True)
class NounUnion(Node):
    """``unit or gear``, ``units, gear, and/or runes``, ``Bird, Cat, Dog, or Poro``: any of these kinds.

    ``conjunction`` is ``or``, ``and`` or ``and/or``; ``last`` is the item after it.
    """

    nouns: NounList
    conjunction: str
    last: Node


@dataclass(frozen=True)
class NounList(Node, AsList):
    """The items of a noun union before its conjunction (commas between them when there are two or more)."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class KeywordKind(Node):
    """``[Hidden] card`` as a later kind of a union: objects of that kind with that keyword."""

    keyword: Node
    noun: Node


@dataclass(frozen=True)
class StateKind(Node):
    """``facedown card`` as a later kind of a union: objects of that kind in that state (rule 811)."""

    state: str
    noun: Node


@dataclass(frozen=True)
class AbilityNoun(Node):
    """``ability`` / ``abilities`` in ``spell or ability``: an ability on the chain (rule 355.9.a.2)."""

    word: str


@dataclass(frozen=True)
class ActivatedNoun(Node):
    """``activated ability`` (rule 376), a kind in a list of kinds."""

    noun: str


@dataclass(frozen=True)
class Domain(Node):
    """``Calm ([G])``, ``Fury``: objects of that domain (rule 134); the symbol repeats it (134.2)."""

    name: str
    symbol: str | None


@dataclass(frozen=True)
class NonKind(Node):
    """``non-token``, ``non-unit``, ``non-Recruit``: anything except that kind, token status or tag."""

    excluded: str | Node


@dataclass(frozen=True)
class TokenKind(Node):
    """``token`` in ``your token units``: tokens only (rule 179)."""

    word: str


@dataclass(frozen=True)
class StateAfterController(Node):
    """``buffed`` in ``Friendly buffed units``: a state named after the controller (rule 426)."""

    state: str


@dataclass(frozen=True)
class HiddenKind(Node):
    """``Hidden`` in ``Hidden cards`` (Hidden 811): cards played with [Hidden]."""

    word: str


@dataclass(frozen=True)
class WithKeywordAt(Node):
    """``with [Temporary] at my battlefield``: objects with the keyword, at that location."""

    keyword: Node
    location: Node


@dataclass(frozen=True)
class WithoutKeyword(Node):
    """``without [Temporary]``: the object lacks this keyword."""

    keyword: Node


@dataclass(frozen=True)
class Acting(Node):
    """``attacking here`` in ``an enemy unit attacking here``: in that state, at that location."""

    state: str
    location: Node


@dataclass(frozen=True)
class WithName(Node):
    """``with my name``: cards with the same name as this one (rule 759)."""

    owner: str


@dataclass(frozen=True)
class WithNameIn(Node):
    """``with my name in your trash``: cards named like this one, in that zone (rule 759)."""

    name: Node
    location: Node


@dataclass(frozen=True)
class WithNamedTag(Node):
    """``with the named tag``: objects with the tag named as the card was played (rule 759)."""


@dataclass(frozen=True)
class ThatIs(Node):
    """``that's [Empowered]``, ``that's exhausted``: a relative clause on a state or keyword."""

    word: str
    state: Node | str


@dataclass(frozen=True)
class InCombatWith(Node):
    """``in combat with an enemy Fury ([R]) unit`` (rule 740.2.c)."""

    opponent: Node


@dataclass(frozen=True)
class BeingChosenBy(Node):
    """``being chosen by an enemy Fury spell``: a target of that spell or ability (rule 355.6)."""

    chooser: Node


@dataclass(frozen=True)
class Described(Node):
    """``an enemy Fury ([R]) unit`` inside a relative clause: an object described by its kind alone."""

    quantity: Node
    controller: str | None
    qualifier: Node | None
    noun: Node


@dataclass(frozen=True)
class EitherClause(Node, AsList):
    """``that's … or that's …``: any of the relative clauses holds."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class YouPlay(Node):
    """``you play this turn`` in ``Units you play this turn``, ``you play``: the objects you play (rule 419),
    within ``duration`` if one is given."""

    duration: str | None


@dataclass(frozen=True)
class ThatChooses(Node):
    """``that chooses a friendly unit``: a spell or ability targeting that object (rule 355.6)."""

    word: str
    target: Node


@dataclass(frozen=True)
class ThatChoosesOnly(Node):
    """``that chooses it and no other friendly unit``: that object is its only target of that kind."""

    word: str
    target: Node
    no_other: NoOther


@dataclass(frozen=True)
class NoOther(Node):
    """``and no other friendly unit``: no other object of that kind is chosen."""

    other: str
    controller: str | None
    noun: Node


@dataclass(frozen=True)
class SameController(Node):
    """``with the same controller``: the objects chosen together share a controller (rule 355.11),
    maybe ``and a total Might of 8 or less``."""

    total: Node | None


@dataclass(frozen=True)
class TotalBound(Node):
    """``a total Might of 8 or less`` (rule 355.11): a bound on the objects chosen together."""

    article: str
    word: str
    amount: int
    comparative: str


@dataclass(frozen=True)
class ThatAre(Node):
    """``that are [Empowered]``, ``that are friendly to it``: a relative clause of a plural (rule 355)."""

    word: str
    state: Node | str


@dataclass(frozen=True)
class FriendlyTo(Node):
    """``friendly to it``: controlled by the controller of the object the relative clause is about (rule 189)."""

    controller: str


@dataclass(frozen=True)
class DoneByYou(Node):
    """``you conquered this turn``, ``you recycled``: objects named by what you did to them."""

    verb: str
    duration: str | None = None


@dataclass(frozen=True)
class PlayedByYou(Node):
    """``you've played this turn`` (rule 419)."""

    duration: str


@dataclass(frozen=True)
class ChosenByYou(Node):
    """``you choose`` in ``the unit you choose`` (rule 355.5)."""


@dataclass(frozen=True)
class YouAreActing(Node):
    """``you're attacking`` in ``a battlefield you're attacking`` (rule 460)."""

    state: str


@dataclass(frozen=True)
class AttachedTo(Node):
    """``attached to me``: gear attached to that unit (rule 434)."""

    unit: Node


@dataclass(frozen=True)
class WherePlayed(Node):
    """``played from anywhere other than a player's hand`` (rule 419)."""

    source: Node


@dataclass(frozen=True)
class YouPlayFrom(Node):
    """``you play from your trash`` (rule 419)."""

    source: Node


@dataclass(frozen=True)
class ThoseChoose(Node):
    """``that choose me``: the plural of ``that chooses`` (rule 355.6)."""

    word: str
    target: Node


@dataclass(frozen=True)
class TheOneByYou(Node):
    """``the unit you recycled``, ``the unit you choose``: the one object named by what you did (rule 355.5)."""

    noun: Node
    clause: Node


@dataclass(frozen=True)
class OtherThanMine(Node):
    """``other than mine``: not the location this is at (rule 355.10)."""


@dataclass(frozen=True)
class KilledBySelf(Node):
    """``this kills`` in ``each unit this kills`` (rule 428): units this spell killed."""

    subject: Node


@dataclass(frozen=True)
class PastThisWay(Node):
    """``revealed this way`` (rule 393): acted on by the instruction before."""

    action: str


@dataclass(frozen=True)
class NotYetChosen(Node):
    """``that hasn't been chosen for this spell`` (rule 355.7): each object chosen once."""

    that: str
    self_word: str
    noun: str


@dataclass(frozen=True)
class ChosenByIt(Node):
    """``it chooses`` in ``a unit it chooses`` (rule 355.6): a target of that spell or ability."""

    chooser: str


@dataclass(frozen=True)
class BanishedWith(Node):
    """``banished with this``: the cards this object's own ability banished (rules 393, 427.3.a)."""

    source: Node


@dataclass(frozen=True)
class Partitive(Node):
    """``one of your units``, ``each of up to two units``, ``two of them``: members of the group after ``of``."""

    word: str | int
    group: Node


@dataclass(frozen=True)
class ThatWasUncontrolled(Node):
    """``a battlefield that was uncontrolled`` (rule 190.6): no player controlled it before the event."""

    that: str


@dataclass(frozen=True)
class UpToPartitive(Node):
    """``up to two of them`` (rule 355.7): at most that many of the objects named before, maybe none."""

    up_to: str
    count: str | int
    group: Node


@dataclass(frozen=True)
class Something(Node):
    """``something you control``, ``something else that's exhausted``: any game object that matches."""

    other: str | None
    controlled_by: Node | None
    location: Node | None
    besides: Besides | None
    clause: ThatIs | None


@dataclass(frozen=True)
class Besides(Node):
    """``besides me``: not this object."""

    target: Node


@dataclass(frozen=True)
class FilteredPlace(Node):
    """``a battlefield where you have units``, ``a battlefield with exactly one other unit you control``."""

    place: Node
    filter: Node


@dataclass(frozen=True)
class WithObjects(Node):
    """``with exactly one other unit you control``: a place that holds such objects."""

    objects: Node


@dataclass(frozen=True)
class WhereThereIs(Node):
    """``where there's a unit with the same controller``: a place that holds such objects."""

    words: str
    objects: Node


@dataclass(frozen=True)
class SinglePlace(Node):
    """``a single location``: all the objects moved go to one place (rule 355.11)."""

    article: str
    noun: Node


@dataclass(frozen=True)
class FromZone(Node):
    """``from your trash``, ``from trashes``, ``from it``: objects in that zone, not on the board (355.9.a)."""

    zone: Node


@dataclass(frozen=True)
class PlaceOf(Node):
    """``that enemy unit's battlefield``: the place of an object named earlier."""

    owner: Node
    noun: Node


@dataclass(frozen=True)
class TheChosen(Node):
    """``the chosen unit``, ``the killed unit``: the object chosen or acted on earlier (rule 355.5)."""

    word: str
    noun: Node


@dataclass(frozen=True)
class TheEquipped(Node):
    """``the equipped unit`` on an Equipment: the unit this card is attached to (rules 818.2-818.3)."""
