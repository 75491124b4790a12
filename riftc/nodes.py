"""AST: typed, frozen nodes for card text, one class per grammar rule (``buff`` ↔ ``Buff``)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Iterator

from riftc.errors import Span


@dataclass(frozen=True)
class Node:
    """Base of every AST node: where it sits in the card text."""

    span: Span

    def children(self) -> Iterator[Node]:
        """Yield the direct child nodes, in field order."""
        for field in fields(self):
            value = getattr(self, field.name)
            if isinstance(value, Node):
                yield value
            elif isinstance(value, tuple):
                yield from (item for item in value if isinstance(item, Node))

    def walk(self) -> Iterator[Node]:
        """Yield this node and every node below it, depth first, in text order."""
        yield self
        for child in self.children():
            yield from child.walk()


class AsList:
    """Marker: the node takes all its parse-tree children as one tuple field."""


def _is_leaf(node: Node) -> bool:
    """A node whose fields are all plain values (or tuples of them): dumped on one line."""
    values = [getattr(node, field.name) for field in fields(node)[1:]]
    return not any(isinstance(value, Node) or (isinstance(value, tuple) and any(isinstance(item, Node) for item in value))
                   for value in values)


def _leaf_text(node: Node) -> str:
    parts = []
    for field in fields(node)[1:]:
        value = getattr(node, field.name)
        if value is not None:
            parts.append(f"{field.name}={list(value) if isinstance(value, tuple) else value!r}")
    return f"{type(node).__name__}({', '.join(parts)})"


def dump(node: Node, indent: int = 0) -> str:
    """A readable, deterministic, indentation-based dump of a node (spans and absent fields left out).

    Nodes holding only plain values print on one line: ``SelfRef(word='me')``.
    """
    pad = "  " * indent
    if _is_leaf(node):
        return pad + _leaf_text(node)
    lines = [pad + type(node).__name__]
    for field in fields(node)[1:]:
        value = getattr(node, field.name)
        if value is None:
            continue
        if isinstance(value, Node):
            if _is_leaf(value):
                lines.append(f"{pad}  {field.name}: {_leaf_text(value)}")
            else:
                lines.append(f"{pad}  {field.name}:")
                lines.append(dump(value, indent + 2))
        elif isinstance(value, tuple):
            lines.append(f"{pad}  {field.name}:")
            lines.extend(dump(item, indent + 2) if isinstance(item, Node) else f"{pad}    {item!r}" for item in value)
        else:
            lines.append(f"{pad}  {field.name}: {value!r}")
    return "\n".join(lines)


# --- card text and lines ---------------------------------------------------------------------


@dataclass(frozen=True)
class Start(Node, AsList):
    """A whole card text: one ability (or reminder) per line."""

    lines: tuple[Node, ...]


@dataclass(frozen=True)
class ReminderLine(Node):
    """A line that is only reminder text, such as a token battlefield's note."""

    reminder: Reminder


@dataclass(frozen=True)
class Reminder(Node, AsList):
    """Reminder text in parentheses (rule 135.2.d): abilities that explain, with no effect of their own."""

    abilities: tuple[Node, ...]


# --- abilities -------------------------------------------------------------------------------


@dataclass(frozen=True)
class KeywordAbility(Node):
    """A keyword such as ``[Accelerate]`` or ``[Equip] [1][R]``, with its cost and reminder (rule 135.2.c)."""

    keyword: Keyword
    cost: KeywordCost | None
    reminder: Reminder | None


@dataclass(frozen=True)
class KeywordCost(Node):
    """The cost printed after a keyword: ``[2]``, or ``— [Y], Kill a friendly unit``."""

    link: str | None
    costs: Costs


@dataclass(frozen=True)
class DependentAbility(Node):
    """``[Empowered][>] …``, ``[Legion] — …`` (rule 726): an ability active while the keyword's condition holds."""

    keyword: Keyword
    link: str
    nested: str | None
    ability: Node


@dataclass(frozen=True)
class TriggeredAbility(Node):
    """``When …, …`` (rule 382)."""

    trigger: Trigger
    effect: Effect
    reminder: Reminder | None = None


@dataclass(frozen=True)
class ActivatedAbility(Node):
    """``costs: effect`` (rule 376.1)."""

    costs: Costs
    timing: TimingKeyword | None
    effect: Effect
    restriction: UseRestriction | None
    reminder: Reminder | None


@dataclass(frozen=True)
class TimingKeyword(Node):
    """``[Reaction] —`` after an activated ability's colon: it is used with that keyword's timing."""

    keyword: Keyword
    link: str


@dataclass(frozen=True)
class UseRestriction(Node):
    """``Use only if not Empowered.``: when the activated ability may be used (rule 376)."""

    condition: Node


@dataclass(frozen=True)
class StaticAbility(Node):
    """A passive ability (rule 363): one statement that holds while the card is in play."""

    statement: Node
    reminder: Reminder | None


@dataclass(frozen=True)
class SpellAbility(Node):
    """Instructions that stand alone on a line, as on spells (rules 153, 135.2.b)."""

    effect: Effect
    reminder: Reminder | None = None


# --- triggers --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Trigger(Node):
    """The trigger condition of a triggered ability (rule 382)."""

    event: Node


@dataclass(frozen=True)
class PlayEvent(Node):
    """``you play me`` / ``you play a spell`` (rule 419)."""

    card: Node


@dataclass(frozen=True)
class PhaseTrigger(Node):
    """``At the start of your Beginning Phase, …`` (rules 315, 382)."""

    point: PhasePoint


@dataclass(frozen=True)
class AsYouPlay(Node):
    """``As you play me, …``: happens while this card is being played (rule 356, additional costs)."""

    card: SelfRef


@dataclass(frozen=True)
class NthTimeTrigger(Node):
    """``The first time I move each turn, …`` (rule 382)."""

    ordinal: str
    event: Node
    period: str


@dataclass(frozen=True)
class PhasePoint(Node):
    """``the start of your Beginning Phase``, ``the end of your turn``."""

    boundary: str
    owner: str
    phase: str


@dataclass(frozen=True)
class UnitEvent(Node):
    """``I attack``, ``I conquer or hold``, ``a friendly unit dies``: something a game object does."""

    subject: Node
    verbs: EventVerbs
    destination: Node | None


@dataclass(frozen=True)
class EventVerbs(Node, AsList):
    """One or more event verbs joined by ``or``: ``attack or defend``."""

    verbs: tuple[str, ...]


@dataclass(frozen=True)
class ActionEvent(Node):
    """``you buff me``, ``you choose a friendly unit``: something you do to an object."""

    verb: str
    target: Node


@dataclass(frozen=True)
class PlayerEvent(Node):
    """``you conquer here``, ``you hold`` (rule 467)."""

    verb: str
    location: Node | None


@dataclass(frozen=True)
class BecomeEvent(Node):
    """``I become [Empowered]`` (rule 441)."""

    subject: SelfRef
    status: Keyword


# --- statements (passive abilities) ----------------------------------------------------------


@dataclass(frozen=True)
class Has(Node):
    """``I have +2 [M]``, ``Friendly units have [Deflect]``: the subject gains Might or keywords."""

    subject: Node
    verb: str
    grants: Grants
    scope: Node | None = None
    condition: Node | None = None


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
    """``I cost [2] less`` (rule 201), optionally ``for each …``."""

    subject: Node
    verb: str
    amount: ManaCost
    direction: str
    scale: ForEach | None
    condition: Node | None


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
    """``I don't deal combat damage.``, ``It doesn't deal combat damage this turn.`` (Stun 423)."""

    subject: Node
    verb: str
    duration: str | None


@dataclass(frozen=True)
class Untargetable(Node):
    """``I can't be chosen by enemy spells and abilities.`` (rule 756)."""

    subject: Node
    controller: str


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
    article: str
    role: str


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


# --- effects and instructions ----------------------------------------------------------------


@dataclass(frozen=True)
class Effect(Node, AsList):
    """One or more sentences of instructions, executed in order (rule 135.2.b)."""

    sentences: tuple[Sentence, ...]


@dataclass(frozen=True)
class ChooseModes(Node):
    """``Choose one —`` and the ``• `` mode lines below it (rule 355.3): the modes belong to this ability."""

    words: str
    link: str
    modes: Modes


@dataclass(frozen=True)
class Modes(Node, AsList):
    """The ``• `` mode lines of a modal ability, in order."""

    modes: tuple[Node, ...]


@dataclass(frozen=True)
class Mode(Node):
    """``• Draw 1.``: one mode, an effect."""

    effect: Effect


@dataclass(frozen=True)
class KeywordMode(Node):
    """``• [Assault 2] (…)``: a mode that is a keyword."""

    ability: KeywordAbility


@dataclass(frozen=True)
class PaidMode(Node):
    """``• [R] — Deal 2 …``: a mode chosen by paying its cost."""

    cost: ManaCost
    link: str
    effect: Effect


@dataclass(frozen=True)
class DelayedTrigger(Node):
    """``When it dies this turn, play a Gold gear token exhausted.`` (rule 389): a trigger set up by the effect."""

    trigger: Node
    duration: str | None
    instruction: Node


@dataclass(frozen=True)
class Sentence(Node):
    """One sentence: an instruction ended by a period."""

    instruction: Node


@dataclass(frozen=True)
class Sequence(Node, AsList):
    """``Discard 1, then draw 1.``: instructions done one after the other."""

    steps: tuple[Node, ...]


@dataclass(frozen=True)
class Both(Node):
    """``Draw 1 and channel 1 rune exhausted.``: two actions done together, in order."""

    first: Node
    second: Node


@dataclass(frozen=True)
class PaidInstruction(Node):
    """``pay [A] to ready it``, ``exhaust me to draw 1``: a cost paid inside an instruction (rule 444)."""

    payment: Node
    instruction: Node


@dataclass(frozen=True)
class Then(Node):
    """``Then banish it.``, ``Then, if …, …``: a sentence that continues the previous one."""

    word: str
    instruction: Node


@dataclass(frozen=True)
class May(Node):
    """``You may …`` (rule 359): the controller chooses whether to follow the instruction."""

    words: str
    instruction: Node


@dataclass(frozen=True)
class Buff(Node):
    """Buff a unit (rule 426): give it a buff counter if it has none. ``verb`` is ``buff`` or ``[Buff]``."""

    verb: str
    target: Node


@dataclass(frozen=True)
class Draw(Node):
    """Draw N cards (rule 413), maybe ``for each`` of something."""

    amount: int
    scale: ForEach | None = None


@dataclass(frozen=True)
class DrawCard(Node):
    """``draw it``: put a chosen card into your hand (rule 413)."""

    card: Node


@dataclass(frozen=True)
class PutRestBack(Node):
    """``put the rest back in any order`` (Predict 436)."""


@dataclass(frozen=True)
class Reveal(Node):
    """``reveal the top card of your Main Deck`` (rule 424)."""

    cards: TopCards


@dataclass(frozen=True)
class Otherwise(Node):
    """``Otherwise, recycle it.``: done when the condition before did not hold."""

    instruction: Node


@dataclass(frozen=True)
class Ready(Node):
    """Ready a game object (rule 415)."""

    target: Node


@dataclass(frozen=True)
class Exhaust(Node):
    """Exhaust a game object (rule 414)."""

    target: Node


@dataclass(frozen=True)
class Kill(Node):
    """Kill a game object (rule 428), now or at a later point."""

    target: Node
    when: WhenPoint | None


@dataclass(frozen=True)
class WhenPoint(Node):
    """``at the start of its controller's Beginning Phase, before scoring`` (Temporary 816)."""

    point: PhasePoint


@dataclass(frozen=True)
class Conditional(Node):
    """``if you do, draw 1``, ``While you have 6+ XP, get the effect.`` (rule 393).

    The body is an instruction, or a statement in reminders (``If it doesn't have a buff, it gets …``).
    """

    condition: Node
    instruction: Node


@dataclass(frozen=True)
class Instead(Node):
    """``deal 5 to it instead``: replaces what an earlier instruction would do (rule 367)."""

    instruction: Node


@dataclass(frozen=True)
class Move(Node):
    """Move a unit (rule 420), optionally from and to a place."""

    target: Node
    origin: Node | None
    destination: Node | None


@dataclass(frozen=True)
class ReturnTo(Node):
    """``return a unit to its owner's hand``."""

    target: Node
    origin: Zone | None
    zone: Zone


@dataclass(frozen=True)
class Score(Node):
    """``you score 1 point`` (rule 467)."""

    amount: int
    noun: str


@dataclass(frozen=True)
class Disempower(Node):
    """Disempower a game object (rule 442)."""

    target: Node


@dataclass(frozen=True)
class PlayToken(Node):
    """Play a token (rules 179, 419): ``play a Gold gear token exhausted``, ``… here``, ``… for each …``."""

    token: Token
    destination: Node | None
    scale: ForEach | None


@dataclass(frozen=True)
class Counter(Node):
    """Counter a spell (rule 425)."""

    target: Node


@dataclass(frozen=True)
class Choose(Node):
    """``choose an enemy unit``: a choice that later instructions refer to (rule 355.5)."""

    target: Node


@dataclass(frozen=True)
class Stun(Node):
    """Stun a unit (rule 423). ``verb`` is ``stun`` or ``[Stun]``."""

    verb: str
    target: Node


@dataclass(frozen=True)
class Deal(Node):
    """Deal damage (rule 417): ``deal 3 to a unit`` (``damage`` is the optional word ``damage``)."""

    amount: int
    damage: str | None
    target: Node


@dataclass(frozen=True)
class Give(Node):
    """``Give a unit +2 [M] this turn``, ``Give me [Ganking] this turn``."""

    target: Node
    each: str | None
    grants: Grants
    duration: str | None
    minimum: Minimum | None


@dataclass(frozen=True)
class Minimum(Node):
    """``, to a minimum of 1 [M]``: the result cannot go below this."""

    floor: Node


@dataclass(frozen=True)
class MightAmount(Node):
    """``3 [M]``: an amount of Might (a token's Might, a minimum)."""

    amount: int


@dataclass(frozen=True)
class Attach(Node):
    """Attach gear to a unit (rule 434)."""

    gear: Node
    unit: Node


@dataclass(frozen=True)
class LookAtTop(Node):
    """``look at the top card of your Main Deck`` (rule 424)."""

    cards: TopCards


@dataclass(frozen=True)
class Recycle(Node):
    """Recycle a card (rule 416)."""

    target: Node


@dataclass(frozen=True)
class Empower(Node):
    """Empower a game object (rule 441)."""

    target: Node


@dataclass(frozen=True)
class GainXp(Node):
    """``gain 1 XP`` (rule 728)."""

    amount: int
    unit: str


@dataclass(frozen=True)
class GetEffect(Node):
    """``get the effect``: the governed ability applies (dependent keywords, rule 726)."""

    word: str
    condition: Node | None


@dataclass(frozen=True)
class Banish(Node):
    """Banish a card (rule 427)."""

    target: Node


@dataclass(frozen=True)
class RepeatEffect(Node):
    """``repeat this spell's effect`` (Repeat 820)."""

    owner: str


@dataclass(frozen=True)
class Play(Node):
    """Play a card (rule 419), maybe as a keyword, to a place, from a zone, for a cost."""

    card: Node
    as_: PlayAs | None
    destination: PlayDestination | None
    source: PlaySource | None
    for_: PlayFor | None


@dataclass(frozen=True)
class PlayAs(Node):
    """``as a [Reaction]``: the card is played with that keyword's timing."""

    article: str
    keyword: Keyword


@dataclass(frozen=True)
class PlayDestination(Node):
    """``to a battlefield where you have units``."""

    place: Node


@dataclass(frozen=True)
class PlaySource(Node):
    """``from your trash``."""

    zone: Node


@dataclass(frozen=True)
class PlayFor(Node):
    """``for its Flow cost`` (Flow 829)."""


@dataclass(frozen=True)
class AdditionalCost(Node):
    """``pay [1][R] as an additional cost to have me enter ready`` (Accelerate 805, rule 356)."""

    payment: Node
    purpose: Node | None


@dataclass(frozen=True)
class ToHaveEnter(Node):
    """``to have me enter ready``: what an additional cost buys."""

    target: Node
    verb: str
    state: str


@dataclass(frozen=True)
class ToPlay(Node):
    """``to play me``: the additional cost is part of playing this card."""

    target: Node


@dataclass(frozen=True)
class Pay(Node):
    """``pay [1]`` (rule 444)."""

    cost: ManaCost


@dataclass(frozen=True)
class Add(Node):
    """``[Add] [R]`` (rule 429): add energy or power to the rune pool."""

    verb: str
    resources: ManaCost


@dataclass(frozen=True)
class PayAdditionalCost(Node):
    """``pay the additional cost to repeat this spell's effect`` (Repeat 820)."""

    which: str
    instruction: Node
    new_choices: NewChoices | None


@dataclass(frozen=True)
class NewChoices(Node):
    """``, and may make different choices``."""


@dataclass(frozen=True)
class EquipInstruction(Node):
    """``[Equip] one of your Equipment to me for [A] less`` (Weaponmaster 821)."""

    verb: str
    unit: Node
    discount: ManaCost
    direction: str
    even_if_attached: EvenIfAttached | None


@dataclass(frozen=True)
class EvenIfAttached(Node):
    """``, even if it's already attached``."""


@dataclass(frozen=True)
class Channel(Node):
    """Channel runes (rule 430): ``channel 1 rune exhausted``."""

    amount: int
    noun: str
    state: str | None


@dataclass(frozen=True)
class Discard(Node):
    """Discard N cards (rule 422)."""

    amount: int


@dataclass(frozen=True)
class Predict(Node):
    """``[Predict]``, ``[Predict 2]`` (rule 436)."""

    verb: str
    amount: int | None


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

    Without a quantity (``Friendly units have …``) it means every such object.
    """

    quantity: Node | None
    other: str | None
    state: str | None
    controller: str | None
    noun: Node
    controlled_by: ControlledBy | None
    location: Node | None
    might_filter: MightFilter | None
    keyword_filter: WithKeyword | None


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
    """``that battlefield``, ``those units``: objects named earlier in the text."""

    word: str
    noun: ObjectNoun


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
