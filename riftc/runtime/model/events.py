"""Runtime events: what game actions report (Event), the game log (``log`` appends to it), and
instruction Outcomes."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Iterator

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState


@dataclass(frozen=True)
class Event:
    """One game action, performed or not, as it happened.

    ``performed`` is False when the action was negated (skipped, prevented, or had nothing to do
    because the object was already in that state, vendetta-faq-034); ``reason`` says why and
    ``rule`` cites the rule. Triggers look at performed events only ("when you buff me" does not
    trigger on a negated buff, 426.1.c; stunning a stunned unit triggers nothing, 423.1.a.1).
    ``player`` is the player performing the action (411); ``new_ids`` are the objects' identities
    after a zone change (124).
    """

    kind: str
    objects: tuple[int, ...]
    performed: bool
    text: str
    rule: str | None = None
    source: int | None = None
    player: int | None = None
    reason: str | None = None
    amount: int = 0
    new_ids: tuple[int, ...] = ()
    origin: tuple[str, int | None] | None = None  # a move's starting location (420), as GameObject.location()
    # a "might" event's Might before the change (710; ``amount`` is the Might after it); a conquer or
    # hold: 1 + the battlefield's controller before it, 0 when it was uncontrolled (190.6)
    before: int = 0
    phase: str | None = None  # the phase of the turn it happened in (314), when the game is in one
    was: int | None = None  # a finalized card's id before it went to the chain (124): what chose targets for it
    turn: int = 0
    seq: int = 0

    def sentence(self) -> str:
        """The log line: a human sentence followed by the rule number, e.g. "... (426.1.b.1)"."""
        return f"{self.text} ({self.rule})" if self.rule else self.text


@dataclass
class EventLog:
    """Append-only list of events; ``seq`` numbers give triggers a cursor to read from."""

    events: list[Event] = field(default_factory=list)

    def append(self, event: Event) -> Event:
        """Store ``event`` with its sequence number and return the stored copy."""
        seq = len(self.events)
        stored = event if event.seq == seq else Event(**{**event.__dict__, "seq": seq})
        self.events.append(stored)
        return stored

    def since(self, cursor: int) -> list[Event]:
        """Events with ``seq >= cursor``."""
        return self.events[cursor:]

    def lines(self) -> list[str]:
        """Every event as its human sentence."""
        return [e.sentence() for e in self.events]

    def find(self, kind: str | None = None, *, performed: bool | None = None) -> list[Event]:
        """Events filtered by kind and/or performed flag."""
        return [e for e in self.events
                if (kind is None or e.kind == kind) and (performed is None or e.performed == performed)]

    def __iter__(self) -> Iterator[Event]:
        return iter(self.events)

    def __len__(self) -> int:
        return len(self.events)


@dataclass(frozen=True)
class Outcome:
    """What one instruction (or one game action) did; linked instructions read it (359.3.e.14).

    * ``targets``: the legal objects it operated on, in order (what "it"/"those" refer to later);
    * ``affected``: the subset the action actually happened to (drawn cards for Draw);
    * ``ignored``: the instruction was not executed at all because its targets were all illegal on
      resolution or its linked antecedent was ignored (359.3.e.7, 359.3.e.14.a, vendetta-faq-034).
      A *negated* instruction is not ignored: it has targets but no ``affected``.
    * ``players``: players it acted for/on; ``amount``: a number it produced (cards drawn, damage).
    * ``done``: the action happened without touching an object (a payment, adding resources).
    """

    action: str
    targets: tuple[int, ...] = ()
    affected: tuple[int, ...] = ()
    ignored: bool = False
    players: tuple[int, ...] = ()
    amount: int = 0
    done: bool = False

    @property
    def performed(self) -> bool:
        """Whether the game action happened ("if you do", 359.3.e.14.b): to at least one object,
        or, for an action on no object (paying, adding), at all."""
        return bool(self.affected) or self.done

    @property
    def negated(self) -> tuple[int, ...]:
        """Targets the action did not happen to (skipped, prevented or already in that state)."""
        return tuple(t for t in self.targets if t not in self.affected)

    @classmethod
    def ignore(cls, action: str) -> Outcome:
        """An instruction that was not executed (mistargeted, or its antecedent was ignored)."""
        return cls(action=action, ignored=True)

    def merge(self, other: Outcome) -> Outcome:
        """Combine two outcomes of the same instruction (e.g. one per target), order-preserving."""
        return Outcome(action=self.action, targets=self.targets + other.targets,
                       affected=self.affected + other.affected,
                       ignored=self.ignored and other.ignored,
                       players=self.players + tuple(p for p in other.players if p not in self.players),
                       amount=self.amount + other.amount, done=self.done or other.done)


def log(state: GameState, kind: str, objects: tuple[int, ...], performed: bool, text: str,
        rule: str | None, *, by: int | None, source: int | None = None, reason: str | None = None,
        amount: int = 0, new_ids: tuple[int, ...] = (), origin: tuple[str, int | None] | None = None,
        before: int = 0) -> Event:
    """Append one Event to the state's log, stamped with the turn and phase it happens in (made once,
    with its sequence number, rather than made and copied by ``EventLog.append``)."""
    return state.log.append(Event(kind=kind, objects=objects, performed=performed, text=text,
                                  rule=rule, source=source, player=by, reason=reason,
                                  amount=amount, new_ids=new_ids, origin=origin, before=before,
                                  phase=state.phase, turn=state.turn, seq=len(state.log.events)))


#: The event of a card's play being finalized (419.4.b): logged as the card is put on the chain with its
#: costs paid, before it resolves, and so also for a card that is countered later. Checks that are not
#: triggers ("if you've played another card this turn", [Legion], "if an opponent has played another
#: spell this turn") read these; abilities that trigger on a play read the "play" event of its
#: resolution (419.4.a), which a countered card never gets (425.1.b).
FINALIZE = "finalize"


def log_finalized(state: GameState, oid: int, name: str, *, by: int, source: int | None = None,
                  was: int | None = None) -> Event:
    """Log that the play of the card ``oid`` (on the chain now, or a token just played) was finalized;
    ``was``: its id in the zone it was played from (its targets were chosen as that object, 355.7)."""
    return state.log.append(Event(kind=FINALIZE, objects=(oid,), performed=True, text=f"{name}'s play is finalized",
                                  rule="419.4.b", source=source, player=by, phase=state.phase, turn=state.turn,
                                  was=was))
