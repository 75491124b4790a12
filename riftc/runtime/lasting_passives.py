"""Passives an instruction makes true for the rest of the turn: "Friendly units enter ready this
turn", "opponents can't play cards this turn", "Its controller can't play spells this turn", "your
non-token units cost [1] more to play this turn", "It can't be chosen by enemy spells and abilities
this turn". They work like the passive abilities they state, judged with the ability's controller as
"you" (no source on the board is needed), and expire with the other "this turn" effects (317.2.c).
A layer effect about "it" is bound to the objects "it" names when the instruction executes; the
layers apply it (``layers.compute``) in its timestamp's place (480.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterator, Union

from .abilities import EntersAbility, StaticAbility
from .actions import log
from .discounts import Discount
from .effects import Instruction
from .events import Outcome
from .layers import ARITHMETIC, ModifyMight, StaticEffect
from .player_restrictions import PlayersCannot
from .targets import All, ObjectRef, PlayerRef, Self

if TYPE_CHECKING:  # pragma: no cover
    from .effects import Resolution
    from .layers import Characteristics, View
    from .objects import GameObject
    from .state import GameState

#: The passives an instruction can make true for a while.
Passive = Union[EntersAbility, PlayersCannot, Discount, StaticAbility]


@dataclass(frozen=True)
class LastingPassive:
    """One passive in force until the end of ``turn`` (game state, kept in ``state.lasting``):
    ``controller`` is its "you"; ``players``, when given, are the players it is about ("Its
    controller can't …"); ``name`` is the card that made it (for the log)."""

    ability: Passive
    controller: int
    players: tuple[int, ...] | None
    turn: int
    name: str
    objects: tuple[int, ...] | None = None  # a layer effect's objects, bound as it was made true
    timestamp: int = 0
    once: bool = False  # "the next spell you play this turn": used up by the first card it applies to


@dataclass(frozen=True)
class MakeTrue(Instruction):
    """Make ``ability`` true until the end of the turn (317.2.c); with ``player`` ("Its controller
    can't play spells this turn") it is about the players that reference names, read as it executes;
    with ``once`` a discount is used up by the next card it applies to ("the next spell you play this
    turn costs [5] less", ``discounts.use_up``)."""

    ability: Passive
    player: PlayerRef | None = None
    once: bool = False  # "the next spell you play this turn costs [5] less": one card only
    action = "make_true"

    def execute(self, ctx: Resolution) -> Outcome:
        players = None
        if self.player is not None:
            found = ctx.players(self.player)
            if found is None:
                return ctx.ignored(self, "359.3.e.14.a")
            players = tuple(found)
        objects = None
        if isinstance(self.ability, StaticAbility) and not isinstance(self.ability.effect.target, All):
            found = self.ability.effect.target.resolve(ctx)  # "It can't be chosen …": what "it" names now
            if found.ignored:
                return ctx.ignored(self, "359.3.e.14.a")
            objects = tuple(found.objects)
        source = ctx.source_object()
        name = source.name if source is not None else "an effect"
        ctx.state.lasting.append(LastingPassive(self.ability, ctx.controller, players, ctx.state.turn, name,
                                                objects, ctx.state.tick(), self.once))
        log(ctx.state, self.action, (), True, f"{name}'s effect lasts until the end of the turn", "317.2.c",
            by=ctx.controller, source=ctx.source)
        return Outcome(self.action, players=players or (), done=True)


def lasting(state: GameState, kind: type) -> list[LastingPassive]:
    """The passives of ``kind`` made true for this turn."""
    return [entry for entry in getattr(state, "lasting", ()) if isinstance(entry.ability, kind)]


@dataclass(frozen=True)
class BuffBonus(StaticEffect):
    """"Buffs give an additional +1 [M] to friendly units this turn" (Stand United): each buff on the
    target is worth ``extra`` more Might (703: a buff gives +1), whichever units are buffed or enter
    during the turn (a layer-3 effect, made true by ``MakeTrue``; riftbound-origins-faq-066: it
    applies everywhere, even when the card is played from Hidden)."""

    extra: int
    target: ObjectRef = Self()
    layer = ARITHMETIC

    def for_object(self, obj: GameObject) -> StaticEffect:
        return ModifyMight(amount=self.extra * obj.buffs)

    def apply(self, chars: Characteristics) -> None:
        raise TypeError("BuffBonus is applied per object (for_object)")


@dataclass
class _Scope:
    """The scope of a passive made true for the turn: its controller is "you"; it has no source."""

    state: GameState
    view: View
    controller: int
    source: int | None = None

    def source_object(self) -> None:
        return None


def lasting_layered(view: View) -> Iterator[tuple[tuple[object, ...], int, int, int, Callable[[View], None]]]:
    """The layer effects of the passives made true this turn: (key, layer, timestamp, object, run),
    for ``layers.compute`` (480.3: in timestamp order with the others). A bound one applies to the
    objects "it" named; one about every object of a kind to those there are now."""
    for i, entry in enumerate(view.state.lasting):
        if not isinstance(entry.ability, StaticAbility):
            continue
        effect = entry.ability.effect
        targets = entry.objects if entry.objects is not None else \
            effect.target.resolve(_Scope(view.state, view, entry.controller)).objects  # type: ignore[arg-type]
        for oid in targets:
            if oid in view.chars:
                each = effect.for_object(view.state.objects[oid]) if isinstance(effect, BuffBonus) else effect
                yield (oid, "lasting", i), effect.layer, entry.timestamp, oid, _apply_to(each, oid)


def _apply_to(effect: StaticEffect, oid: int) -> Callable[[View], None]:
    """Apply a fixed ``effect`` (no numbers to compute) to ``oid``."""
    def run(view: View) -> None:
        effect.apply(view.chars[oid])
    return run
