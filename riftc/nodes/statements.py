"""AST: what passive abilities say, and conditions (Core Rules 363, 393)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node

if TYPE_CHECKING:
    from riftc.nodes.targets import Keyword, ManaCost, MightMod


# --- statements (passive abilities) ----------------------------------------------------------


@dataclass(frozen=True)
class Has(Node):
    """``I have +2 [M]``, ``Friendly units have [Deflect]``: the subject gains Might or keywords."""

    subject: Node
    verb: str
    grants: Grants
    scope: Node | None = None
    condition: Node | None = None
    minimum: Node | None = None


@dataclass(frozen=True)
class Grants(Node, AsList):
    """What is given or had: Might modifiers and keywords joined by ``and``."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class BuffGrant(Node):
    """``a +1 [M] buff`` (rule 426): a buff counter worth that much Might."""

    article: str
    might: MightMod


@dataclass(frozen=True)
class QuotedAbility(Node):
    """An ability in quotes given to an object: ``"[Reaction][>] Kill this, [E]: [Add] [A]."``."""

    ability: Node


@dataclass(frozen=True)
class Enters(Node):
    """``I enter ready.``, ``This enters exhausted.`` (rule 419)."""

    subject: Node
    verb: str
    state: str
    condition: Node | None


@dataclass(frozen=True)
class UnreactableAdds(Node):
    """``Abilities that add resources can't be reacted to.`` (rule 429)."""


@dataclass(frozen=True)
class CostChange(Node):
    """``I cost [2] less`` (rules 201, 356.4), ``Friendly spells cost [1][A] more``: a discount or an
    increase, maybe only ``to play from …``, ``for each …``, with a floor (``to a minimum of [1]``,
    rule 356.4.e), under a condition. A duration ("this turn") wraps the statement (``Lasting``)."""

    subject: Node
    verb: str
    amount: Node
    direction: str
    purpose: ToPlayFrom | None
    scale: ForEach | None
    minimum: Node | None
    second: SecondChange | None
    condition: Node | None


@dataclass(frozen=True)
class CostReduced(Node):
    """``This spell's Energy cost is reduced by [2], to a minimum of [1]`` (rules 206, 356.4)."""

    cost: Node
    verb: str
    amount: Node
    minimum: Node | None


@dataclass(frozen=True)
class ExtraKeywordTriggers(Node):
    """``Your [Deathknell] effects trigger an additional time.`` (Deathknell 808)."""

    owner: str
    keyword: Keyword
    effects: str


@dataclass(frozen=True)
class HasStatus(Node):
    """``Empowered`` in ``while Empowered``: the object has that status (rules 828, 442)."""

    status: str


@dataclass(frozen=True)
class IsUnattached(Node):
    """``this is unattached`` / ``unattached``: an Equipment attached to no unit (Equip 818)."""

    subject: str | None


@dataclass(frozen=True)
class SecondChange(Node):
    """``and [Y] less for each Power it costs``: a change of another part of the cost (rule 206)."""

    amount: ManaCost
    direction: str
    scale: ForEach


@dataclass(frozen=True)
class EachCostUnit(Node):
    """``each Energy it costs``: the size of that part of the object's printed cost (rule 206)."""

    each: str
    kind: str
    ref: str
    verb: str


@dataclass(frozen=True)
class PlayableTo(Node):
    """``Friendly units may be played to open battlefields.`` (rule 419): a permission."""

    subject: Node
    place: Node


@dataclass(frozen=True)
class CanBePlayed(Node):
    """``I can be played to an occupied battlefield if …`` (rule 419): another place it may be played to."""

    subject: Node
    destination: Node
    alternative: Node | None
    condition: Node | None


@dataclass(frozen=True)
class ToPlayFrom(Node):
    """``to play``, ``to play from anywhere other than your hand``: when the cost change applies."""

    source: Node | None


@dataclass(frozen=True)
class ThisAbility(Node):
    """``This ability``: the activated or keyword ability the sentence belongs to (rule 206.1)."""

    words: str


@dataclass(frozen=True)
class NextYouPlay(Node):
    """``the next spell you play this turn`` (rule 419)."""

    ordinal: str
    noun: Node
    duration: str | None


@dataclass(frozen=True)
class YourNext(Node):
    """``your next card``, ``your next spell this turn``."""

    words: str
    noun: Node
    duration: str | None


@dataclass(frozen=True)
class OptionalCosts(Node):
    """``Optional additional costs you pay`` (rule 356.2.b)."""


@dataclass(frozen=True)
class KeywordCosts(Node):
    """``[Empower] costs of your units here``, ``friendly [Repeat] costs``: what a keyword costs."""

    controller: str | None
    keyword: Keyword
    noun: str
    owner: Node | None


@dataclass(frozen=True)
class FreeHiding(Node):
    """``You can hide cards ignoring costs this turn.`` (Hidden 811: hiding normally costs [A])."""

    noun: Node
    duration: str


@dataclass(frozen=True)
class StillPay(Node):
    """``You must still pay its Power cost.``: the part of a cost an ignoring effect leaves (rule 356.1.b.2)."""

    words: str
    cost: Node


@dataclass(frozen=True)
class ForEach(Node):
    """``for each card in your trash``: the amount is multiplied by this count."""

    counted: Node


@dataclass(frozen=True)
class DamageOrder(Node):
    """``I must be assigned combat damage first`` (Tank 815) / ``last`` (Backline 826)."""

    subject: Node
    order: str


@dataclass(frozen=True)
class CanMoveBetweenBattlefields(Node):
    """``I can move from battlefield to battlefield.`` (Ganking 810)."""

    subject: Node


@dataclass(frozen=True)
class AnyNumberOfBuffs(Node):
    """``I can have any number of buffs.`` (rule 701)."""

    subject: Node
    words: str


@dataclass(frozen=True)
class DeflectTax(Node):
    """``Opponents must pay [A] to choose me with a spell or ability.`` (Deflect 809)."""

    cost: ManaCost
    target: Node


@dataclass(frozen=True)
class ConditionalBonus(Node):
    """``+1 [M] while I'm a defender.`` (Shield 814, Assault 807)."""

    bonus: MightMod
    condition: Node
    scale: Node | None = None


@dataclass(frozen=True)
class ActionTiming(Node):
    """``Play on your turn or in showdowns.`` (Action 806)."""

    words: str


@dataclass(frozen=True)
class ReactionTiming(Node):
    """``Play any time, even before spells and abilities resolve.`` (Reaction 813)."""

    words: str
    destination: Node | None


@dataclass(frozen=True)
class HideTiming(Node):
    """``Hide now for [A] to react with later for [0].`` (Hidden 811)."""

    hide_cost: ManaCost
    play_cost: ManaCost


@dataclass(frozen=True)
class DeckLimit(Node):
    """``Your deck can have only 1 card with this name.`` (Unique 825)."""

    count: int


@dataclass(frozen=True)
class NoCombatDamage(Node):
    """``I don't deal combat damage.`` (Stun 423), maybe ``unless …``; ``this turn`` makes it a ``Lasting``."""

    subject: Node
    verb: str
    unless: Node | None


@dataclass(frozen=True)
class EachOne(Node):
    """``each one that doesn't have a buff``: each of the objects just named, maybe filtered."""

    each: str
    one: str
    filter: ThatLacksBuff | None


@dataclass(frozen=True)
class ThatLacksBuff(Node):
    """``that doesn't have a buff`` (rule 426)."""

    that: str
    verb: str
    article: str


# --- conditions ------------------------------------------------------------------------------


@dataclass(frozen=True)
class WhileCondition(Node):
    """``while …``: the ability applies while the test holds (rule 363)."""

    test: Node


@dataclass(frozen=True)
class IfCondition(Node):
    """``if …``: the instruction or ability applies only if the test holds."""

    test: Node


@dataclass(frozen=True)
class IsRole(Node):
    """``I'm an attacker`` / ``it's a defender`` (rule 459)."""

    subject: str
    article: str | None
    role: str
    alternative: str | None = None


@dataclass(frozen=True)
class IsStatus(Node):
    """``I'm [Mighty]``, ``it's [Empowered]``: the subject has a keyword status."""

    subject: str
    status: Keyword


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
class HasXp(Node):
    """``you have 6+ XP`` (rule 728): at least this much XP."""

    threshold: int
    unit: str
