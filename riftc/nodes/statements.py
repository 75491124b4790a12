"""AST: what passive abilities say (Core Rules 363); the nodes of grammar/statements.lark, in its order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply

if TYPE_CHECKING:
    from riftc.nodes.amounts import ForEach
    from riftc.nodes.costs import ManaCost
    from riftc.nodes.keywords import Keyword
    from riftc.nodes.targets import MightMod


@dataclass(frozen=True)
class TriggerAgain(Node):
    """``Your conquer effects for conquering here trigger an additional time.`` (rule 383.4.c)."""

    effects: EffectsOfKind
    scope: ForDoingHere | None
    article: str


@dataclass(frozen=True)
class EffectsAlso(Node):
    """``My hold effects are also conquer effects, and vice versa.`` (rule 383.4)."""

    effects: EffectsOfKind
    kind: str
    word: str


@dataclass(frozen=True)
class EffectsOfKind(Node):
    """``your conquer effects``: the triggered abilities of that kind (rule 383.4)."""

    owner: str
    kind: str
    word: str


@dataclass(frozen=True)
class ForDoingHere(Node):
    """``for conquering here``: only those triggered by scoring this battlefield (rule 467)."""

    action: str


@dataclass(frozen=True)
class AloneDefinition(Node):
    """``It's alone if there are no other friendly units here.`` (rule 740.2.a)."""

    subject: str
    alone: str
    condition: Node


@dataclass(frozen=True)
class NotAloneDefinition(Node):
    """``I wasn't alone if there were other friendly units here.`` (rule 740.2.a)."""

    subject: Node
    alone: str
    condition: Node


@dataclass(frozen=True)
class AlsoAt(Node):
    """``It is also at the battlefield.``: where a token played there is."""

    subject: str
    location: Node


@dataclass(frozen=True)
class NotAKind(Node):
    """``Runes aren't cards.`` (rule 119): one kind of object is not another."""

    objects: Node
    kind: Node


@dataclass(frozen=True)
class WinDefinition(Node):
    """``I win if I remain after combat.`` (rule 463)."""

    subject: Node
    survivor: Node


@dataclass(frozen=True)
class YouWinIfOnly(Node):
    """``You win if only your units remain after combat.`` (rule 466): who wins a combat."""

    player: Node
    survivors: Node


@dataclass(frozen=True)
class NotAPlace(Node):
    """``Bases are not battlefield.`` (rule 107.1): a zone is not a location of that kind."""

    zone: Node
    kind: Node


@dataclass(frozen=True)
class IsTheRole(Node):
    """``you're the attacker`` (rule 460)."""

    subject: str
    role: str


@dataclass(frozen=True)
class ExtraDamageAllowed(Node):
    """``Opponents can assign it extra combat damage to kill it.`` (rule 465): damage beyond lethal."""

    players: Node
    target: Node
    victim: Node


@dataclass(frozen=True)
class Becomes(Node):
    """``I become Empowered if I'm not already.`` (rule 441): the subject gets the status."""

    subject: Node
    verb: str
    status: str
    condition: Node | None


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
class InNamedPlace(Node):
    """``in Brush``: at the battlefield of that name (a token battlefield named by the card)."""

    name: str


@dataclass(frozen=True)
class Grants(Node, AsList):
    """What is given or had: Might modifiers and keywords joined by ``and``."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class GrantSeries(Node, AsList):
    """``[Deflect], [Ganking], and [Shield]``: three or more grants, commas and a final ``and``."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class AdditionalMight(Node):
    """``an additional +1 [M]``: added on top of the same bonus (Level 824)."""

    article: str
    might: MightMod


@dataclass(frozen=True)
class QuotedAbility(Node):
    """An ability in quotes given to an object: ``"[Reaction][>] Kill this, [E]: [Add] [A]."``."""

    ability: Node


@dataclass(frozen=True)
class BuffGrant(Node):
    """``a +1 [M] buff`` (rule 426): a buff counter worth that much Might."""

    article: str
    might: MightMod


@dataclass(frozen=True)
class UnreactableAdds(Node):
    """``Abilities that add resources can't be reacted to.`` (rule 429)."""


@dataclass(frozen=True)
class Enters(Node):
    """``I enter ready.``, ``This enters exhausted.`` (rule 419)."""

    subject: Node
    verb: str
    state: str
    condition: Node | None


@dataclass(frozen=True)
class EntersThere(Node):
    """``I enter there``: the unit is played to the place named before (rule 419)."""

    subject: Node
    verb: str
    place: Node


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
class SecondChange(Node):
    """``and [Y] less for each Power it costs``: a change of another part of the cost (rule 206)."""

    amount: ManaCost
    direction: str
    scale: ForEach


@dataclass(frozen=True)
class CostReduced(Node):
    """``This spell's Energy cost is reduced by [2], to a minimum of [1]`` (rules 206, 356.4)."""

    cost: Node
    verb: str
    amount: Node
    minimum: Node | None


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
class ExtraKeywordTriggers(Node):
    """``Your [Deathknell] effects trigger an additional time.`` (Deathknell 808)."""

    owner: Node
    keyword: Keyword
    effects: str


@dataclass(frozen=True)
class ToPlayFrom(Node):
    """``to play``, ``to play from anywhere other than your hand``: when the cost change applies."""

    source: Node | None


@dataclass(frozen=True)
class SwappedBack(Node):
    """``It can be swapped back when scored.``: a replacing battlefield token returns the original when scored."""

    subject: Node


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
    """``Opponents must pay [A] to choose me with a spell or ability.`` (Deflect 809); ``words`` keeps the
    closing words as printed (one card prints ``Ability`` with a capital)."""

    cost: ManaCost
    target: Node
    words: str


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
class StillPay(Node):
    """``You must still pay its Power cost.``: the part of a cost an ignoring effect leaves (rule 356.1.b.2)."""

    words: str
    cost: Node


@dataclass(frozen=True)
class IgnoreCost(Node):
    """``ignore this spell's cost``, ``Ignore its Power cost.``: that cost counts as zero (rule 356.1.b)."""

    cost: Node


@dataclass(frozen=True)
class ThisAbility(Node):
    """``This ability``: the activated or keyword ability the sentence belongs to (rule 206.1)."""

    words: str


@dataclass(frozen=True)
class NextYouPlay(Node):
    """``the next spell you play this turn`` (rule 419)."""

    ordinal: str
    noun: Node
    played: Node


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
class EachOne(Node):
    """``each one that doesn't have a buff``, or ``Each`` alone in a reminder ("(Each gains [Reaction]. …)"):
    each of the objects just named, maybe filtered."""

    each: str
    one: str | None
    filter: ThatLacksBuff | None


@dataclass(frozen=True)
class ThatLacksBuff(Node):
    """``that doesn't have a buff`` (rule 426)."""

    that: str
    verb: str
    article: str


@dataclass(frozen=True)
class IncludesNote(Node):
    """``This includes attackers.`` (rule 460): the objects the sentence before names include those in the role."""

    word: str
    role: str


@dataclass(frozen=True)
class Aside(Node):
    """``Your Mechs have +1 [M] (including me).``: a note in parentheses before the full stop (rule 135.2.d)."""

    statement: Node
    note: Node


@dataclass(frozen=True)
class CanAmbush(Node):
    """``I can [Ambush] to a battlefield where there are enemy units, …`` (rule 822.1.d): the permission
    of the Ambush keyword widened to those places."""

    subject: Node
    play: Node


@dataclass(frozen=True)
class AmbushPlay(Node):
    """``[Ambush] me to its battlefield`` (rule 822.1.d): play with the permissions of the Ambush keyword."""

    card: Node | None
    destination: Node
    note: Node | None


@dataclass(frozen=True)
class AmbushNote(Node):
    """``, even if you don't have other units there``: the permission holds whether or not this is true."""

    even_if: Node


@dataclass(frozen=True)
class MayAmbush(Node):
    """``You may [Ambush] me to its battlefield, …`` (rule 822.1.d): an optional play with Ambush."""

    words: str
    play: AmbushPlay


@dataclass(frozen=True)
class EvenIf(Node):
    """``even if you don't have units there``: the statement holds whether or not this is true."""

    test: Node


@dataclass(frozen=True)
class Including(Node):
    """``including me``: the card itself is among the objects named (rule 053)."""

    ref: Node


@dataclass(frozen=True)
class RunOnStatements(Node):
    """``… with a spell or ability.+3 [M] while I'm a defender.``: two sentences with no space between them."""

    first: Node
    second: Node


@dataclass(frozen=True)
class AndEnters(Node):
    """``I have +1 [M] and enter ready.`` (rule 419.5): the same subject also enters in that state."""

    statement: Node
    verb: str
    state: str


@dataclass(frozen=True)
class AndCant(Node):
    """``I have +3 [M] and can't be dealt damage unless I'm in combat.``: the same subject is also restricted."""

    statement: Node
    forbidden: Node
    unless: Node | None


@dataclass(frozen=True)
class HasTag(Node):
    """``I am a Mech.`` (rule 759): the card has this tag."""

    subject: str
    article: str
    tag: Node


@dataclass(frozen=True)
class OwnUseRestriction(Node):
    """``Use my abilities only while I'm at a battlefield.`` (rule 376): when the card's abilities may be used."""

    owner: str
    limit: Node


@dataclass(frozen=True)
class ExtraAdd(Node):
    """``your Gold [Add] an additional [1]`` (rule 429): the objects' abilities add more."""

    subject: Node
    verb: str
    article: str
    amount: ManaCost


@dataclass(frozen=True)
class IgnoresWhilePaying(Node):
    """``Players ignore [Deflect] while paying for …``, ``Ignore [Deflect] while paying this spell's cost.``
    (Deflect 809): the keyword's extra cost is not asked for; ``players`` is None when the card's
    controller is meant."""

    players: Node | None
    keyword: Keyword
    paid: Node


@dataclass(frozen=True)
class PayingFor(Node):
    """``for spells and abilities choosing something here``: whose costs are paid."""

    sources: Node


@dataclass(frozen=True)
class SourcesDoing(Node):
    """``spells and abilities affecting units here`` (rule 355.6): sources that affect or choose such objects."""

    sources: Node
    verb: str
    target: Node


@dataclass(frozen=True)
class ChannelLimit(Node):
    """``players only channel 1 rune at the start of their Channel Phase`` (rule 315.3)."""

    players: Node
    count: int
    noun: Node
    time: Node


@dataclass(frozen=True)
class KeywordEffectsDontTrigger(Node):
    """``Your [Temporary] effects at my battlefield don't trigger.`` (Temporary 816)."""

    owner: Node
    keyword: Keyword
    effects: str
    location: Node | None
    verb: str


@dataclass(frozen=True)
class DuringShowdownsStatement(Node):
    """``During showdowns here, …`` (rule 341): a statement that holds only during showdowns there."""

    location: Node | None
    statement: Node


@dataclass(frozen=True)
class CanConquerAndHold(Node):
    """``Units with 0 [M] can conquer and hold.`` (rule 467)."""

    noun: Node
    might: Node


@dataclass(frozen=True)
class CanMoveFromAnywhere(Node):
    """``Units can move here from anywhere.`` (rule 420): a permission to move here from any location."""

    subject: Node
    destination: Node


@dataclass(frozen=True)
class MoveTax(Node):
    """``Opponents must pay [A] for each unit beyond the first to move multiple units to my battlefield at the
    same time.`` (rule 420)."""

    cost: ManaCost
    each: str
    noun: Node
    moved: Node
    destination: Node


@dataclass(frozen=True)
class JoinedStatements(Node):
    """``friendly spells cost [1][A] less …, and enemy spells cost [1][A] more``: two statements in one
    sentence; ``joiner`` is ``and`` or ``, and`` as printed."""

    first: Node
    joiner: str
    second: Node


@dataclass(frozen=True)
class Gives(Node):
    """``Your Equipment each give [Assault].`` (rule 818): what an Equipment gives the unit it equips."""

    subject: Node
    grants: Node


@dataclass(frozen=True)
class BuffBonus(Node):
    """``Buffs give an additional +1 [M] to friendly units`` (rule 426): buffs are worth more."""

    bonus: Node
    target: Node


@dataclass(frozen=True)
class UnpunctuatedMinimum(Node):
    """``to a minimum of [1]`` printed without its comma (rule 356.4.e)."""

    amount: Node


@dataclass(frozen=True)
class HasAbilities(Node):
    """``I have all [E] abilities of all friendly legends, units, and gear.`` (rule 376)."""

    subject: Node
    verb: str
    abilities: Node


@dataclass(frozen=True)
class AbilitiesOf(Node):
    """``all [E] abilities of all friendly legends, units, and gear`` (rule 376)."""

    all: str
    target: Node


@dataclass(frozen=True)
class HasCostedKeyword(Node):
    """``your spells have [Repeat] [2][P]`` (Repeat 820): a keyword given with its cost."""

    subject: Node
    verb: str
    keyword: Node
    condition: Node | None


@dataclass(frozen=True)
class KeywordWithCost(Node):
    """``[Repeat] [2][P]``: a keyword given with its cost (Repeat 820)."""

    keyword: Keyword
    cost: ManaCost


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
class PlayOnlyTo(Node):
    """``Play me only to a battlefield you conquered this turn.`` (rule 419)."""

    card: Node
    destination: Node


@dataclass(frozen=True)
class TagExamples(Node):
    """``For example, Miss Fortune, Demacia, and Poro are tags.`` (rule 759)."""

    names: Node


@dataclass(frozen=True)
class CopyWhenPlayed(Node):
    """``I become a copy of something when played.`` (rule 477.1.b)."""

    subject: Node
    original: Node


@dataclass(frozen=True)
class NoPlayEffects(Node):
    """``I don't get that card's play effects.`` (rules 382, 477.1.b)."""

    subject: Node
    verb: str
    source: Node
    effects: str
