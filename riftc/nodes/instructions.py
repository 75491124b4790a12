"""AST: instructions: one per game action (Core Rules 407-444), and costs paid inside them (204.2, 356); the nodes of grammar/instructions.lark, in its order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply

if TYPE_CHECKING:
    from riftc.nodes.amounts import ForEach
    from riftc.nodes.costs import ManaCost
    from riftc.nodes.keywords import Keyword
    from riftc.nodes.replacements import InsteadOf
    from riftc.nodes.statements import Grants
    from riftc.nodes.targets import Token, TopCards, TopRunes, Zone
    from riftc.nodes.triggers import PhasePoint


@dataclass(frozen=True)
class Detach(Node):
    """Detach (rule 435): ``detach it``, ``unattach this``, ``detach that Equipment from that unit``."""

    verb: str
    target: Node
    unit: Node | None


@dataclass(frozen=True)
class ActivateEffects(Node):
    """``activate the conquer effects of units here`` (rule 383.4.c)."""

    kind: str
    word: str
    source: Node


@dataclass(frozen=True)
class MoveToOrFrom(Node):
    """``Move a friendly unit to or from its base.`` (rule 420): either direction."""

    target: Node
    place: Node


@dataclass(frozen=True)
class RevealUntil(Node):
    """``reveal cards from the top of your Main Deck until you reveal a unit`` (rule 424)."""

    noun: Node
    owner: str
    until: Node


@dataclass(frozen=True)
class PutUnchosenBack(Node):
    """``Put those you don't back in any order.`` (rule 424)."""

    those: str
    negation: str


@dataclass(frozen=True)
class NameCard(Node):
    """``name a spell``: choose a card name (rule 759)."""

    article: str
    noun: str


@dataclass(frozen=True)
class NameTag(Node):
    """``name a tag`` (rule 759)."""

    article: str


@dataclass(frozen=True)
class PutOnDeck(Node):
    """``put a card from your hand on the top or bottom of your Main Deck`` (rule 424); the zone the card
    comes from is the location of ``card``."""

    card: Node
    owner: str


@dataclass(frozen=True)
class Burn(Node):
    """``[Burn 2]``: put that many cards from the top of your Main Deck into your trash."""

    verb: str
    amount: int


@dataclass(frozen=True)
class PutInto(Node):
    """``put it in your hand``, ``Put 1 into your hand``, ``put the top 2 cards of your Main Deck into your trash``."""

    cards: Node
    preposition: str
    zone: Node


@dataclass(frozen=True)
class SomeOfThem(Node):
    """``1`` in ``Put 1 into your hand``: that many of the cards looked at."""

    count: int


@dataclass(frozen=True)
class PutFrom(Node):
    """``Put a Teemo unit you own into your hand from your Champion Zone or the board`` (rule 424)."""

    card: Node
    zone: Node
    origins: Node


@dataclass(frozen=True)
class Origins(Node, AsList):
    """``your Champion Zone or the board``: the places a card may be taken from."""

    places: tuple[Node, ...]


@dataclass(frozen=True)
class TheBoard(Node):
    """``the board``: the battlefields and bases, where permanents are (rule 056)."""


@dataclass(frozen=True)
class Buff(Node):
    """Buff a unit (rule 426): give it a buff counter if it has none. ``verb`` is ``buff`` or ``[Buff]``."""

    verb: str
    target: Node


@dataclass(frozen=True)
class Draw(Node):
    """Draw N cards (rule 413), maybe ``for each`` of something."""

    amount: int
    scale: Node | None = None  # ForEach or ForEachTime


@dataclass(frozen=True)
class DrawCard(Node):
    """``draw it``: put a chosen card into your hand (rule 413)."""

    card: Node


@dataclass(frozen=True)
class Ready(Node):
    """Ready a game object (rule 415)."""

    target: Node


@dataclass(frozen=True)
class Exhaust(Node):
    """Exhaust a game object (rule 414)."""

    target: Node


@dataclass(frozen=True)
class ReadyOrExhaust(Node):
    """``ready or exhaust a legend``: one of the two actions on that object (rules 414, 415)."""

    target: Node


@dataclass(frozen=True)
class Kill(Node):
    """Kill a game object (rule 428), ``now`` or at a later point."""

    target: Node
    when: Node | None


@dataclass(frozen=True)
class Upcoming(Node):
    """``the next time it takes damage this turn``: when an event next happens (rule 158.2)."""

    ordinal: str
    event: Node
    duration: str | None


@dataclass(frozen=True)
class Now(Node):
    """``now``: at once, rather than at a later point named elsewhere (rule 158.2)."""


@dataclass(frozen=True)
class WhenPoint(Node):
    """``at the start of its controller's Beginning Phase, before scoring`` (Temporary 816)."""

    point: PhasePoint


@dataclass(frozen=True)
class Stun(Node):
    """Stun a unit (rule 423). ``verb`` is ``stun`` or ``[Stun]``."""

    verb: str
    target: Node


@dataclass(frozen=True)
class Deal(Node):
    """Deal damage (rule 417): ``deal 3 to a unit`` (``damage`` is the optional word ``damage``).

    ``amount`` is a number or ``that much`` (``ThatMuch``); ``target`` is the receiver, or a
    ``SplitAmong`` when the damage is divided (rule 355.14); ``scale`` multiplies it (``for each …``).
    """

    amount: int | Node
    damage: str | None
    target: Node
    scale: Node | None = None


@dataclass(frozen=True)
class Give(Node):
    """``Give a unit +2 [M] this turn``, ``Give me [Ganking] this turn``."""

    target: Node
    each: str | None
    grants: Grants
    duration: str | None
    minimum: Minimum | None
    scale: Node | None = None


@dataclass(frozen=True)
class Minimum(Node):
    """``, to a minimum of 1 [M]``: the result cannot go below this."""

    floor: Node


@dataclass(frozen=True)
class MightAmount(Node):
    """``3 [M]``: an amount of Might (a token's Might, a minimum)."""

    amount: int


@dataclass(frozen=True)
class GiveMore(Node):
    """``then an additional +1 [M] this turn``: the give before, once more, to the same receiver (rule 359)."""

    grant: Node
    duration: str


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
class LookFirst(Node):
    """``look at the top card first`` (rule 424): the top card of the deck named before, first."""

    noun: Node
    order: str


@dataclass(frozen=True)
class Recycle(Node):
    """Recycle a card (rule 416)."""

    target: Node


@dataclass(frozen=True)
class ReduceCost(Node):
    """``reduce my cost by [2]``, ``Reduce my cost by [O] for each buff you spend`` (rule 356.4)."""

    cost: CostRef
    amount: ManaCost
    scale: Node | None


@dataclass(frozen=True)
class ReduceCostBy(Node):
    """``Reduce its Energy cost by the Might of the unit you recycled.`` (rule 356.4): a discount of a computed size."""

    cost: Node
    amount: Node


@dataclass(frozen=True)
class Hide(Node):
    """``hide a card with [Hidden] instead of [A]`` (Hidden 811)."""

    target: Node
    instead_of: InsteadOf | None


@dataclass(frozen=True)
class HideAdditional(Node):
    """``hide an additional card here`` (Hidden 811): one more card than normally allowed."""

    article: str
    noun: Node
    location: Node | None


@dataclass(frozen=True)
class InsteadOfCost(Node):
    """``instead of [A]``: the cost paid in place of the usual one."""

    cost: ManaCost


@dataclass(frozen=True)
class PutRestBack(Node):
    """``put the rest back in any order`` (Predict 436)."""


@dataclass(frozen=True)
class Reveal(Node):
    """``reveal the top card of your Main Deck``, ``reveal the top rune of your rune deck`` (rules 424, 430)."""

    cards: TopCards | TopRunes


@dataclass(frozen=True)
class RevealTarget(Node):
    """``reveal a gear from among them`` (rule 424): show a card to every player."""

    target: Node


@dataclass(frozen=True)
class Otherwise(Node):
    """``Otherwise, recycle it.``: done when the condition before did not hold."""

    instruction: Node


@dataclass(frozen=True)
class StartCombat(Node):
    """``start a combat``: a combat begins at the battlefield in question (rules 190.3, 460)."""


@dataclass(frozen=True)
class Conquer(Node):
    """``conquer``: the player conquers the battlefield in question (rule 460)."""


@dataclass(frozen=True)
class Empower(Node):
    """Empower a game object (rule 441)."""

    target: Node


@dataclass(frozen=True)
class GainXp(Node):
    """``gain 1 XP`` (rule 728), maybe ``for each`` of something."""

    amount: int
    unit: str
    scale: Node | None = None


@dataclass(frozen=True)
class GetEffect(Node):
    """``get the effect``: the governed ability applies (dependent keywords, rule 726)."""

    word: str
    condition: Node | None


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
class ReturnEvenIf(Node):
    """``return it to their hand (even if I'm no longer on the board)`` (rule 389)."""

    instruction: Node
    aside: EvenIfGone


@dataclass(frozen=True)
class EvenIfGone(Node):
    """``(even if I'm no longer on the board)``: the instruction happens although its source left."""

    subject: str


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
class Counter(Node):
    """Counter a spell (rule 425)."""

    target: Node


@dataclass(frozen=True)
class Choose(Node):
    """``choose an enemy unit``: a choice that later instructions refer to (rule 355.5)."""

    target: Node


@dataclass(frozen=True)
class ChooseTag(Node):
    """``choose Bird, Cat, Dog, or Poro`` (rule 759): one of the tags listed is chosen."""

    tags: Node


@dataclass(frozen=True)
class Banish(Node):
    """Banish a card (rule 427)."""

    target: Node


@dataclass(frozen=True)
class RepeatEffect(Node):
    """``repeat this spell's effect`` (Repeat 820), ``Repeat this gear's play effect``."""

    owner: str
    effect: str


@dataclass(frozen=True)
class Play(Node):
    """Play a card (rule 419), maybe as a keyword, to a place, from a zone, for a cost."""

    card: Node
    as_: PlayAs | None
    source: PlaySource | None
    destination: Node | None
    for_: Node | None
    cost_waiver: Node | None


@dataclass(frozen=True)
class PlayHere(Node):
    """``play it here``: the card named before is played to this place (rule 419)."""

    card: Node
    place: Node


@dataclass(frozen=True)
class PlayToken(Node):
    """Play a token (rules 179, 419): ``play a Gold gear token exhausted``, ``… here``, ``… for each …``."""

    token: Token
    destination: Node | None
    scale: ForEach | None


@dataclass(frozen=True)
class IntoZone(Node):
    """``into your base``: where a token is played (rule 179)."""

    zone: Node


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
    """``from your trash``, ``from [Hidden]``, ``from face down``, ``from anywhere other than your hand``."""

    origin: Node


@dataclass(frozen=True)
class FaceDown(Node):
    """``face down``: from hiding at a battlefield (Hidden 811)."""


@dataclass(frozen=True)
class AnywhereBut(Node):
    """``anywhere other than your hand``: any zone except this one."""

    zone: Node


@dataclass(frozen=True)
class PlayFor(Node):
    """``for its Flow cost`` (Flow 829)."""


@dataclass(frozen=True)
class PlayForCost(Node):
    """``for [3][R]``: the card is played for this cost instead of its own (rule 356)."""

    cost: ManaCost


@dataclass(frozen=True)
class PlayWindow(Node):
    """``from hand this turn``: where the card may be played from, and until when (rule 419)."""

    origin: Node
    duration: str


@dataclass(frozen=True)
class PlayAgain(Node):
    """``again for [A]``: the card is played once more, for that cost (rule 419)."""

    cost: Node


@dataclass(frozen=True)
class IgnoringCost(Node):
    """``, ignoring its cost``: that base cost is set to zero while playing it (rule 356.1.b)."""

    cost: CostRef


@dataclass(frozen=True)
class ReducingCost(Node):
    """``, reducing its cost by [5]``: a discount while playing it (rule 356.4)."""

    cost: CostRef
    amount: ManaCost


@dataclass(frozen=True)
class WithoutPaying(Node):
    """``without paying its Energy cost``: that cost is ignored (rule 356.1.b)."""

    cost: Node


@dataclass(frozen=True)
class CostRef(Node):
    """``its cost``, ``its Energy cost``, ``their costs``, ``my cost``, ``this spell's Energy cost``:
    whose cost (``owner``), which part of it (``kind``: ``Energy``/``Power``, ``None`` for all of it)."""

    owner: str
    kind: str | None
    noun: str


@dataclass(frozen=True)
class ObjectsCostRef(Node):
    """``Your Dragons' Energy costs``: the costs of the objects named."""

    objects: Node
    kind: str | None
    noun: str


@dataclass(frozen=True)
class CostsFor(Node):
    """``the Energy costs for spells you play``: the costs of every such object."""

    words: str
    objects: Node


@dataclass(frozen=True)
class KindCosts(Node):
    """``Energy costs``, ``Power costs`` (rule 356.1.b): that part of the cost of what is played."""

    kind: str
    noun: str


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
class PayXp(Node):
    """``pay 2 XP`` (rule 728): XP spent as a payment."""

    amount: int
    xp: str


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


@dataclass(frozen=True)
class NotedMay(Node):
    """``You may play me to its battlefield (even if you don't have other units there).``"""

    words: str
    play: Node
    note: Node


@dataclass(frozen=True)
class GainsTag(Node):
    """``I gain that tag.`` (rule 759): the card has the tag named as it was played."""

    subject: Node
    verb: str
    that: str


@dataclass(frozen=True)
class PlayedThisTurnEnter(Node):
    """``Units you play this turn enter ready.`` (rules 135.2.b.3, 419.5): an effect on objects played later."""

    noun: Node
    played: str
    verb: str
    state: str


@dataclass(frozen=True)
class Replace(Node):
    """``replace that battlefield with a Brush battlefield token`` (rule 187.8)."""

    target: Node
    replacement: Node


@dataclass(frozen=True)
class ReplacedOne(Node):
    """``the battlefield it replaced``: the card a token battlefield stands in for (rule 187.8)."""

    noun: Node
    replacer: str


@dataclass(frozen=True)
class AddToken(Node):
    """``add the Baron Pit battlefield token to the board if it's not there already`` (rules 179, 187.9)."""

    token: Node
    board: Node
    condition: Node | None


@dataclass(frozen=True)
class NamedToken(Node):
    """``the Baron Pit battlefield token``: the one token of that name (rule 187.9)."""

    name: str
    noun: str
