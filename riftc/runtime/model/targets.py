"""Runtime references: which objects and players an instruction acts on (me, all X, it, you).

References are data. They are resolved against a ``Scope`` (the resolving ability's context) when
the instruction executes, never by reading shared mutable state: back-references name the earlier
instruction's index explicitly (``It(link=0)``) and read that instruction's Outcome.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from .frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from .selectors import BoardView, Selector

if TYPE_CHECKING:  # pragma: no cover
    from .events import Outcome
    from .objects import GameObject
    from .state import GameState


class Scope(Protocol):
    """What references need to resolve: implemented by effects.Resolution and layers' static scope."""

    @property
    def state(self) -> GameState:
        """The game state."""

    @property
    def view(self) -> BoardView:
        """Current characteristics."""

    @property
    def source(self) -> int | None:
        """Id of the ability's source object (None for an effect without a source)."""

    @property
    def controller(self) -> int:
        """The player controlling the ability (its "you", 411)."""

    def source_object(self) -> GameObject | None:
        """The source object (live, else last-known information)."""

    def outcome(self, link: int) -> Outcome | None:
        """The Outcome of the instruction with pre-order index ``link``, None if it never ran."""

    def chosen(self, ref: ObjectRef) -> tuple[int, ...]:
        """The ids chosen for a ``Choose`` reference of the executing instruction."""

    def pick(self, options: tuple[int, ...], minimum: int, maximum: int, prompt: str,
             player: int | None = None) -> tuple[int, ...]:
        """Ask the controller (or ``player``) to pick among ``options`` now (not a target)."""


@dataclass(frozen=True)
class Referents:
    """The objects a reference resolved to; ``ignored`` means "mistargeted / antecedent ignored"."""

    objects: tuple[int, ...] = ()
    ignored: bool = False
    rule: str | None = None


class ObjectRef:
    """Base class of object references (``Self``, ``All``, ``It``, ``Choose`` ...)."""

    def resolve(self, scope: Scope) -> Referents:
        """The objects meant, in order."""
        raise NotImplementedError


class PlayerRef:
    """Base class of player references (``You``, ``ControllerOf`` ...)."""

    def players(self, scope: Scope) -> tuple[int, ...] | None:
        """Player ids meant; None if the reference is ignored (its antecedent was ignored)."""
        raise NotImplementedError


@dataclass(frozen=True)
class Self(ObjectRef):
    """"me" / "this" / "I": the ability's source (053). Not a target, so never mistargets."""

    def resolve(self, scope: Scope) -> Referents:
        return Referents(() if scope.source is None else (scope.source,))


@dataclass(frozen=True)
class DiedSelf(ObjectRef):
    """"me" in an ability that triggers on my own death ("[Deathknell] — Recycle me to …"): the card
    my death put into the trash (808, 323.4: the ability keeps track of the unit that died). Dying
    makes a new object (124); that one is "me" while it stays there, and a later zone change makes
    yet another object, which is not (the reference then finds nothing). Not a target."""

    def resolve(self, scope: Scope) -> Referents:
        me = scope.source
        deaths = [e for e in scope.state.log.events
                  if e.kind == "kill" and e.performed and me in e.objects and len(e.new_ids) == len(e.objects)]
        if me is None or not deaths:
            return Referents(())
        card = deaths[-1].new_ids[deaths[-1].objects.index(me)]
        return Referents((card,) if scope.state.get(card) is not None else ())


@dataclass(frozen=True)
class AttachedCard(ObjectRef):
    """"this" or the card's own name in Equipment effect text (136.2.d): the attached card that
    appended the text, not the unit it is attached to (Guardian Angel: "kill Guardian Angel
    instead"). Not a target."""

    name: str

    def resolve(self, scope: Scope) -> Referents:
        me = scope.source_object()
        found = () if me is None else tuple(
            g for g in me.attachments if (o := scope.state.get(g)) is not None and o.card.name == self.name)
        return Referents(found)


@dataclass(frozen=True)
class All(ObjectRef):
    """"all X" / "each X": every match when the instruction executes; not a choice (355.5.a, 355.10)."""

    selector: Selector

    def resolve(self, scope: Scope) -> Referents:
        return Referents(self.selector.select(scope.source_object(), scope.controller, scope.view))


@dataclass(frozen=True)
class It(ObjectRef):
    """"it" / "that unit": the objects instruction ``link`` operated on (its Outcome.targets).

    If that instruction was ignored, so is this reference (359.3.e.14.a); if it was merely
    negated, its targets are still there to refer to (vendetta-faq-034).
    """

    link: int

    def resolve(self, scope: Scope) -> Referents:
        outcome = scope.outcome(self.link)
        return _ignored_link() if outcome is None or outcome.ignored else Referents(outcome.targets)


@dataclass(frozen=True)
class ChosenTarget(ObjectRef):
    """"the unit you choose" in a change to an ability's own cost ("[Equip] [3][A]. This ability's
    Energy cost is reduced by the Might of the unit you choose."): the targets chosen for field
    ``field`` of instruction ``link``, read before the instruction runs, while the cost is determined
    (targets are chosen first, 402.2-402.3)."""

    link: int
    field: str

    def resolve(self, scope: Scope) -> Referents:
        chosen = getattr(scope, "choices", {}).get((self.link, self.field), ())
        return Referents(tuple(o for o in chosen if scope.state.get(o) is not None))


@dataclass(frozen=True)
class EventObjects(ObjectRef):
    """"it" in a triggered ability about another object ("When you ready a friendly unit, give it
    +1 [M]"): the objects of the event that triggered the ability (383.2.c), not targets. Resolves
    to their current identity if they are still there; an object that changed zones is gone."""

    def resolve(self, scope: Scope) -> Referents:
        found = tuple(o for o in getattr(scope, "event_objects", ()) if scope.state.get(o) is not None)
        if not found:
            return Referents(ignored=True, rule="359.3.e.12")
        return Referents(found)


@dataclass(frozen=True)
class ThoseTargets(It):
    """"them" / "those units": the plural spelling of ``It`` (same meaning, clearer registry)."""


@dataclass(frozen=True)
class AffectedBy(ObjectRef):
    """"each unit killed this way": only the objects instruction ``link`` actually affected."""

    link: int

    def resolve(self, scope: Scope) -> Referents:
        outcome = scope.outcome(self.link)
        return _ignored_link() if outcome is None or outcome.ignored else Referents(outcome.affected)


def _ignored_link() -> Referents:
    """A reference to an instruction that was ignored (or not reached) is ignored too (359.3.e.14.a)."""
    return Referents(ignored=True, rule="359.3.e.14.a")


# -- players ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class You(PlayerRef):
    """"you": the controller of the ability (411)."""

    def players(self, scope: Scope) -> tuple[int, ...] | None:
        return (scope.controller,)


@dataclass(frozen=True)
class TurnPlayer(PlayerRef):
    """"that player" in "At the start of each player's first Beginning Phase, that player …": the
    player whose turn it is (the turn player, 301)."""

    def players(self, scope: Scope) -> tuple[int, ...] | None:
        return (scope.state.current,)


@dataclass(frozen=True)
class Opponents(PlayerRef):
    """"each opponent": every player other than you."""

    def players(self, scope: Scope) -> tuple[int, ...] | None:
        return tuple(scope.state.opponents(scope.controller))


@dataclass(frozen=True)
class EachPlayer(PlayerRef):
    """"each player": every player, in turn order starting with the turn player (303.2.a)."""

    def players(self, scope: Scope) -> tuple[int, ...] | None:
        state = scope.state
        count = len(state.players)
        return tuple((state.current + i) % count for i in range(count))


@dataclass(frozen=True)
class ControllerOf(PlayerRef):
    """"its controller": the controller of the referenced object(s), using last-known information
    when the object has left the board (359.3.e.13), as in Hidden Blade's "Its controller draws 2"."""

    of: ObjectRef

    def players(self, scope: Scope) -> tuple[int, ...] | None:
        refs = self.of.resolve(scope)
        if refs.ignored:
            return None
        found = (scope.state.lookup(o) for o in refs.objects)
        return tuple(dict.fromkeys(o.controller for o in found if o is not None))


@dataclass(frozen=True)
class OwnerOf(PlayerRef):
    """"its owner": the owner of the referenced object(s)."""

    of: ObjectRef

    def players(self, scope: Scope) -> tuple[int, ...] | None:
        refs = self.of.resolve(scope)
        if refs.ignored:
            return None
        found = (scope.state.lookup(o) for o in refs.objects)
        return tuple(dict.fromkeys(o.owner for o in found if o is not None))
