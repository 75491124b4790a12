"""AST: the selector algebra (Core Rules 355.5-355.13, 739, 759): joined targets, unions of nouns,
qualifiers before a noun, filters and relative clauses after it, and places named by reference.

These nodes extend the targets section (``riftc.nodes.targets``); a ``Choice`` holds them in typed fields.
"""

from __future__ import annotations

from dataclasses import dataclass

from riftc.nodes.base import AsList, Node


# --- places and locations ----------------------------------------------------------------------


@dataclass(frozen=True)
class There(Node):
    """``there``: at the location named earlier in the text (``Choose a battlefield. … units there``)."""

    word: str


@dataclass(frozen=True)
class InCombat(Node):
    """``in combat`` (rule 740.2.c): at a battlefield where combat is ongoing, with a combat designation."""


@dataclass(frozen=True)
class Anywhere(Node):
    """``anywhere``: at any location, a base or a battlefield."""


@dataclass(frozen=True)
class SamePlace(Node):
    """``the same battlefield`` / ``the same location``: every object chosen together shares it (rule 355.11)."""

    noun: Node


@dataclass(frozen=True)
class Possessed(Node):
    """``its location``, ``my battlefield``, ``your legend``: the one object of that kind someone has (355.10.d).

    ``original``: ``my original location``, where it was before this effect moved it.
    """

    owner: str
    original: str | None
    noun: Node


# --- joined targets and unions of nouns -------------------------------------------------------------


@dataclass(frozen=True)
class JoinedTargets(Node, AsList):
    """``a friendly unit and an enemy unit``: several objects chosen by one instruction (rule 355.7)."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class EitherTarget(Node, AsList):
    """``a unit at a battlefield or a gear``: one object matching any of the descriptions."""

    items: tuple[Node, ...]


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
class AbilityNoun(Node):
    """``ability`` / ``abilities`` in ``spell or ability``: an ability on the chain (rule 355.9.a.2)."""

    word: str


# --- qualifiers before the noun -------------------------------------------------------------------


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


# --- filters and clauses after the noun -----------------------------------------------------------


@dataclass(frozen=True)
class WithoutKeyword(Node):
    """``without [Temporary]``: the object lacks this keyword."""

    keyword: Node


@dataclass(frozen=True)
class ThatIs(Node):
    """``that's [Empowered]``, ``that's exhausted``: a relative clause on a state or keyword."""

    word: str
    state: Node | str


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
class InCombatWith(Node):
    """``in combat with an enemy Fury ([R]) unit`` (rule 740.2.c)."""

    opponent: Node


@dataclass(frozen=True)
class BeingChosenBy(Node):
    """``being chosen by an enemy Fury spell``: a target of that spell or ability (rule 355.6)."""

    chooser: Node


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
class SameController(Node):
    """``with the same controller``: the objects chosen together share a controller (rule 355.11),
    maybe ``and a total Might of 8 or less``."""

    total: Node | None


@dataclass(frozen=True)
class Partitive(Node):
    """``one of your units``, ``each of up to two units``, ``two of them``: members of the group after ``of``."""

    word: str | int
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
class TheChosen(Node):
    """``the chosen unit``, ``the killed unit``: the object chosen or acted on earlier (rule 355.5)."""

    word: str
    noun: Node


@dataclass(frozen=True)
class TheEquipped(Node):
    """``the equipped unit`` on an Equipment: the unit this card is attached to (rules 818.2-818.3)."""


# --- places narrowed by what they hold, zones, quantities -------------------------------------------


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
class FromZone(Node):
    """``from your trash``, ``from trashes``, ``from it``: objects in that zone, not on the board (355.9.a)."""

    zone: Node


@dataclass(frozen=True)
class PlaceOf(Node):
    """``that enemy unit's battlefield``: the place of an object named earlier."""

    owner: Node
    noun: Node


@dataclass(frozen=True)
class KeywordKind(Node):
    """``[Hidden] card`` as a later kind of a union: objects of that kind with that keyword."""

    keyword: Node
    noun: Node


@dataclass(frozen=True)
class IntoZone(Node):
    """``into your base``: where a token is played (rule 179)."""

    zone: Node


@dataclass(frozen=True)
class AnyNumberOwned(Node):
    """``any number of your units``: the player chooses how many of the objects they have (rule 355.13)."""

    words: str
    owner: str


# --- one verb, several targets with their own amounts -------------------------------------------


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
class Described(Node):
    """``an enemy Fury ([R]) unit`` inside a relative clause: an object described by its kind alone."""

    quantity: Node
    controller: str | None
    qualifier: Node | None
    noun: Node


@dataclass(frozen=True)
class WithNamedTag(Node):
    """``with the named tag``: objects with the tag named as the card was played (rule 759)."""


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
class WithName(Node):
    """``with my name``: cards with the same name as this one (rule 759)."""

    owner: str


@dataclass(frozen=True)
class EachOthers(Node):
    """``each other's locations``: each object moved goes to where the other one is."""

    noun: Node


@dataclass(frozen=True)
class Acting(Node):
    """``attacking here`` in ``an enemy unit attacking here``: in that state, at that location."""

    state: str
    location: Node


@dataclass(frozen=True)
class CountedFrom(Node):
    """``3 from your trash``: that many cards from the zone."""

    count: int | str
    source: Node


@dataclass(frozen=True)
class Distributed(Node):
    """``Your Mechs each``, ``they each``: a statement that holds for each of the objects on its own."""

    group: Node
    word: str


@dataclass(frozen=True)
class WithKeywordAt(Node):
    """``with [Temporary] at my battlefield``: objects with the keyword, at that location."""

    keyword: Node
    location: Node


@dataclass(frozen=True)
class MoveThere(Node):
    """``move me there``: to the location named earlier in the text (rule 420)."""

    target: Node
    there: There


@dataclass(frozen=True)
class OnePronoun(Node):
    """``one`` in ``Draw one``: one of the objects named before, the noun left out."""

    word: str




# --- selectors in events and conditions ------------------------------------------------------------


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
class NotControlledBy(Node):
    """``you don't control`` (rule 189)."""

    dont: str


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
class ActivatedNoun(Node):
    """``activated ability`` (rule 376), a kind in a list of kinds."""

    noun: str


@dataclass(frozen=True)
class TargetSeries(Node, AsList):
    """``a non-token unit, a non-token gear, and a spell``: three or more objects together (rule 355.7)."""

    targets: tuple[Node, ...]


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
class AdditionalCopy(Node):
    """``an additional copy of it`` (rule 179): one more token like the one named before."""

    article: str
    original: Node


# --- selectors in instructions ---------------------------------------------------------------------


@dataclass(frozen=True)
class ThisCard(Node):
    """``this battlefield``: the card the ability is printed on, named by its kind (rule 053)."""

    word: str
    noun: Node


@dataclass(frozen=True)
class SinglePlace(Node):
    """``a single location``: all the objects moved go to one place (rule 355.11)."""

    article: str
    noun: Node


@dataclass(frozen=True)
class OwnedByYou(Node):
    """``you own``: cards whose owner is you (rule 127)."""


@dataclass(frozen=True)
class ControlledByAllies(Node):
    """``you or allies control``: controlled by you or by an ally (rule 489, team play)."""


@dataclass(frozen=True)
class AttachedTo(Node):
    """``attached to me``: gear attached to that unit (rule 434)."""

    unit: Node


@dataclass(frozen=True)
class BanishedWith(Node):
    """``banished with this``: the cards this object's own ability banished (rules 393, 427.3.a)."""

    source: Node


@dataclass(frozen=True)
class TokenOrigin(Node):
    """``from Bilgewater``: the region a token comes from, which it has as a tag (rule 187.10)."""

    name: str


@dataclass(frozen=True)
class BracketedMight(Node):
    """``[1] [M]``: a token's Might printed with its number in brackets (a misprint of ``1 [M]``)."""

    amount: int


@dataclass(frozen=True)
class ThePlace(Node):
    """``the battlefield``: the place of that kind named earlier (rule 355.5)."""

    noun: Node


@dataclass(frozen=True)
class Origins(Node, AsList):
    """``your Champion Zone or the board``: the places a card may be taken from."""

    places: tuple[Node, ...]


@dataclass(frozen=True)
class TheBoard(Node):
    """``the board``: the battlefields and bases, where permanents are (rule 056)."""


@dataclass(frozen=True)
class ChosenChampion(Node):
    """``your Chosen Champion`` (rule 103.2.a.3)."""

    owner: str
    words: str


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
class WithNameIn(Node):
    """``with my name in your trash``: cards named like this one, in that zone (rule 759)."""

    name: Node
    location: Node


@dataclass(frozen=True)
class FightLocation(Node):
    """``in a showdown``: at the battlefield where a showdown is under way (rule 341)."""

    preposition: str
    article: str
    fight: str


@dataclass(frozen=True)
class TheDescribed(Node):
    """``the friendly unit``: the object of that description chosen earlier (rule 355.5)."""

    controller: str
    noun: Node


@dataclass(frozen=True)
class SelfMoved(Node):
    """``I moved to or from``: a place where this unit's move started or ended (rule 420)."""

    word: str


@dataclass(frozen=True)
class ReplacedOne(Node):
    """``the battlefield it replaced``: the card a token battlefield stands in for (rule 187.8)."""

    noun: Node
    replacer: str


@dataclass(frozen=True)
class NamedToken(Node):
    """``the Baron Pit battlefield token``: the one token of that name (rule 187.9)."""

    name: str
    noun: str


@dataclass(frozen=True)
class OthersPlace(Node):
    """``the other's location``: where the other of two objects named before is (rule 355.10)."""

    other: str
    noun: Node


# --- selectors in statements -----------------------------------------------------------------------


@dataclass(frozen=True)
class PlayedTag(Node):
    """``Sand Soldiers you play`` (rule 759): the objects of that tag that you play."""

    name: str
    played: Node


@dataclass(frozen=True)
class FirstPlayed(Node):
    """``the first friendly non-token gear played each turn`` (rule 419): only the first such one each turn."""

    ordinal: str
    controller: str | None
    qualifier: Node | None
    noun: Node
    period: str


@dataclass(frozen=True)
class ActivatedAbilityKind(Node):
    """``gear activated ability`` (rule 376): an activated ability of an object of that kind."""

    noun: Node


@dataclass(frozen=True)
class StateAfterController(Node):
    """``buffed`` in ``Friendly buffed units``: a state named after the controller (rule 426)."""

    state: str


@dataclass(frozen=True)
class HiddenKind(Node):
    """``Hidden`` in ``Hidden cards`` (Hidden 811): cards played with [Hidden]."""

    word: str


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
