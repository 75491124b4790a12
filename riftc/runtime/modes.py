"""Runtime instructions about choices and the chain: "Choose a friendly unit." (355.5), "Choose one —"
with its modes (355.3), "Counter a spell." (425). Same conventions as instructions.py."""

from __future__ import annotations

from dataclasses import dataclass

from . import deck_actions
from .effects import Effect, Instruction, Resolution
from .events import Outcome
from .instructions import for_each_object
from .targets import ObjectRef


@dataclass(frozen=True)
class ChooseTargets(Instruction):
    """"Choose a friendly unit." (355.5): only a choice, made with the other targets; later
    instructions refer to the chosen objects ("it"). Still-legal chosen objects count as chosen
    on resolution (359.3.e.2); if none is left, the instruction is ignored (359.3.e.7)."""

    target: ObjectRef
    action = "choose"

    def execute(self, ctx: Resolution) -> Outcome:
        refs = ctx.referents(self, "target")
        if refs.ignored:
            return ctx.ignored(self, refs.rule)
        return Outcome(self.action, targets=refs.objects, affected=refs.objects)


@dataclass(frozen=True)
class CounterSpell(Instruction):
    """"Counter a spell." (425): the chosen spell leaves the chain without resolving, to its owner's
    trash, and is not played (425.1.a-b). Its target is a spell on the chain (``Selector(zone="chain")``)."""

    target: ObjectRef
    action = "counter"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_object(ctx, self, "target", lambda oid: self._counter(ctx, oid))

    def _counter(self, ctx: Resolution, oid: int) -> Outcome:
        item = next((i for i in ctx.state.chain if getattr(i, "kind", "") == "card" and i.source == oid), None)
        if item is None:  # still a legal target, but not a chain item any more: nothing to counter
            return Outcome(self.action, targets=(oid,))
        outcome = deck_actions.counter(ctx.state, item, by=ctx.controller, source=ctx.source)
        return Outcome(self.action, targets=(oid,), affected=outcome.affected, done=outcome.done)


def mode_code(mode: int) -> int:
    """Mode ``mode`` (0-based) of "Choose one —" as a choice option: -(1000 + mode), never an object
    id nor a location code."""
    return -(1000 + mode)


@dataclass(frozen=True)
class ChooseMode(Instruction):
    """"Choose one — • … • …" (355.3): ``count`` of the ``modes`` are chosen when the spell is
    played or the ability put on the chain, before targets (the targets of the other modes are not
    asked, 355.5); on resolution the chosen modes run in printed order. The choice is an option
    ``mode_code(k)`` of a ChoiceRequest, stored under ``(index, "modes")``."""

    modes: tuple[Effect, ...]
    count: int = 1
    new_this_turn: bool = False  # "choose one that hasn't been chosen this turn": not a mode this ability chose this turn
    action = "mode"

    def __post_init__(self) -> None:
        if not 1 <= self.count < len(self.modes) + 1:
            raise ValueError("ChooseMode.count must be between 1 and the number of modes")

    def nested(self) -> tuple[Effect, ...]:
        return self.modes

    def execute(self, ctx: Resolution) -> Outcome:
        chosen = sorted(-code - 1000 for code in ctx.choices.get((ctx.step, "modes"), ()))
        for mode in chosen:
            ctx.run_nested(self, mode)
        return Outcome(self.action, amount=len(chosen), done=bool(chosen))


@dataclass(frozen=True)
class OneOf(Instruction):
    """"Draw 1 or channel 1 rune exhausted", "you may draw 1 or buff me": the controller picks one of
    the ``options`` as this instruction executes, and it is done. Unlike "Choose one —" (355.3) the
    pick is not made when the card is played, so the options choose no targets (the compiler
    refuses ones that do). The pick is an option ``mode_code(k)``, as for modes."""

    options: tuple[Effect, ...]
    action = "one_of"

    def nested(self) -> tuple[Effect, ...]:
        return self.options

    def execute(self, ctx: Resolution) -> Outcome:
        codes = tuple(mode_code(k) for k in range(len(self.options)))
        (code,) = ctx.pick(codes, 1, 1, f"do one of {len(self.options)} options")
        ctx.run_nested(self, -code - 1000)
        return Outcome(self.action, amount=1, done=True)
