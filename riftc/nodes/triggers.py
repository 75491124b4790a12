"""AST: trigger conditions: "When …", "At …", "The first time …" (Core Rules 382-383); the nodes of grammar/triggers.lark, in its order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply

if TYPE_CHECKING:
    from riftc.nodes.keywords import Keyword
    from riftc.nodes.players import PlayerPossessive
    from riftc.nodes.targets import SelfRef


@dataclass(frozen=True)
class Trigger(Node):
    """The trigger condition of a triggered ability (rule 382)."""

    event: Node


@dataclass(frozen=True)
class AsYouPlay(Node):
    """``As you play me, …``: happens while this card is being played (rule 356, additional costs)."""

    card: SelfRef


@dataclass(frozen=True)
class AsRevealed(Node):
    """``As I'm revealed from your deck, …``: happens while this card is being revealed (rule 424)."""

    subject: str


@dataclass(frozen=True)
class AsLookedAt(Node):
    """``As you look at or reveal me from the top of your deck, …``: happens while this card is looked at or
    revealed there (rules 370.1.b.1, 424)."""

    card: SelfRef


@dataclass(frozen=True)
class PhaseTrigger(Node):
    """``At the start of your Beginning Phase, …`` (rules 315, 382)."""

    point: PhasePoint


@dataclass(frozen=True)
class NthTimeTrigger(Node):
    """``The first time I move each turn, …`` (rule 382)."""

    ordinal: str
    event: Node
    period: str


@dataclass(frozen=True)
class TriggerWhile(Node):
    """``When an enemy unit dies while I'm at a battlefield, …``: the event counts only while the condition holds."""

    event: Node
    condition: Node


@dataclass(frozen=True)
class OnceEachTurn(Node):
    """``Once each turn, when …, …`` (rule 382): the ability triggers at most once per turn."""

    period: str
    trigger: Node


@dataclass(frozen=True)
class ConditionedTrigger(Node):
    """``While you control this battlefield, when you play a spell, …``: the ability exists only while the condition holds."""

    condition: Node
    event: Node


@dataclass(frozen=True)
class WhenForNthTime(Node):
    """``When a player chooses a unit here with a spell for the first time each turn, …`` (rule 382)."""

    event: Node
    ordinal: str
    period: str


@dataclass(frozen=True)
class ConditionedPhaseTrigger(Node):
    """``If you control fewer runes than an opponent at the start of your Beginning Phase, …``: a
    condition checked when the point of the turn comes (rule 383.2.a.1)."""

    condition: Node
    at: Node


@dataclass(frozen=True)
class EitherEvent(Node):
    """``you play me or I attack``, ``you play me or when I hold``: either event triggers the ability.

    ``join`` is the printed connector: ``or``, ``or when`` or ``and when``.
    """

    first: Node
    join: str
    second: Node


@dataclass(frozen=True)
class OneOnOneEvent(Node):
    """``I attack or defend one on one`` (rule 740.2.b: both units alone)."""

    subject: Node
    verbs: EventVerbs
    words: str


@dataclass(frozen=True)
class ActionThisWayEvent(Node):
    """``you burn a unit this way`` (rule 393): only what the instruction before did."""

    verb: str
    target: Node


@dataclass(frozen=True)
class AfterAttackEvent(Node):
    """``I conquer after an attack`` (rule 467)."""

    subject: Node
    verbs: EventVerbs
    article: str


@dataclass(frozen=True)
class DuringEvent(Node):
    """``a friendly unit dies during your Beginning Phase`` (rule 315)."""

    event: Node
    during: Node


@dataclass(frozen=True)
class InFightEvent(Node):
    """``I die in combat`` (rule 740.2.c)."""

    subject: Node
    verbs: EventVerbs
    fight: str


@dataclass(frozen=True)
class PassiveEvent(Node):
    """``I'm played``, ``this is played, discarded, or killed``: something done to the subject.

    ``subject`` is a node (printed with ``is``) or the contracted ``I'm`` / ``it's``.
    """

    subject: Node | str
    actions: PastActions
    source: PlayedFromHiding | None = None


@dataclass(frozen=True)
class PassiveToEvent(Node):
    """``a unit here is returned to a player's hand`` (rule 420)."""

    subject: Node
    action: str
    destination: Node


@dataclass(frozen=True)
class PlayedFromHiding(Node):
    """``from [Hidden]``, ``from face down``: the card was played after being hidden (Hidden 811)."""

    source: Node | str


@dataclass(frozen=True)
class PastActions(Node, AsList):
    """``played``, ``played or killed``, ``played, discarded, or killed``: past participles joined by ``or``."""

    verbs: tuple[str, ...]


@dataclass(frozen=True)
class AloneEvent(Node):
    """``a friendly unit attacks or defends alone`` (rule 740.2.a)."""

    subject: Node
    verbs: EventVerbs
    alone: str


@dataclass(frozen=True)
class MoveFromEvent(Node):
    """``a unit moves from here``, ``I move from a battlefield`` (rule 420): where the move starts."""

    subject: Node
    verbs: EventVerbs
    origin: Node


@dataclass(frozen=True)
class EventOn(Node):
    """``an enemy unit attacks a battlefield you control`` (rule 459): the event and its object."""

    subject: Node
    verbs: EventVerbs
    object: Node


@dataclass(frozen=True)
class FightEvent(Node):
    """``a showdown begins here``, ``a combat that I was in ends`` (rules 341, 459)."""

    article: str | None
    fight: str
    with_me: WithMe | None
    boundary: str
    location: Node | None


@dataclass(frozen=True)
class WithMe(Node):
    """``that I was in``: only a fight this object took part in."""

    that: str
    me: SelfRef


@dataclass(frozen=True)
class EitherActionEvent(Node):
    """``you choose or ready me``: any of several things you do to an object."""

    verbs: ActionVerbs
    target: Node


@dataclass(frozen=True)
class ActionVerbs(Node, AsList):
    """``choose or ready``: action verbs joined by ``or``."""

    verbs: tuple[str, ...]


@dataclass(frozen=True)
class ActionToEvent(Node):
    """``you attach an Equipment to me`` (rule 434)."""

    verb: str
    target: Node
    destination: Node


@dataclass(frozen=True)
class ChosenWithEvent(Node):
    """``you choose me with a spell``, ``you kill a unit with a spell`` (rule 355.5): only by a spell."""

    verb: str
    target: Node
    words: str


@dataclass(frozen=True)
class SpendEvent(Node):
    """``you spend a buff`` (rule 426)."""

    spent: Node


@dataclass(frozen=True)
class UseAbilityEvent(Node):
    """``you use an activated ability of a gear`` (rule 376)."""

    article: str
    source: Node


@dataclass(frozen=True)
class NthCardPlayed(Node):
    """``you play your second card in a turn`` (rule 382)."""

    owner: str
    ordinal: str
    period: str


@dataclass(frozen=True)
class NthCardDrawn(Node):
    """``you draw your second card each turn`` (rule 382)."""

    owner: str
    ordinal: str
    period: str


@dataclass(frozen=True)
class PlayToEvent(Node):
    """``you play me to a battlefield`` (rule 419): where the card is played."""

    card: Node
    destination: Node


@dataclass(frozen=True)
class PlayDuringEvent(Node):
    """``you play a unit during a showdown`` (rule 341)."""

    card: Node
    article: str
    fight: str


@dataclass(frozen=True)
class PlayEvent(Node):
    """``you play me`` / ``you play a spell`` (rule 419), maybe ``from face down`` (Hidden 811)."""

    card: Node
    source: Node | None = None


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
class PlayerEventWith(Node):
    """``you conquer here with one or more [Mighty] units`` (rule 467): the units that took part."""

    verb: str
    location: Node | None
    units: Node


@dataclass(frozen=True)
class YouOrPlayerEvent(Node):
    """``you or an ally hold`` (rules 467, 489): the event of you or another player."""

    player: Node
    location: Node | None


@dataclass(frozen=True)
class EitherPlayerEvent(Node):
    """``you conquer or hold``, ``you conquer or hold here`` (rule 467)."""

    first: str
    second: str
    location: Node | None


@dataclass(frozen=True)
class PlayerChoosesEvent(Node):
    """``a player chooses a friendly unit here with a spell`` (rule 355.5): any player choosing it."""

    player: Node
    target: Node
    with_spell: str | None


@dataclass(frozen=True)
class LookEvent(Node):
    """``you look at cards from the top of your deck (and don't draw them) and see me`` (rule 424)."""

    cards: DeckTopCards
    not_drawing: NotDrawing
    seen: Node


@dataclass(frozen=True)
class DeckTopCards(Node):
    """``cards from the top of your deck`` (rule 424): the cards looked at."""

    noun: Node


@dataclass(frozen=True)
class NotDrawing(Node):
    """``(and don't draw them)``: the cards are only looked at."""

    dont: str
    cards: Node


@dataclass(frozen=True)
class BecomeEvent(Node):
    """``I become [Empowered]``, ``a unit you control becomes [Mighty]``, ``I become ready`` (rules 441, 706)."""

    subject: Node
    verb: str
    status: Keyword | str


@dataclass(frozen=True)
class PhasePoint(Node):
    """``the start of your Beginning Phase``, ``the end of your turn``, ``the start of each player's
    first Beginning Phase``: ``owner`` is a possessive word or a ``PlayerPossessive``."""

    boundary: str
    owner: str | PlayerPossessive
    ordinal: str | None
    phase: str


@dataclass(frozen=True)
class UnmarkedPhasePoint(Node):
    """``start of your Beginning Phase``: a phase point printed without ``the``."""

    boundary: str
    owner: str | None
    ordinal: str | None
    phase: str
