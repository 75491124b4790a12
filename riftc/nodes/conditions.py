"""AST: conditions: what "if" and "while" test (Core Rules 363, 364.3, 393); the nodes of grammar/conditions.lark, in its order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply

if TYPE_CHECKING:
    from riftc.nodes.keywords import Keyword


@dataclass(frozen=True)
class WhileCondition(Node):
    """``while …``: the ability applies while the test holds (rule 363)."""

    test: Node


@dataclass(frozen=True)
class IfCondition(Node):
    """``if …``: the instruction or ability applies only if the test holds."""

    test: Node


@dataclass(frozen=True)
class IsOnly(Node):
    """``it is the only unit you control there``: no other such object is at that place."""

    subject: Node | str
    controller: str | None
    noun: Node
    controlled_by: Node | None
    location: Node | None


@dataclass(frozen=True)
class IsEmpty(Node):
    """``it is empty``: the zone named before holds no card."""

    subject: str


@dataclass(frozen=True)
class OneOfThemHas(Node):
    """``at least one of them has [Temporary]``: one or more of the objects named before has the keyword."""

    count: str
    objects: Node
    have: str
    keyword: Keyword


@dataclass(frozen=True)
class NotThereAlready(Node):
    """``it's not there already``: the object named before is not yet at the place named before."""

    subject: str
    there: str
    already: str


@dataclass(frozen=True)
class EnemiesAt(Node):
    """``other enemies are there``: units of an opponent at that place (rule 190.3.a)."""

    other: str | None
    location: Node


@dataclass(frozen=True)
class IsRole(Node):
    """``I'm an attacker`` / ``it's a defender`` (rule 459)."""

    subject: str
    article: str | None
    role: str
    alternative: str | None = None


@dataclass(frozen=True)
class IsStatus(Node):
    """``I'm [Mighty]``, ``it's [Empowered]``: the subject has a keyword status, ``times`` over if given
    (``I'm [Empowered] three times``)."""

    subject: str
    status: Keyword
    times: StatusTimes | None


@dataclass(frozen=True)
class StatusTimes(Node):
    """``three times`` after a status: how many instances of it the subject has at once (441.1.c.1)."""

    count: int | str


@dataclass(frozen=True)
class DoneThisWay(Node):
    """``it was buffed this way`` (rule 393): whether the linked instruction before was performed on it."""

    subject: str
    state: str


@dataclass(frozen=True)
class IsA(Node):
    """``it's a gear``: the object is of this kind."""

    subject: str
    article: str
    noun: Node


@dataclass(frozen=True)
class IsAt(Node):
    """``I'm at a battlefield``, ``it's here``."""

    subject: str
    location: Node


@dataclass(frozen=True)
class LacksBuff(Node):
    """``it doesn't have a buff`` (rule 426)."""

    subject: Node
    verb: str
    article: str


@dataclass(frozen=True)
class PlayedThisTurn(Node):
    """``you've played another card this turn``."""

    card: Node
    duration: str


@dataclass(frozen=True)
class Controls(Node):
    """``you control 4 or fewer runes``, ``you control a Mech``."""

    objects: Node


@dataclass(frozen=True)
class NotStatus(Node):
    """``not Empowered``: the object lacks a status."""

    status: str


@dataclass(frozen=True)
class YouDid(Node):
    """``you do``: the previous instruction was done (rule 393, linked instructions)."""


@dataclass(frozen=True)
class PaidAdditionalCost(Node):
    """``you paid the additional cost`` (rule 356)."""

    which: str


@dataclass(frozen=True)
class HasStatus(Node):
    """``Empowered`` in ``while Empowered``: the object has that status (rules 828, 442)."""

    status: str


@dataclass(frozen=True)
class IsUnattached(Node):
    """``this is unattached`` / ``unattached``: an Equipment attached to no unit (Equip 818)."""

    subject: str | None


@dataclass(frozen=True)
class HasXp(Node):
    """``you have 6+ XP`` (rule 728): at least this much XP."""

    threshold: int
    unit: str


@dataclass(frozen=True)
class IsState(Node):
    """``I'm buffed``, ``I'm attacking or defending alone``, ``a unit here is defending alone``.

    ``subject`` is the contracted ``I'm`` / ``it is`` or a node printed with ``is``.
    """

    subject: Node | str
    already: str | None
    states: UnitStates
    alone: str | None


@dataclass(frozen=True)
class IsKeyword(Node):
    """``this is [Empowered]`` (rule 441): the subject has that status."""

    subject: Node
    status: Keyword


@dataclass(frozen=True)
class UnitStates(Node, AsList):
    """``attacking or defending``: unit states joined by ``or``."""

    states: tuple[str, ...]


@dataclass(frozen=True)
class IsAlone(Node):
    """``an enemy unit is alone here`` (rule 740.2.a)."""

    subject: Node | str
    alone: str
    location: Node | None


@dataclass(frozen=True)
class IsAttachment(Node):
    """``this is unattached``, ``it's equipped`` (rules 434, 716).

    ``subject`` is the contracted ``it's`` or a node printed with ``is``.
    """

    subject: Node | str
    state: str


@dataclass(frozen=True)
class ThereIs(Node):
    """``there is a ready enemy unit here``, ``there's a stunned enemy unit here``: such an object exists."""

    words: str
    objects: Node


@dataclass(frozen=True)
class ControlsThis(Node):
    """``you control this battlefield``: the card the ability is printed on (rule 053)."""

    word: str
    noun: str


@dataclass(frozen=True)
class BeingPlayedTo(Node):
    """``I'm being played to a battlefield where you have units`` (rules 806.4.a, 813.4.a, 822.1.b)."""

    subject: str
    place: Node


@dataclass(frozen=True)
class ThereIsAlone(Node):
    """``there's an enemy unit alone at that battlefield`` (rule 740.2.a)."""

    words: str
    objects: Node
    alone: str
    location: Node | None


@dataclass(frozen=True)
class IsStateWith(Node):
    """``I'm attacking with another unit`` (rule 459)."""

    subject: Node | str
    states: UnitStates
    other: Node


@dataclass(frozen=True)
class ThereIsNone(Node):
    """``there are no other friendly units here``: no such object exists."""

    words: str
    objects: Node


@dataclass(frozen=True)
class CardIsA(Node):
    """``the played card is a unit``: what the card an earlier instruction acted on is (rule 424)."""

    action: str
    card: Node
    article: str
    noun: Node


@dataclass(frozen=True)
class WasA(Node):
    """``it was an enemy unit``: what the object was as the instruction before resolved."""

    subject: str
    article: str
    controller: str | None
    noun: Node


@dataclass(frozen=True)
class WasStatus(Node):
    """``I was [Mighty]`` (rule 706): the status it had when it left (Deathknell)."""

    subject: Node
    status: Keyword


@dataclass(frozen=True)
class YouHave(Node):
    """``you have two or fewer cards in your hand``, ``you have 8+ runes``, ``you have another unit here``."""

    objects: Node


@dataclass(frozen=True)
class Happened(Node):
    """``a unit died this turn``, ``a friendly unit died during your Beginning Phase this turn``."""

    event: Node
    during: DuringPhase | None
    duration: str


@dataclass(frozen=True)
class HasHappened(Node):
    """``an enemy unit has died this turn``."""

    subject: Node
    have: str
    verb: str
    duration: str


@dataclass(frozen=True)
class DoneThisTurn(Node):
    """``you've discarded a card this turn``."""

    verb: str
    target: Node
    duration: str


@dataclass(frozen=True)
class DoneTwiceThisTurn(Node):
    """``you've chosen enemy units and/or gear twice this turn with spells or unit abilities``."""

    verb: str
    target: Node
    duration: str
    means: str


@dataclass(frozen=True)
class GainedXpThisTurn(Node):
    """``you've gained XP this turn`` (rule 728)."""

    unit: str
    duration: str


@dataclass(frozen=True)
class YouRevealed(Node):
    """``you revealed a unit`` (rule 424)."""

    cards: Node


@dataclass(frozen=True)
class CouldNotThisWay(Node):
    """``you couldn't channel 2 runes this way`` (rule 393): the instruction before was not fully done."""

    instruction: Node


@dataclass(frozen=True)
class DuringPhase(Node):
    """``during your Beginning Phase`` (rule 315)."""

    owner: str
    phase: str


@dataclass(frozen=True)
class DidNotHappen(Node):
    """``I didn't conquer this turn``."""

    subject: Node
    negation: str
    verb: str
    duration: str


@dataclass(frozen=True)
class DidNotHappenAlone(Node):
    """``I didn't die alone`` (rule 740.2.a)."""

    subject: Node
    negation: str
    verb: str
    alone: str


@dataclass(frozen=True)
class IsTurn(Node):
    """``it's your turn`` (rule 301)."""

    subject: str
    owner: str
    phase: str


@dataclass(frozen=True)
class WasDoneTo(Node):
    """``this was attached to me this turn`` (rule 434)."""

    subject: Node
    action: str
    target: Node
    duration: str


@dataclass(frozen=True)
class PlayedFrom(Node):
    """``you played this from your hand`` (rule 419)."""

    card: Node
    source: Node


@dataclass(frozen=True)
class LacksOne(Node):
    """``it doesn't have one``, ``it doesn't already have one``: it has no buff yet (rule 426)."""

    subject: Node
    verb: str
    already: str | None


@dataclass(frozen=True)
class NotAlready(Node):
    """``I'm not already`` (Empowered): the status is not had yet (rule 441)."""

    subject: str
    already: str


@dataclass(frozen=True)
class NotDealtDamage(Node):
    """``I haven't been dealt damage this turn`` (rule 417)."""

    subject: Node
    duration: str


@dataclass(frozen=True)
class DidntAlready(Node):
    """``they didn't already`` (have it): the grant matters only where it was missing (rule 363)."""

    subject: Node
    verb: str
    already: str


@dataclass(frozen=True)
class EquippedIsRole(Node):
    """``equipped unit is an attacker`` (Assault 807, on an Equipment): the unit it is attached to."""

    article: str
    role: str


@dataclass(frozen=True)
class YouChose(Node):
    """``you choose a Bird, Cat, Dog, or Poro`` (rule 355): what was chosen as the card was played."""

    target: Node


@dataclass(frozen=True)
class YouLack(Node):
    """``you don't have units there`` (rule 739)."""

    verb: str
    objects: Node


@dataclass(frozen=True)
class ThisKills(Node):
    """``this kills it`` (rule 428): this spell's damage killed that unit."""

    subject: Node
    victim: Node


@dataclass(frozen=True)
class DoneTwice(Node):
    """``I have moved twice this turn`` (rule 420): the action happened to the subject twice."""

    subject: Node
    have: str
    action: str
    duration: str


@dataclass(frozen=True)
class LessMightThan(Node):
    """``it has less Might than me`` (rule 143.2)."""

    subject: Node
    have: str
    comparative: str
    might_word: str
    other: Node


@dataclass(frozen=True)
class ControlsFewer(Node):
    """``you control fewer runes than an opponent`` (rule 189): a count compared with a player's."""

    comparative: str
    kinds: Node
    player: Node


@dataclass(frozen=True)
class HasAllTags(Node):
    """``your units have all of the following tags among them — Bird, Cat, Dog, and Poro`` (rule 133.8)."""

    subject: Node
    have: str
    all: str
    among: Node
    link: str
    tags: Node


@dataclass(frozen=True)
class HasTagCount(Node):
    """``your units have all 4 tags`` (rule 133.8): each of the tags named elsewhere."""

    subject: Node
    have: str
    all: str
    count: int | str


@dataclass(frozen=True)
class FightTie(Node):
    """``a combat where you are the attacker ends in a tie`` (rules 460, 740.3.a)."""

    article: str
    fight: str
    where: WhereYouAre
    boundary: str


@dataclass(frozen=True)
class WhereYouAre(Node):
    """``where you are the attacker``: the combats in which you have that role (rule 460)."""

    role: str


@dataclass(frozen=True)
class BothMoved(Node):
    """``they both move to a battlefield you don't control`` (rule 420): each of them does."""

    subjects: str
    verb: str
    destination: Node | None


@dataclass(frozen=True)
class HasDealtDamage(Node):
    """``this spell has dealt damage this turn`` (rule 417): a test counted by ``for each time …``."""

    card: Node
    verb: str
    damage: str
    duration: str
