"""Runtime replacement and prevention effects: "If X would die, … instead", "The next time …",
"Prevent the next 3 damage" (367-375, 437).

A game action that can be replaced asks ``replace`` first (370.1.c: before the event happens). The
first applicable replacement, in timestamp order, replaces the event (370.1.b): the action is logged
as replaced (not performed, so "when it dies" does not trigger) and the replacement's instructions
run instead, with "that unit" meaning the object of the replaced event and the replaced event's
amount available to them (375: the replacement inherits the event's modifications). A replacement
applies at most once to an event and to the events that replace it (370.2): while its instructions
run, it is skipped. When several could apply, the affected object's controller chooses the order
(372, ``_ordered``; by default the oldest first).

Prevention (437) is a shield on the unit: the next damage dealt to it is reduced by the prevent value
(437.2), never below 0 (437.2.a); "this turn" shields end with the turn.

A player's scoring can be replaced too (``ScoreReplacement``, a static replacement ability, 368.1, of
a player's action rather than of an object's): "If a player would score 1 point from conquering or
holding during their first or second turn, they draw 1 instead." ``combat`` asks ``replace_score``
before a conquer or hold gives its point (469, 471.1): if a replacement applies, the point is not
gained and the replacement's instructions run instead (370.1.b), with ``ScoringPlayer()`` the player
who would have scored. Conquering or holding still happens (the battlefield is controlled, "When you
conquer" triggers): only the point is replaced.

The instructions of a replacement run in a ``Resolution`` of the effects layer, which the rules reach
through ``hooks.new_resolution``.
"""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Iterator

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.choosers import ChoiceRequest, OrderRequest, as_ids, check_choice, order_of
from ..model.conditions import Condition
from ..model.events import FINALIZE, Event, Outcome, log
from ..model.objects import GameObject, Zone
from ..model.selectors import Selector
from ..model.state import turn_number
from ..model.targets import PlayerRef, Scope
from . import limits
from .hooks import new_resolution
from .layers import StaticScope, compute

if TYPE_CHECKING:  # pragma: no cover
    from ..model.choosers import Chooser
    from ..model.state import GameState
    from ..effects.resolution import Effect

#: Event kinds a replacement can name: "kill" is "would die" (428), "damage" "would be dealt damage".
#: "might_loss" is "would give me -[M]" (a Might decrease, 143.2), "return" "would return me to hand" (124.1).
REPLACEABLE = ("kill", "damage", "stun", "might_loss", "return")
VERBS = {"kill": "die", "damage": "be dealt damage", "stun": "be stunned", "might_loss": "be given -[M]",
         "return": "be returned to hand"}


@dataclass(frozen=True)
class ReplacementAbility:
    """A static replacement effect (368.1): "If a friendly unit would die, … instead". ``subject``
    None means the source itself ("If I would die"). ``optional``: "you may … instead" (371.2).
    ``once``: "The next time a friendly unit would die, …" (Zhonya's Hourglass, 369.1): it replaces
    only the next such event while its source stays the same object (390.3). ``per_turn``: "Once each
    turn, …" (371): counted per instance of the ability (limits.py); a "you may" one declined is not
    counted (371.2.b). ``chosen_by_source``: "If a spell or ability that chooses me would …" (355.6):
    only an event whose spell or ability chose the object this turn (its "choose" event, 355.7)."""

    event: str
    instead: Effect
    subject: Selector | None = None
    condition: Condition | None = None
    optional: bool = False
    once: bool = False
    per_turn: int | None = None  # "Once each turn, if …" (371.1): applied to at most that many events a turn
    chosen_by_source: bool = False

    def __post_init__(self) -> None:
        if self.event not in REPLACEABLE:
            raise ValueError(f"a replacement replaces one of {REPLACEABLE}, not {self.event!r}")


@dataclass(frozen=True)
class AsAttached:
    """"As this is attached to a unit, …" (370.1.b.1): the attach event is replaced by that event
    plus ``effect``, run as part of it with ``EventObjects()`` = the unit (Shady Spectacles,
    Svellsongur; vendetta-faq-009 calls them replacement effects). Checked before the attachment,
    while this card's own text is still active (370.1.c, 135.4)."""

    effect: Effect


@dataclass(frozen=True)
class AsSeen:
    """"As I'm revealed from your deck, [Add] [2]." (Undertitan), "As you look at or reveal me from the
    top of your deck, you may banish me. …" (Nocturne, Horrifying's errata): the event of this card
    being revealed (or, with ``looks``, looked at) from its owner's Main Deck is replaced by that event
    plus ``effect`` (369.1, 370.1.b.1), run at once, while the card is seen, not as a trigger
    (origins-faq-038). The card describes its own context, so the ability works from the Main Deck
    (366.1). ``by_owner``: only when its owner is the one who looks or reveals ("As you …")."""

    effect: Effect
    looks: bool = False
    by_owner: bool = False


@dataclass
class DelayedReplacement:
    """"The next time a friendly unit would die this turn, …" (390.3): created by an instruction,
    used up by the first event it replaces; with ``used_up`` false ("If it would die this turn,
    banish it instead.", Smite) it replaces every such event during its window. Game state, not
    registry data."""

    event: str
    instead: Effect
    controller: int
    source: int | None
    objects: tuple[int, ...] = ()      # the objects it watches ("that unit"); empty: use ``subject``
    subject: Selector | None = None
    turn: int | None = None            # "this turn": only during this turn
    key: int = field(default=0)
    used_up: bool = True               # "the next time": gone after one event (390.3)


@dataclass(frozen=True)
class _Candidate:
    """A replacement that could apply to an event now."""

    timestamp: int
    key: tuple[object, ...]
    source: int | None
    controller: int
    instead: Effect
    optional: bool
    pending: object  # "once" (a static "next time"), a DelayedReplacement, or None
    instance: tuple[object, ...] = ()  # the ability instance, for "once each turn" (371.1)
    per_turn: int | None = None


def chose(state: GameState, source: int | None, obj: GameObject) -> bool:
    """Whether the spell or ability of ``source`` chose ``obj`` this turn (355.7: its "choose" events).
    A spell's card is chosen for as it is played, then moves to the chain as a new object (124): its
    "choose" events name the card it was."""
    if source is None:
        return False
    events = state.log.events
    chooser_ids = {e.source for e in events if e.kind == "choose" and obj.oid in e.objects and e.turn == state.turn}
    return any(source == _later_id(events, oid) for oid in chooser_ids if oid is not None)


def _later_id(events: list[Event], oid: int) -> int:
    """The id the card of ``oid`` had after the zone changes the log records since (124): a card
    played to the chain (its finalize event's ``was``), or moved by an action."""
    for event in events:
        if event.kind == FINALIZE and event.was == oid:
            oid = event.objects[0]
        elif oid in event.objects and event.performed and len(event.new_ids) == len(event.objects):
            oid = event.new_ids[event.objects.index(oid)]
    return oid


def _candidates(state: GameState, kind: str, obj: GameObject, source: int | None = None) -> Iterator[_Candidate]:
    """Every replacement that could apply to ``kind`` happening to ``obj`` now (done by ``source``)."""
    view = compute(state)
    for src, index, ability, instance in view.having(ReplacementAbility):  # the board's, in board order
        if ability.event != kind:
            continue
        if ability.subject is None and src.oid != obj.oid:
            continue
        if ability.subject is not None and not ability.subject.matches(obj, src, src.controller, view):
            continue
        if ability.condition is not None and not ability.condition.holds(StaticScope(view, src)):
            continue
        if ability.chosen_by_source and not chose(state, source, obj):
            continue  # "a spell or ability that chooses me" (355.6)
        key = ("static", src.oid, index)
        if ability.once and key in state.used_replacements:
            continue  # "the next time": already used by an earlier event (390.3)
        if not limits.allows(state, instance, ability.per_turn):
            continue  # 371.1: applied to as many events as it may this turn
        yield _Candidate(src.timestamp, key, src.oid, src.controller, ability.instead, ability.optional,
                         "once" if ability.once else None, instance, ability.per_turn)
    for pending in state.delayed_replacements:
        if pending.event != kind or (pending.turn is not None and pending.turn != state.turn):
            continue
        watched = obj.oid in pending.objects if pending.objects else (
            pending.subject is not None and pending.subject.matches(obj, state.lookup(pending.source or 0),
                                                                      pending.controller, view))
        if watched:
            yield _Candidate(pending.key, ("delayed", pending.key), pending.source, pending.controller,
                             pending.instead, False, pending)


def replace(state: GameState, kind: str, obj: GameObject, *, by: int | None, source: int | None,
            amount: int = 0) -> Outcome | None:
    """Apply the first applicable replacement to ``kind`` happening to ``obj``; its Outcome (the
    event did not happen to ``obj``) or None when nothing replaces it."""
    found = sorted((c for c in _candidates(state, kind, obj, source) if c.key not in state.replacing),
                   key=lambda c: c.timestamp)
    if len(found) > 1:
        found = _ordered(state, obj, found)
    for cand in found:
        key, src, instead, pending = cand.key, cand.source, cand.instead, cand.pending
        res = new_resolution(state, source=src, controller=cand.controller, chooser=state.chooser,
                             event_objects=(obj.oid,), event_amount=amount)
        if cand.optional and not res.confirm(f"replace: {obj.name} would {VERBS[kind]}; apply the replacement?"):
            continue  # 371.2.b: not applied, so not counted this turn
        if cand.per_turn is not None:
            limits.record(state, cand.instance)  # 371.1
        if pending == "once":
            state.used_replacements.add(key)
        elif pending is not None and pending.used_up:
            state.delayed_replacements.remove(pending)
        who = state.lookup(src) if src is not None else None
        state.log.append(Event(kind=kind, objects=(obj.oid,), performed=False, turn=state.turn,
                               text=f"{kind} replaced: {obj.name} would {VERBS[kind]}, "
                                    f"{who.name if who else 'an effect'} applies instead",
                               rule="370.1.b", source=src, player=by, reason="replaced", amount=amount))
        state.replacing.append(key)
        try:
            if res.choose_targets(instead):
                res.run(instead)
        finally:
            state.replacing.remove(key)
        return Outcome(kind, targets=(obj.oid,))
    return None


def _ordered(state: GameState, obj: GameObject, found: list[_Candidate]) -> list[_Candidate]:
    """Several replacements apply to one event: the controller of the affected object chooses their
    order (372), asked as an OrderRequest (without an answer: oldest first). The first one in that
    order that is applied replaces the event; each applies at most once to it and to the events that
    replace it (370.2), so the others can only apply to those new events, if they qualify."""
    names = [(state.lookup(c.source).name if c.source is not None and state.lookup(c.source) is not None
              else "an effect") for c in found]
    request = OrderRequest(obj.controller, tuple(f"{n} (replacement)" for n in names),
                           tuple(c.source if c.source is not None else -1 for c in found))
    order = order_of(state.chooser, request)
    ordered = [found[i] for i in order]
    state.log.append(Event(kind="replacement_order", objects=(obj.oid,), performed=False, turn=state.turn,
                           text=f"{state.player(obj.controller).name} orders the replacements for {obj.name}: "
                                f"{', '.join(names[i] for i in order)}", rule="372", player=obj.controller,
                           reason="order"))
    return ordered


def _limited(cand: _Candidate) -> bool:
    """Whether the replacement can apply to fewer events than would happen (373): its next use only
    ("the next time"), or a number of times each turn (371.1)."""
    used_up = cand.pending == "once" or getattr(cand.pending, "used_up", False)
    return used_up or cand.per_turn is not None


def simultaneous_order(state: GameState, kind: str, oids: list[int]) -> list[int]:
    """Simultaneous events of ``kind`` (units dying in one cleanup) that a replacement limited to its
    next use ("the next time", "once each turn") could replace several of: its controller chooses
    which event it applies to first (373), and that event is handled first (373.1.a). Otherwise the
    order is kept."""
    order = list(oids)
    if len(order) < 2:
        return order
    reach: dict[tuple[object, ...], tuple[_Candidate, list[int]]] = {}
    for oid in order:
        obj = state.get(oid)
        for cand in (_candidates(state, kind, obj) if obj is not None else ()):
            if _limited(cand):
                reach.setdefault(cand.key, (cand, []))[1].append(oid)
    for cand, objects in reach.values():
        if len(objects) < 2:
            continue
        who = state.lookup(cand.source) if cand.source is not None else None
        name = who.name if who is not None else "the replacement"
        request = ChoiceRequest(cand.controller, cand.source, f"{name}: which {kind} does it replace first? (373)",
                                tuple(objects), 1, 1)
        (first,) = check_choice(request, as_ids(state.chooser.choose(request)),
                                {o: state.objects[o].name for o in objects})
        order.remove(first)
        order.insert(0, first)
        state.log.append(Event(kind="replacement_order", objects=(first,), performed=False, turn=state.turn,
                               text=f"{state.player(cand.controller).name} applies {name} to "
                                    f"{state.objects[first].name} first", rule="373",
                               player=cand.controller, reason="order"))
    return order


def prevent(state: GameState, obj: GameObject, amount: int) -> int:
    """The damage left after ``obj``'s prevention shields (437.2); used-up shields go away."""
    while amount > 0 and obj.prevention:
        shield = obj.prevention[0]
        if shield is None:  # "prevent all" (437.1.b.1.b)
            amount = 0
            break
        used = min(shield, amount)
        amount -= used
        if shield - used:
            obj.prevention[0] = shield - used
        else:
            obj.prevention.pop(0)
    return amount


def as_attached_effects(state: GameState, gear: GameObject) -> list[Effect]:
    """The "as this is attached" effects of ``gear`` that apply to its next attachment (370.1.c:
    looked at before the event, while its own text is active)."""
    return [a.effect for a in compute(state).abilities(gear) if isinstance(a, AsAttached)]


def run_as_attached(state: GameState, effects: list[Effect], gear: GameObject, unit: GameObject,
                    by: int | None, chooser: object) -> None:
    """Run the "as this is attached" instructions as part of the attach event (370.1.b.1). Their
    targets are chosen now; if some can't be chosen, those instructions don't happen."""
    for effect in effects:
        res = new_resolution(state, source=gear.oid, controller=gear.controller, chooser=chooser,
                             event_objects=(unit.oid,))
        if res.choose_targets(effect):
            res.run(effect)
        else:
            state.log.append(Event(kind="attach", objects=(gear.oid,), performed=False, turn=state.turn,
                                   text=f"{gear.name}: nothing legal to choose as it is attached to "
                                        f"{unit.name}", rule="355.8", source=gear.oid, player=by,
                                   reason="no choice"))


def run_as_seen(state: GameState, oids: tuple[int, ...], *, looked: bool, by: int | None,
                chooser: Chooser | None = None) -> None:
    """Cards ``by`` looks at (``looked``) or reveals: each one still in its owner's Main Deck, top
    first, applies its "as I'm revealed" / "as you look at or reveal me" effects as part of that
    event (370.1.b.1). A card its own effect moved is gone from the deck, so the effect that looks
    goes on with the cards left (origins-faq-039, 040)."""
    for oid in oids:
        obj = state.get(oid)
        if obj is None or obj.zone is not Zone.MAIN_DECK:
            continue
        for ability in obj.card.abilities:
            if not isinstance(ability, AsSeen) or (looked and not ability.looks) \
                    or (ability.by_owner and by != obj.owner) or state.get(oid) is None:
                continue
            log(state, "seen", (oid,), True, f"{obj.name} is {'looked at' if looked else 'revealed'} "
                "from the top of its owner's Main Deck: its ability applies as part of that", "370.1.b.1",
                by=by, source=oid)
            res = new_resolution(state, source=oid, controller=obj.owner, chooser=chooser or state.chooser)
            if res.choose_targets(ability.effect):
                res.run(ability.effect)


# -- scoring replacements ---------------------------------------------------------------------------
@dataclass(frozen=True)
class ScoreReplacement:
    """A static replacement of scoring ``amount`` point(s) from one of ``ways`` ("conquer", "hold")
    during the scoring player's ``turns`` (their 1st, 2nd … turn; empty: any turn) with ``instead``."""

    instead: Effect
    ways: tuple[str, ...] = ("conquer", "hold")
    amount: int = 1
    turns: tuple[int, ...] = ()


@dataclass(frozen=True)
class ScoringPlayer(PlayerRef):
    """"they" in a scoring replacement: the player who would have scored (370.1.b)."""

    def players(self, scope: Scope) -> tuple[int, ...] | None:
        player = getattr(scope, "event_player", None)
        return None if player is None else (player,)


def replace_score(state: GameState, way: str, player: int, amount: int = 1) -> bool:
    """Apply the oldest scoring replacement on the board to ``player`` scoring ``amount`` from
    ``way``; True if one applied (the point is not gained)."""
    view = compute(state)
    found = [(src, ability) for src in state.board_objects() for ability, _ in view.instances(src)
             if isinstance(ability, ScoreReplacement) and way in ability.ways and ability.amount == amount
             and (not ability.turns or turn_number(state, player) in ability.turns)]
    if not found:
        return False
    src, ability = min(found, key=lambda f: f[0].timestamp)
    log(state, "score", (), False, f"score replaced: {state.player(player).name} would score {amount} point(s), "
        f"{src.name} applies instead", "370.1.b", by=player, source=src.oid, reason="replaced")
    res = new_resolution(state, source=src.oid, controller=src.controller, chooser=state.chooser)
    res.event_player = player  # read by ScoringPlayer
    if res.choose_targets(ability.instead):
        res.run(ability.instead)
    return True
