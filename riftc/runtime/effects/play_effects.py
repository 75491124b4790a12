"""Playing a card as part of an effect (419.3: a Limited Play): "Play a unit from your trash,
ignoring its Energy cost", "Banish a friendly unit, then play it to base, ignoring its cost", "You
may play a unit from hand to a battlefield you control, reducing its cost by [3]".

The card goes through the steps of playing it (419.3.b) with what the effect changes: its cost is
set to zero ("ignoring its cost", 356.1.b.1), or only its Energy cost ("ignoring its Energy cost",
356.1.b.2, the Power is still paid), or reduced (356.4, never below 0, 356.6). A unit or gear
resolves at once once finalized (337.2) and enters the board exhausted (178.1.a.1), applying the
ways it enters (369.3); the "play" event then triggers "when you play me / a unit" (419.4.a). A
spell goes on the chain and resolves later (``played_spells``). If the card can't be played (its
cost can't be paid, it is not a card that can be played), nothing happens (419.3.c) and the action
is negated.

Also here: ``apply_enters``, how permanents enter (369.3), shared with ``Game``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import EntersAbility
from ..model.choosers import location_code
from ..model.events import Outcome, log, log_finalized
from ..model.objects import GameObject, Zone
from ..model.targets import ObjectRef, PlayerRef, Self, You
from ..rules.actions import negate
from ..rules.discounts import discounted_energy, discounted_power, use_up
from ..rules.layers import compute
from ..rules.play_locations import limited_to
from .instructions import for_each_object
from .played_spells import play_spell
from .resolution import Instruction, Resolution

if TYPE_CHECKING:  # pragma: no cover
    from ..model.choosers import Chooser
    from ..model.state import GameState

#: What "ignoring …" sets to zero (356.1.b): the whole cost, or only its Energy part.
IGNORED_COSTS = (None, "cost", "energy")
#: Where the played permanent enters: base, the source's battlefield, a battlefield the player
#: controls, or (no location stated) where the player chooses among their base and the battlefields
#: they control (355.2.a; a gear always to base, 149.2), "to any battlefield" (355.2.b: the effect
#: allows it), or "to the same location" (where the card was before it left the board). Picked as it
#: is played; a location is not a target. "unit_here": a unit to the source's battlefield, a gear to
#: base (149.2): "If it's a unit, play it here" (origins-faq-068); "unit_may_here": a unit may also
#: be played to the source's battlefield besides where it could go anyway ("you may play it here").
PLAY_DESTINATIONS = ("base", "here", "controlled_battlefield", "choose", "any_battlefield", "where_it_was",
                     "unit_here", "unit_may_here")
#: The zones "play me from your trash" / "play a unit from your hand" name: the card must be there.
PLAY_ORIGINS = (None, "trash", "hand")
PERMANENT_TYPES = ("unit", "gear")


def apply_enters(state: GameState, obj: GameObject, chooser: Chooser) -> None:
    """Apply "I enter ready" / "Other friendly units enter ready" as ``obj`` enters (369.3): the
    abilities of everything on the board whose condition holds (364.3.a)."""
    view = compute(state)
    for src in state.board_objects():
        res = Resolution(state, source=src.oid, controller=src.controller, chooser=chooser)
        for ability in view.abilities(src):
            if not isinstance(ability, EntersAbility):
                continue
            mine = ability.subject is None and src.oid == obj.oid
            theirs = ability.subject is not None and ability.subject.matches(obj, src, src.controller, view)
            if (mine or theirs) and (ability.condition is None or ability.condition.holds(res)):
                obj.exhausted = ability.exhausted
                log(state, "enters", (obj.oid,), True, f"{obj.name} enters "
                    f"{'exhausted' if ability.exhausted else 'ready'}", "369.3", by=obj.controller,
                    source=src.oid)
    used = []
    for entry in state.lasting:  # "Friendly units enter ready this turn" (lasting.MakeTrue, 317.2.c)
        ability = entry.ability
        if isinstance(ability, EntersAbility) and ability.subject is not None \
                and ability.subject.matches(obj, None, entry.controller, view):
            obj.exhausted = ability.exhausted
            log(state, "enters", (obj.oid,), True, f"{obj.name} enters "
                f"{'exhausted' if ability.exhausted else 'ready'} ({entry.name})", "369.3", by=obj.controller)
            if entry.once:  # "The next unit you play this turn enters ready": this one only
                used.append(entry)
    state.lasting[:] = [entry for entry in state.lasting if all(entry is not u for u in used)]


def current_identity(state: GameState, oid: int) -> int:
    """The id a card has now, following the zone changes the log records (124: each is a new
    object). A linked instruction follows the card an earlier instruction moved ("Banish a friendly
    unit, then play it", 359.3.e.14.c)."""
    seen = {oid}
    while state.get(oid) is None:
        moved = [e for e in state.log.events if e.performed and oid in e.objects and e.new_ids
                 and len(e.objects) == len(e.new_ids)]
        if not moved:
            return oid
        event = moved[-1]
        oid = event.new_ids[event.objects.index(oid)]
        if oid in seen:
            return oid
        seen.add(oid)
    return oid


@dataclass(frozen=True)
class PlayCard(Instruction):
    """"Play a unit from your trash, ignoring its Energy cost" / "then its owner plays it, ignoring
    its cost" (419.3). ``target`` is the card (in a public zone it is a target, 355.10.a; from the
    hand it is picked, not targeted); ``player`` plays it and controls what it becomes (191.1);
    ``ignore`` is "cost" / "energy" / None, ``reduce`` Energy off its cost; ``to`` where it
    enters. ``origin``: the zone the text plays it from ("play me from your trash"), where it must
    still be (419.3.c). ``base_cost`` (Energy, Power): "pay [1][R] to play me", "play it for [A]":
    the card's base costs are replaced with that cost (356.1.a), before any other change to them."""

    target: ObjectRef = Self()
    player: PlayerRef = You()
    ignore: str | None = None
    reduce: int = 0
    to: str = "base"
    origin: str | None = None
    base_cost: tuple[int, tuple[str, ...]] | None = None
    action = "play"

    def __post_init__(self) -> None:
        if self.ignore not in IGNORED_COSTS:
            raise ValueError(f"PlayCard.ignore must be one of {IGNORED_COSTS}")
        if self.to not in PLAY_DESTINATIONS:
            raise ValueError(f"PlayCard.to must be one of {PLAY_DESTINATIONS}")
        if self.origin not in PLAY_ORIGINS:
            raise ValueError(f"PlayCard.origin must be one of {PLAY_ORIGINS}")

    def execute(self, ctx: Resolution) -> Outcome:
        players = ctx.players(self.player)
        if players is None:
            return ctx.ignored(self, "359.3.e.14.a")
        if not players:
            return Outcome(self.action)
        return for_each_object(ctx, self, "target", lambda oid: self._play(ctx, oid, players[0]))

    def _play(self, ctx: Resolution, oid: int, player: int) -> Outcome:
        state = ctx.state
        oid = current_identity(state, oid)
        obj = state.get(oid)
        if obj is None or obj.on_board or obj.zone is Zone.CHAIN \
                or (self.origin is not None and obj.zone is not Zone(self.origin)):
            return negate(state, "play", oid, "is not a card that can be played from there", "419.3.c",
                          by=player, source=ctx.source)
        if (obj.card.type or "").lower() == "spell":  # it goes on the chain and resolves later (played_spells)
            return play_spell(ctx, obj, player, lambda card: self._cost(ctx, card, player))
        if (obj.card.type or "").lower() not in PERMANENT_TYPES:
            return negate(state, "play", oid, "is not a card that can be played", "419.3.c", by=player,
                          source=ctx.source)
        energy, power = self._cost(ctx, obj, player)
        pool = state.player(player).pool
        kind = (obj.card.type or "").lower()  # what reserved resources may pay for (429)
        if not pool.can_pay(energy, power, kind):
            return negate(state, "play", oid, "can't be paid for", "419.3.c", by=player, source=ctx.source)
        where = self._destination(ctx, obj, player)
        # "Play me only to …" limits where an effect may play it too (366.1, 419.3).
        if where is False or limited_to(state, ctx.view, obj, player, where) is not None:
            return negate(state, "play", oid, "has no place to be played to", "419.3.c", by=player, source=ctx.source)
        pool.pay(energy, power, kind)
        origin = obj.zone
        state.relocate(obj, Zone.CHAIN)
        log_finalized(state, obj.oid, obj.name, by=player, source=ctx.source)  # 419.4.b
        use_up(state, obj, player)  # "the next card you play …" discounts (discounts.use_up)
        chain_id = obj.oid
        zone = Zone.BASE if where is None else Zone.BATTLEFIELD
        state.relocate(obj, zone, battlefield=where, controller=player)
        obj.played_from = origin  # "a card from anywhere other than your hand" (419.1.a: where it was played from)
        obj.exhausted = (obj.card.type or "").lower() == "unit"  # units enter exhausted (178.1.a.1)
        apply_enters(state, obj, ctx.chooser)
        log(state, "play", (chain_id,), True, f"{obj.name} is played by an effect", "419.3", by=player,
            source=ctx.source, new_ids=(obj.oid,))
        # "it" after it is the permanent played, followed to the board (359.3.e.14.c: "play an Equipment
        # …. If you do, then do this: Attach it to me.")
        return Outcome(self.action, targets=(obj.oid,), affected=(obj.oid,))

    def _cost(self, ctx: Resolution, obj: GameObject, player: int) -> tuple[int, tuple[str, ...]]:
        """The cost to pay (356.1.b.1-2, 356.4, 356.6): the card's own discounts apply wherever it
        is played from (366.1), judged with the card as their source."""
        card = obj.card
        energy = 0
        scope = Resolution(ctx.state, source=obj.oid, controller=player, chooser=ctx.chooser)
        base_energy, base_power = self.base_cost or (card.energy or 0, tuple(card.power or ()))
        if self.ignore not in ("cost", "energy"):
            energy = discounted_energy(card, scope, base_energy, more=self.reduce)
        power = () if self.ignore == "cost" else discounted_power(card, scope, base_power)
        return energy, power

    @staticmethod
    def _here(ctx: Resolution) -> int | None:
        """The battlefield the source is at (None: it is in base, or gone)."""
        source = ctx.source_object()
        where = source.location() if source is not None else None
        return where[1] if where is not None and where[0] == "battlefield" else None

    def _destination(self, ctx: Resolution, obj: GameObject, player: int) -> int | None | bool:
        """None for base, a battlefield index, or False when there is none to enter."""
        if self.to == "base":
            return None
        if self.to == "unit_here":
            return self._here(ctx) if (obj.card.type or "").lower() == "unit" else None
        if self.to == "here":
            return self._here(ctx)
        if self.to == "where_it_was":  # "plays it to the same location": where it was before it left (124.1)
            where = _where_it_was(ctx.state, obj.oid)
            if where is None or (where[0] == "base" and where[1] != player):
                # a unit is never played to another player's base (vendetta-faq-030): it stays where it is
                return False
            return None if where[0] == "base" else where[1]
        here = self._here(ctx) if self.to == "unit_may_here" else None
        options = tuple(location_code(("battlefield", b.index)) for b in ctx.state.battlefields
                        if b.controller == player or self.to == "any_battlefield" or b.index == here)
        if self.to in ("choose", "unit_may_here"):
            if (obj.card.type or "").lower() != "unit" or not options:
                return None  # a gear enters its controller's base (149.2); so does a unit with no battlefield
            # Played like a unit played from hand: to the base or a battlefield its player controls
            # (355.2.a); 190.4.c keeps control of a battlefield while the chain is not empty, so a
            # unit killed or banished there by the same effect leaves it controlled (unleashed-faq-012).
            options = (location_code(("base", None)),) + options
            (code,) = ctx.pick(options, 1, 1, f"play {obj.name} to which location")
            return None if code == -1 else -code - 2
        if not options:
            return False
        (code,) = ctx.pick(options, 1, 1, f"play {obj.name} to which battlefield", player=player)
        return -code - 2


def _where_it_was(state: GameState, oid: int) -> tuple[str, int | None] | None:
    """The location the card ``oid`` was at as the object it was before its last zone change (124.1:
    each zone change makes a new object), by that object's last-known information; None if it was
    at none (not on the board)."""
    moved = [e for e in state.log.events if e.performed and oid in e.new_ids and len(e.objects) == len(e.new_ids)]
    if not moved:
        return None
    old = moved[-1].objects[moved[-1].new_ids.index(oid)]
    last = state.lki.get(old)
    return last.location() if last is not None else None
