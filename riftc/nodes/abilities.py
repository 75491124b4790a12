"""AST: Card texts, lines, abilities and triggers (Core Rules 135, 360-393)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node

if TYPE_CHECKING:
    from riftc.nodes.players import PlayerPossessive
    from riftc.nodes.instructions import Effect
    from riftc.nodes.targets import Costs, Keyword, ManaCost, SelfRef


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

    keyword: Node  # a Keyword, or a KeywordList: "[Reaction], [Legion] —"
    link: str


@dataclass(frozen=True)
class UseRestriction(Node):
    """``Use only if not Empowered.``, ``Use this ability only while I'm at a battlefield.``, ``Use only
    once per turn.``: when the activated ability may be used (rule 376). ``subject`` is ``this ability``
    when printed; ``also`` is a second limit joined by ``and only``."""

    subject: str | None
    limit: Node
    also: Node | None


@dataclass(frozen=True)
class OncePerTurn(Node):
    """``once per turn`` / ``once each turn``: the ability may be used at most once a turn."""

    words: str


@dataclass(frozen=True)
class UseToPlay(Node):
    """``to play spells``, ``to play gear or use gear abilities``: what the ability may be used for."""

    target: Node
    abilities_of: Node | None


@dataclass(frozen=True)
class SpendRestriction(Node):
    """``Spend this Energy only to play spells.``, ``… only during showdowns.`` (rule 429): what the added
    Energy may pay for, or when it may be spent."""

    purpose: Node


@dataclass(frozen=True)
class DuringShowdowns(Node):
    """``during showdowns``: only while a showdown is open."""


@dataclass(frozen=True)
class BareKeywordAbility(Node):
    """A keyword printed without brackets, with its reminder: ``Ganking (…)``, ``Equip [O] (…)``."""

    name: str
    cost: KeywordCost | None
    reminder: Reminder


@dataclass(frozen=True)
class KeywordListAbility(Node):
    """Several keywords on one line with one reminder: ``[Assault 2], [Shield 2] (…)`` (rule 135.2.c)."""

    keywords: KeywordList
    reminder: Reminder | None


@dataclass(frozen=True)
class KeywordList(Node, AsList):
    """``[Assault 2], [Shield 2]``: keywords separated by commas."""

    keywords: tuple[Keyword, ...]


@dataclass(frozen=True)
class RepricedKeywordAbility(Node):
    """``[Empower] [5]. This ability costs [3] less if …``: a keyword whose cost the next sentence
    changes (rule 206.1)."""

    keyword: Keyword
    cost: ManaCost
    change: Node
    reminder: Reminder | None


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
    """``you play me`` / ``you play a spell`` (rule 419), maybe ``from face down`` (Hidden 811)."""

    card: Node
    source: Node | None = None


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
    """``the start of your Beginning Phase``, ``the end of your turn``, ``the start of each player's
    first Beginning Phase``: ``owner`` is a possessive word or a ``PlayerPossessive``."""

    boundary: str
    owner: str | PlayerPossessive
    ordinal: str | None
    phase: str


@dataclass(frozen=True)
class UnitEvent(Node):
    """``I attack``, ``I conquer or hold``, ``a friendly unit dies``: something a game object does."""

    subject: Node
    verbs: EventVerbs
    destination: Node | None
    condition: Node | None = None


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
