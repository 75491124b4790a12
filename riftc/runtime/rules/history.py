"""Conditions about the players and about what happened this turn.

"If a unit died this turn", "if you've discarded a card this turn", "if you've gained XP this turn"
(read from the game log: only performed events count, a negated or replaced action never
happened), "if an opponent controls a battlefield" (190), "if your score is within 3 points of the
Victory Score" (194.3), and the property "alone" (740.2.a). All are plain data with ``holds(scope)``
(or ``test`` for the property), like the conditions in ``model/conditions.py``.

Conditions on the cards a player has played this turn ("Use only if you've played an Equipment
this turn", "if you've played a non-token unit, a non-token gear, and a spell this turn") and on how
much a player controls compared with an opponent ("if you control fewer runes than an opponent").

A play counts once it is finalized (419.4.b: the "finalize" event logged as the card goes on the chain
with its costs paid, so a card countered later still counts, riftbound-unleashed-faq-006); hiding a card is
not playing it (riftbound-origins-faq-018). The played object is read wherever it is now or by its
last-known information (359.3.e.13), so a spell that already resolved still counts.
"""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import CardDef
from ..model.amounts import Amount
from ..model.conditions import Condition
from ..model.events import FINALIZE
from ..model.objects import GameObject
from ..model.selectors import BoardView, Property, Selector
from ..model.targets import ObjectRef, Scope
from .rule_changes import VICTORY_SCORE, victory_score  # noqa: F401 (VICTORY_SCORE: 194.3, kept importable here)

#: The ``by`` of a HappenedThisTurn: "you" (performed by the ability's controller), "opponent"
#: (by another player, 740.1.b) or anyone (None).
PERFORMERS = ("you", "opponent", None)


@dataclass(frozen=True)
class HappenedThisTurn(Condition):
    """At least ``n`` performed events of ``kind`` this turn ("a unit died this turn" =
    ``HappenedThisTurn("kill", by=None, subject=Selector(types=("unit",)))``, "you've discarded a
    card this turn" = ``HappenedThisTurn("discard")``).

    ``by="you"`` counts only events performed by the ability's controller (411.4); ``subject``, when
    given, must match the event's object as it last existed (its last-known information for an
    object that left the board, 359.3.e.13), judged from the ability ("a friendly unit");
    ``types``, when given, are the card types the event's card must have, wherever it was (a spell
    is played from the chain); ``phase``, when given, is the phase of the turn (315-317) the event
    happened in ("died during your Beginning Phase this turn": ``phase="beginning"``, the event's
    ``Event.phase``).
    """

    kind: str
    by: str | None = "you"
    subject: Selector | None = None
    n: int = 1
    types: tuple[str, ...] = ()
    phase: str | None = None
    # "Counter a spell if an opponent has played another spell this turn": "another" than the objects
    # the ability chose (the spell it counters is not one of those counted, riftbound-vendetta-faq-013).
    other_than_chosen: bool = False

    def __post_init__(self) -> None:
        if self.by not in PERFORMERS:
            raise ValueError(f"HappenedThisTurn.by must be one of {PERFORMERS}")

    def holds(self, scope: Scope) -> bool:
        state = scope.state
        count = 0
        for event in state.log.events:
            if event.kind != self.kind or not event.performed or event.turn != state.turn:
                continue
            if self.phase is not None and event.phase != self.phase:
                continue
            if self.by == "you" and event.player != scope.controller:
                continue
            if self.by == "opponent" and (event.player is None or event.player == scope.controller):
                continue
            if self.types and not self._types_match(event.objects, scope):
                continue
            if self.subject is not None and not self._subject_matches(event.objects, scope):
                continue
            if self.other_than_chosen and set(event.objects) & _chosen(scope):
                continue
            count += 1
        return count >= self.n

    def _types_match(self, ids: tuple[int, ...], scope: Scope) -> bool:
        """The event's card is of one of ``types`` wherever it was ("an opponent has played a spell")."""
        found = [scope.state.lookup(i) for i in ids]
        return any(o is not None and (o.card.type or "").lower() in self.types for o in found)

    def _subject_matches(self, ids: tuple[int, ...], scope: Scope) -> bool:
        assert self.subject is not None
        source = scope.source_object()
        found = [scope.state.lookup(i) for i in ids]
        # The last-known copy still says where it was (the board), so "unit" selectors match it.
        return any(o is not None and self.subject.matches(o, source, scope.controller, scope.view)
                   for o in found)


@dataclass(frozen=True)
class ControlsBattlefield(Condition):
    """"if an opponent controls a battlefield" (``whose="opponent"``), "if you control a
    battlefield" (``whose="you"``): a battlefield's controller is such a player (190)."""

    whose: str = "opponent"

    def __post_init__(self) -> None:
        if self.whose not in ("you", "opponent"):
            raise ValueError("ControlsBattlefield.whose must be 'you' or 'opponent'")

    def holds(self, scope: Scope) -> bool:
        players = {scope.controller} if self.whose == "you" else set(scope.state.opponents(scope.controller))
        return any(b.controller in players for b in scope.state.battlefields)


@dataclass(frozen=True)
class ControlsThisBattlefield(Condition):
    """"While you control this battlefield" (a battlefield's ability): its battlefield has a controller
    and it is the ability's (190.6.d: "you" in a battlefield's abilities is that controller, and no one
    while the battlefield is uncontrolled)."""

    def holds(self, scope: Scope) -> bool:
        me = scope.source_object()
        if me is None or me.battlefield is None:
            return False
        controller = scope.state.battlefields[me.battlefield].controller
        return controller is not None and controller == scope.controller


@dataclass(frozen=True)
class OnlyUnitThere(Condition):
    """"if it is the only unit you control there" (OGN-046): the object ``subject`` names is a unit the
    ability's controller controls, and no other unit they control is at its location (as "alone",
    740.2.a, but for the controller of the ability)."""

    subject: ObjectRef

    def holds(self, scope: Scope) -> bool:
        refs = self.subject.resolve(scope)
        objs = [o for o in map(scope.state.get, refs.objects) if o is not None]
        if refs.ignored or len(objs) != 1 or objs[0].controller != scope.controller or objs[0].location() is None:
            return False
        unit = objs[0]
        return not any(o.oid != unit.oid and o.controller == scope.controller and o.card.type == "Unit"
                       and o.location() == unit.location() for o in scope.state.board_objects())


@dataclass(frozen=True)
class ScoreWithin(Condition):
    """"if your score is within 3 points of the Victory Score" (``whose="you"``), "if an opponent's
    score is …" (``whose="opponent"``: any opponent's): points of at least the Victory Score minus
    ``points`` (194.3; 8 by default)."""

    points: int
    whose: str = "you"

    def __post_init__(self) -> None:
        if self.whose not in ("you", "opponent"):
            raise ValueError("ScoreWithin.whose must be 'you' or 'opponent'")

    def holds(self, scope: Scope) -> bool:
        state = scope.state
        victory = victory_score(state)  # raised by "Increase the points needed to win" (194.3.a)
        players = [scope.controller] if self.whose == "you" else state.opponents(scope.controller)
        return any(state.player(p).points >= victory - self.points for p in players)


@dataclass(frozen=True)
class Alone(Property):
    """A unit is alone when no other unit its controller controls is at its location (740.2.a)."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        where = obj.location()
        if where is None:
            return False
        return not any(o.oid != obj.oid and o.controller == obj.controller and (o.card.type or "") == "Unit"
                       and o.location() == where for o in view.state.board_objects())


@dataclass(frozen=True)
class OneOnOne(Property):
    """A unit is one on one when it and the enemy unit at the same location are both alone (740.2.b):
    no other unit of its controller there, and exactly one unit of another player."""

    def test(self, obj: GameObject, view: BoardView) -> bool:
        where = obj.location()
        if where is None or not Alone().test(obj, view):
            return False
        enemies = [o for o in view.state.board_objects() if o.controller != obj.controller
                   and (o.card.type or "") == "Unit" and o.location() == where]
        return len(enemies) == 1


@dataclass(frozen=True)
class AmountAtLeast(Condition):
    """"if your other units have total Might 5 or more" (355.11): ``amount`` (an Amount, e.g.
    ``MightOf(All(...))``) is at least ``n``; an amount that can't be determined (null, 359.3.e.12)
    fails the test."""

    amount: Amount
    n: int

    def holds(self, scope: Scope) -> bool:
        value = self.amount.value(scope)
        return value is not None and value >= self.n


@dataclass(frozen=True)
class AmountAtMost(Condition):
    """"if it has 3 [M] or less" / "if it had …" (``MightOf`` reads last-known Might for an object
    that left the board, 359.3.e.13): ``amount`` is at most ``n``; an amount that can't be
    determined (null, 359.3.e.12) fails the test."""

    amount: Amount
    n: int

    def holds(self, scope: Scope) -> bool:
        value = self.amount.value(scope)
        return value is not None and value <= self.n


@dataclass(frozen=True)
class WasA(Condition):
    """"If it was an enemy unit" (the unit an earlier instruction killed): ``subject``'s objects, as
    they last existed (359.3.e.13), match ``selector`` judged from the ability."""

    subject: ObjectRef
    selector: Selector

    def holds(self, scope: Scope) -> bool:
        refs = self.subject.resolve(scope)
        if refs.ignored:
            return False
        found = [scope.state.lookup(o) for o in refs.objects]
        source = scope.source_object()
        return bool(found) and all(o is not None and self.selector.matches(o, source, scope.controller, scope.view)
                                   for o in found)


@dataclass(frozen=True)
class DidFewer(Condition):
    """"If you couldn't channel 2 runes this way" (a linked instruction, 393; 359.3.e.11: it was
    followed as far as possible): instruction ``link`` did fewer than ``n`` (its Outcome's amount),
    or did not run at all."""

    link: int
    n: int

    def holds(self, scope: Scope) -> bool:
        outcome = scope.outcome(self.link)
        return outcome is None or outcome.ignored or outcome.amount < self.n


@dataclass(frozen=True)
class EventObjectsAtLeast(Condition):
    """"When you conquer, if you have 4+ units at that battlefield": at least ``n`` of the triggering
    event's objects (a scoring event lists the scoring player's units at that battlefield, 383.4.c.2)
    are still there and match ``selector``."""

    n: int
    selector: Selector = Selector(types=("unit",), controller="yours")

    def holds(self, scope: Scope) -> bool:
        source, view = scope.source_object(), scope.view
        found = [scope.state.get(o) for o in getattr(scope, "event_objects", ())]
        return sum(1 for o in found if o is not None and self.selector.matches(o, source, scope.controller, view)) \
            >= self.n


@dataclass(frozen=True)
class MovedTimes(Condition):
    """"If I have moved twice this turn": the source was moved at least ``n`` times this turn (a move
    keeps the object, 124; a recall is not a move, 455)."""

    n: int = 2

    def holds(self, scope: Scope) -> bool:
        state = scope.state
        moves = [e for e in state.log.events if e.kind == "move" and e.performed and e.turn == state.turn
                 and scope.source in e.objects]
        return scope.source is not None and len(moves) >= self.n


@dataclass(frozen=True)
class PlayedKindThisTurn(Condition):
    """The ability's controller played, this turn, a card of one of ``types`` (empty: any type) that
    has ``tag`` (if given: "an Equipment", a tag, 135.4.a) and, with ``non_token``, is not a token
    ("a non-token unit": tokens are not cards, 185)."""

    types: tuple[str, ...] = ()
    tag: str | None = None
    non_token: bool = False

    def holds(self, scope: Scope) -> bool:
        state = scope.state
        for event in state.log.events:  # finalized plays (419.4.b): a countered card was played too
            if event.kind != FINALIZE or not event.performed or event.turn != state.turn \
                    or event.player != scope.controller:
                continue
            for oid in event.objects:
                obj = state.lookup(oid)
                if obj is not None and self._matches(obj.card):
                    return True
        return False

    def _matches(self, card: CardDef) -> bool:
        if self.types and (card.type or "").lower() not in self.types:
            return False
        if self.tag is not None and self.tag not in card.tags:
            return False
        return not (self.non_token and card.supertype == "Token")


@dataclass(frozen=True)
class FewerThanOpponent(Condition):
    """"if you control fewer runes than an opponent" (189): some opponent (every other player,
    740.1.b) controls more objects matching ``selector`` than the ability's controller does (the
    selector is judged from each player: "runes" are the runes that player controls)."""

    selector: Selector

    def holds(self, scope: Scope) -> bool:
        me = scope.source_object()
        mine = len(self.selector.select(me, scope.controller, scope.view))
        return any(len(self.selector.select(me, player.pid, scope.view)) > mine
                   for player in scope.state.players if player.pid != scope.controller)


@dataclass(frozen=True)
class PhaseIs(Condition):
    """"If it's your Beginning Phase" = ``AllOf((YourTurn(), PhaseIs("beginning")))``: the game is in
    ``phase`` of the turn now (315-317: "awaken", "beginning", "channel", "draw", "main", "ending";
    ``GameState.phase``). A board set up in the middle of a turn is in no phase (None)."""

    phase: str

    def holds(self, scope: Scope) -> bool:
        return scope.state.phase == self.phase


@dataclass(frozen=True)
class SpentToPlay(Condition):
    """"When you play a spell, if you spent [4] or more" (``triggering=True``: to play the card of the
    triggering event), "If you've spent [4] or more to play a spell this turn" (any card of ``types``
    the ability's controller played this turn): at least ``n`` Energy was spent paying its costs
    (356: its cost and additional costs; the interpreter's "spend" event). Energy spent on a spell
    that is countered later was still spent (unleashed-faq-017)."""

    n: int
    types: tuple[str, ...] = ()
    triggering: bool = False

    def holds(self, scope: Scope) -> bool:
        state = scope.state
        wanted = set(getattr(scope, "event_objects", ())) if self.triggering else None
        if wanted is not None:  # the card as played names a new object; the spend names it on the chain
            wanted |= {o for e in state.log.events if e.kind == "play" and wanted & set(e.new_ids) for o in e.objects}
        for event in state.log.events:
            if event.kind != "spend" or event.turn != state.turn or event.player != scope.controller \
                    or event.amount < self.n:
                continue
            if wanted is not None and not wanted & set(event.objects):
                continue
            found = [state.lookup(o) for o in event.objects]
            if self.types and not any(o is not None and (o.card.type or "").lower() in self.types for o in found):
                continue
            return True
        return False


@dataclass(frozen=True)
class SpentPowerThisTurn(Condition):
    """"If you've spent at least [A][A] this turn": the ability's controller has spent ``n`` or more
    Power of any domain from their rune pool this turn, paying any cost (166.2, 135.2.e.5.b)."""

    n: int

    def holds(self, scope: Scope) -> bool:
        return scope.state.player(scope.controller).pool.spent_power >= self.n


@dataclass(frozen=True)
class DiedAlone(Condition):
    """"If I died alone" / "If I didn't die alone" (``alone=False``) in a [Deathknell]: the source
    was killed (a performed "kill", 428) and, by its last-known information (359.3.e.13), was alone
    as it died (740.2.a: no other friendly unit at its location; units dying with it at the same time
    were still there) or was not."""

    alone: bool = True

    def holds(self, scope: Scope) -> bool:
        state, me = scope.state, scope.source
        if me is None or me in state.objects:
            return False
        last = state.lki.get(me)
        died = any(e.kind == "kill" and e.performed and me in e.objects for e in state.log.events)
        return died and last is not None and last.last_alone is self.alone


@dataclass(frozen=True)
class AttachedThisTurn(Condition):
    """"If this was attached to me this turn" (an Equipment's effect text, 136.2.d): one of the cards
    ``subject`` names (``AttachedCard``) was attached to the ability's source this turn (a performed
    "attach" event, 434.1)."""

    subject: ObjectRef

    def holds(self, scope: Scope) -> bool:
        refs = self.subject.resolve(scope)
        if refs.ignored or scope.source is None:
            return False
        state, cards = scope.state, set(refs.objects)
        return any(e.kind == "attach" and e.performed and e.turn == state.turn and len(e.objects) == 2
                   and e.objects[0] in cards and e.objects[1] == scope.source for e in state.log.events)


def _chosen(scope: Scope) -> set[int]:
    """Every object the resolving ability chose as a target (its ``choices``; none outside one)."""
    choices = getattr(scope, "choices", {})
    return {oid for ids in choices.values() for oid in ids}
