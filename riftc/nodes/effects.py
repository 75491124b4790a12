"""AST: effects: sentences of instructions and how they combine (Core Rules 135.2.b, 355.3, 359, 389); the nodes of grammar/effects.lark, in its order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply

if TYPE_CHECKING:
    from riftc.nodes.abilities import KeywordAbility, Reminder
    from riftc.nodes.costs import ManaCost
    from riftc.nodes.targets import SelfRef


@dataclass(frozen=True)
class Effect(Node, AsList):
    """One or more sentences of instructions, executed in order (rule 135.2.b)."""

    sentences: tuple[Sentence, ...]


@dataclass(frozen=True)
class QuotedSentence(Node):
    """A sentence ending in a quoted ability, whose full stop ends both (``This turn, that unit has "…"``)."""

    duration: str | None
    instruction: Node


@dataclass(frozen=True)
class GiveQuoted(Node):
    """``give it "[A][A]: Ready me."``: the object gains the quoted ability (rule 477.1)."""

    target: Node
    ability: Node


@dataclass(frozen=True)
class DelayedTrigger(Node):
    """``When it dies this turn, play a Gold gear token exhausted.`` (rule 389): a trigger set up by the effect."""

    trigger: Node
    duration: str | None
    instruction: Node


@dataclass(frozen=True)
class BasedOnModes(Node):
    """``Then, do the following based on the discarded card's type:`` and its keyed mode lines.

    The game picks the mode whose key (a card type or a domain) matches; the player does not choose.
    """

    then: str | None
    one_of: str | None
    basis: Node
    modes: KeyedModes


@dataclass(frozen=True)
class CardTypeBasis(Node):
    """``the discarded card's type`` (rule 119)."""

    action: str


@dataclass(frozen=True)
class DomainBasis(Node):
    """``its domain`` (rule 134)."""


@dataclass(frozen=True)
class KeyedModes(Node, AsList):
    """The ``• key — effect`` lines of a ``do the following based on …`` effect."""

    modes: tuple[Node, ...]


@dataclass(frozen=True)
class KeyedMode(Node):
    """``• Spell — Draw 1.``, ``• [B] — Draw 1.``: the effect done when the key matches."""

    key: Node | str
    link: str
    effect: Effect
    reminder: Reminder | None


@dataclass(frozen=True)
class ChooseModes(Node):
    """``Choose one —`` and the ``• `` mode lines below it (rule 355.3): the modes belong to this ability."""

    words: str
    link: str
    modes: Modes


@dataclass(frozen=True)
class ChooseNewMode(Node):
    """``Choose one you haven't already chosen —``: a mode not chosen before (rule 355.3)."""

    words: str
    limit: Node
    link: str
    modes: Modes


@dataclass(frozen=True)
class NotChosenYet(Node):
    """``you haven't already chosen``: never chosen before for this object."""


@dataclass(frozen=True)
class NotChosenByYouThisTurn(Node):
    """``you've not chosen this turn``: a mode not chosen yet this turn (rule 355.3)."""

    duration: str


@dataclass(frozen=True)
class ToGive(Node):
    """``to give me this turn``: the chosen mode (a keyword) is given to that object (rule 355.3)."""

    target: Node
    duration: str


@dataclass(frozen=True)
class NotChosenThisTurn(Node):
    """``that hasn't been chosen this turn``."""

    that: str
    duration: str


@dataclass(frozen=True)
class Modes(Node, AsList):
    """The ``• `` mode lines of a modal ability, in order."""

    modes: tuple[Node, ...]


@dataclass(frozen=True)
class Mode(Node):
    """``• Draw 1.``: one mode, an effect (with its reminder)."""

    effect: Effect
    reminder: Reminder | None


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
    reminder: Reminder | None


@dataclass(frozen=True)
class Sentence(Node):
    """One sentence: an instruction ended by a period."""

    instruction: Node


@dataclass(frozen=True)
class DoubledStopSentence(Sentence):
    """A sentence printed with two full stops (a misprint, as on Seat of Power): a ``Sentence`` that prints
    back as it was; the linter reports it (RL002)."""


@dataclass(frozen=True)
class TimedAction(Node):
    """``ready 2 runes at the end of this turn``: an instruction done later, at that point of the turn (rule 389)."""

    instruction: Node
    point: AtPhase | EndOfTurn


@dataclass(frozen=True)
class AtPhase(Node):
    """``at the end of your turn``, ``at end of turn``: a point of the turn."""

    point: Node


@dataclass(frozen=True)
class EndOfTurn(Node):
    """``at end of turn`` after a delayed instruction: the End Phase of this turn (rule 317)."""

    words: str


@dataclass(frozen=True)
class ThisTurnPoint(Node):
    """``the end of this turn``."""

    boundary: str
    duration: str


@dataclass(frozen=True)
class AfterEvent(Node):
    """``Recycle that spell after you play it.``: done once the event has happened (rule 389)."""

    instruction: Node
    event: Node


@dataclass(frozen=True)
class TrailingCondition(Node):
    """``draw 1 if you have one or fewer cards in your hand``: checked as the instruction resolves (rule 393)."""

    instruction: Node
    condition: Node


@dataclass(frozen=True)
class AdditionalCostFirst(Node):
    """``As an additional cost to play me, kill a friendly unit.`` (rule 356); with ``you may`` the
    additional cost is optional (rule 356.2.b)."""

    card: SelfRef
    may: str | None
    instruction: Node


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
class DealOnly(Node):
    """``deal 2`` in ``deal 2 instead``: another amount for the damage instruction before (rule 367)."""

    amount: int


@dataclass(frozen=True)
class Sequence(Node, AsList):
    """``Discard 1, then draw 1.``: instructions done one after the other."""

    steps: tuple[Node, ...]


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
class DoThis(Node):
    """``do this: [Buff] a friendly unit``: the instruction done when what comes before holds."""

    instruction: Node


@dataclass(frozen=True)
class LowerCaseInstruction(Node):
    """``do this: draw 1``: the instruction after ``do this:``, printed in lower case (wording only)."""

    instruction: Node


@dataclass(frozen=True)
class ConditionalThen(Node):
    """``If you do, then do this: Attach it to me.`` (rule 393): a condition and the ``do this:``
    instruction done when it holds, after what went before."""

    condition: Node
    instruction: DoThis


@dataclass(frozen=True)
class Either(Node):
    """``draw 1 or buff me``: you choose one of the two instructions."""

    first: Node
    word: str
    second: Node


@dataclass(frozen=True)
class Both(Node):
    """``Draw 1 and channel 1 rune exhausted.``: two actions done together, in order."""

    first: Node
    second: Node


@dataclass(frozen=True)
class CommaBoth(Node):
    """``…, ignoring its cost, and attach it to me``: two linked instructions, the first closed by a comma (rule 359)."""

    first: Node
    second: Node


@dataclass(frozen=True)
class PaidInstruction(Node):
    """``pay [A] to ready it``, ``exhaust me to draw 1``: a cost paid inside an instruction (rule 444)."""

    payment: Node
    instruction: Node
