"""AST: replacement effects, prevention, restrictions, control changes, copies and durations.

Core Rules 188 (control), 367-372 (replacement effects), 418 (heal), 437 (prevent), 454 (recall),
477.1 (copy and control effects apply in the first layer).
"""

from __future__ import annotations

from dataclasses import dataclass

from riftc.nodes.base import AsList, Node

# --- replacement effects ---------------------------------------------------------------------


@dataclass(frozen=True)
class Replacement(Node):
    """``If I would die, kill this instead.`` (rule 367): the event is replaced by the instruction."""

    event: Node
    instruction: Node


@dataclass(frozen=True)
class IfWould(Node):
    """``if it would die this turn``: every such event (for a while) is replaced."""

    event: WouldEvent
    duration: str | None


@dataclass(frozen=True)
class NextTime(Node):
    """``the next time it would die this turn``: only the next such event is replaced (rule 370.2)."""

    ordinal: str
    event: Node
    duration: str | None


@dataclass(frozen=True)
class WhenWould(Node):
    """``when a buffed unit you control would die``: a replacement worded with ``when``."""

    event: WouldEvent
    duration: str | None


@dataclass(frozen=True)
class WouldEvent(Node):
    """``I would die``, ``that unit would be dealt damage``: the event that would happen (rule 369.1)."""

    subject: Node
    happening: Node


@dataclass(frozen=True)
class LeadingInstead(Node):
    """``instead heal it, exhaust it, and recall it``: ``instead`` before its instruction."""

    instruction: Node


@dataclass(frozen=True)
class InsteadOf(Node):
    """``return it to its owner's hand instead of putting it in their trash`` (rule 370.1.b)."""

    instruction: Node
    replaced: Putting


@dataclass(frozen=True)
class Putting(Node):
    """``putting it in their trash``: the replaced action, named in ``-ing`` form."""

    card: Node
    destination: Node


@dataclass(frozen=True)
class Series(Node, AsList):
    """``heal it, exhaust it, and recall it``: three or more actions done in order."""

    steps: tuple[Node, ...]


# --- actions ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Recall(Node):
    """Recall (rule 454): ``recall it exhausted``, ``recall it at end of turn``; not a move."""

    target: Node
    state: str | None
    later: str | None


@dataclass(frozen=True)
class Send(Node):
    """``Send it to base.``: the reminder of recall (rule 454)."""

    target: Node
    zone: Node


@dataclass(frozen=True)
class NotAMove(Node):
    """``This isn't a move.`` (rule 454): move triggers do not see a recall."""


@dataclass(frozen=True)
class Heal(Node):
    """Heal (rule 418): ``heal me``."""

    target: Node


@dataclass(frozen=True)
class NamedSelf(Node):
    """``Guardian Angel`` in its own text: the card naming itself (rule 136.2.d)."""

    name: str


@dataclass(frozen=True)
class Now(Node):
    """``now``: at once, rather than at a later point named elsewhere (rule 158.2)."""


@dataclass(frozen=True)
class Prevent(Node):
    """Prevent (rule 437): ``prevent it``, ``prevent the next 7 damage that would be dealt to it``."""

    damage: Node


@dataclass(frozen=True)
class PreventedDamage(Node):
    """``the next 7 damage that would be dealt to it this turn``: the prevent value and its unit (437.1.b)."""

    ordinal: str
    amount: int
    damage: str
    target: Node
    duration: str | None


@dataclass(frozen=True)
class ControlChange(Node):
    """``take control of it``, ``gain control of a spell``, ``lose control of that unit`` (rule 188)."""

    change: str
    target: Node


@dataclass(frozen=True)
class MakeNewChoices(Node):
    """``make new choices for it`` (rule 359.3.f.4): choose a spell's or ability's targets again."""

    target: Node


# --- restrictions and durations --------------------------------------------------------------


@dataclass(frozen=True)
class Restriction(Node):
    """``I can't be readied.``, ``Units can't move to base.``: an action the subject can't do or undergo."""

    subject: Node
    forbidden: Node
    unless: Unless | None


@dataclass(frozen=True)
class BeActedOn(Node):
    """``be moved by enemy spells and abilities``, ``be played here``, ``be dealt damage``."""

    action: str
    damage: str | None
    by: BySources | None
    location: Node | None


@dataclass(frozen=True)
class BySources(Node):
    """``by enemy spells and abilities``: who would do the action (no controller = anyone's)."""

    controller: str | None


@dataclass(frozen=True)
class Moving(Node):
    """``move from here to base``: the subject moving (rule 420)."""

    origin: MovingFrom | None
    destination: Node


@dataclass(frozen=True)
class MovingFrom(Node):
    """``from here``: where a move starts."""

    place: Node


@dataclass(frozen=True)
class Unless(Node):
    """``unless I'm in combat``: the statement holds except while the test is true."""

    test: Node


@dataclass(frozen=True)
class YouCant(Node):
    """``you can't``: the instruction before could not be done (rule 359.3.e.6)."""


@dataclass(frozen=True)
class Lasting(Node):
    """``It can't be chosen by enemy spells and abilities this turn.``: a statement an instruction makes true for a while."""

    statement: Node
    duration: str


@dataclass(frozen=True)
class BecomesCopy(Node):
    """``It becomes a copy of that unit.`` (rule 477.1.b): the subject takes the copyable traits of the original."""

    subject: Node
    original: Node
