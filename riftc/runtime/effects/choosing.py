"""Runtime instructions about choices and the chain: "Choose a friendly unit." (355.5), "Choose one —"
with its modes (355.3), "Counter a spell." (425), "You may make new choices for it". Same conventions
as instructions.py.

"You may make new choices for it" (750-755, Mystic Reversal, Rebuttal, ``MakeNewChoices``): the
player making new choices (the instruction's controller, usually the spell's new controller) remakes
any subset of the chain item's targets (753, vendetta-faq-007):

* each target slot may be remade only with objects it did not choose before (751.1), among the
  legal choices for the item now, judged for its current controller (359.3.f.4), with the item's
  own restrictions still applying, such as "at the battlefield it was played from" for a card
  played from Hidden (vendetta-faq-007);
* the player is asked, slot by slot, whether to remake it; a slot with no new legal choice can't be
  remade (753.2);
* the kept choices must be legal: if any slot is remade, every slot whose current choice has become
  illegal is remade too, and if such a slot can't be remade, no new choices can be made at all
  (753, 753.1);
* costs the new choices would incur (a [Deflect] tax) are ignored (755).

Modes and the location a unit is played to (752.1) are kept: remaking them is not modelled yet.
"""

from __future__ import annotations

from typing import Any

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.choices import Choose
from ..model.choosers import ChoiceRequest, mode_code
from ..model.events import Outcome, log
from ..model.targets import ObjectRef
from ..rules import deck_actions
from .instructions import for_each_object
from .resolution import Effect, Instruction, Resolution, choice_slots


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


#: Where a countered card goes: its owner's trash (425.1.a.1), or their hand when the counter says so.
COUNTERED_TO = ("trash", "hand")


@dataclass(frozen=True)
class CounterSpell(Instruction):
    """"Counter a spell." (425): the chosen spell leaves the chain without resolving, to its owner's
    trash, and is not played (425.1.a-b). Its target is a spell on the chain (``Selector(zone="chain")``)."""

    target: ObjectRef
    to: str = "trash"  # "Return it to its owner's hand instead of putting it in their trash" (370.1.b): "hand"
    action = "counter"

    def __post_init__(self) -> None:
        if self.to not in COUNTERED_TO:
            raise ValueError(f"CounterSpell.to must be one of {COUNTERED_TO}")

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_object(ctx, self, "target", lambda oid: self._counter(ctx, oid))

    def _counter(self, ctx: Resolution, oid: int) -> Outcome:
        item = next((i for i in ctx.state.chain if getattr(i, "kind", "") == "card" and i.source == oid), None)
        if item is None:  # still a legal target, but not a chain item any more: nothing to counter
            return Outcome(self.action, targets=(oid,))
        outcome = deck_actions.counter(ctx.state, item, by=ctx.controller, source=ctx.source, to=self.to)
        return Outcome(self.action, targets=(oid,), affected=outcome.affected, done=outcome.done)


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


@dataclass(frozen=True)
class MakeNewChoices(Instruction):
    """"Make new choices for it" (751): remake targets of the chain item of the spell ``target``."""

    target: ObjectRef
    action = "new_choices"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_object(ctx, self, "target", lambda oid: remake(ctx, oid))


def remake(ctx: Resolution, oid: int) -> Outcome:
    """Ask ``ctx``'s controller which targets of the spell ``oid``'s chain item to remake, and the new ones."""
    state = ctx.state
    item = next((i for i in state.chain if getattr(i, "kind", "") == "card" and i.source == oid), None)
    name = state.lookup(oid).name if state.lookup(oid) is not None else "that spell"  # type: ignore[union-attr]
    if item is None:
        return _negated(ctx, oid, f"{name} is no longer on the chain", "751")
    # The item's own resolution context: its source, controller, event objects, Hidden location.
    res = Resolution(state, source=item.source, controller=item.controller, chooser=ctx.chooser,
                     choices=item.choices, event_objects=item.event_objects)
    res.hidden_at = item.hidden_at
    res.event_location = getattr(item, "event_location", None)
    slots = _slots(res, item)
    possible = [s for s in slots if len(s[2]) >= max(1, s[1].minimum)]
    if not possible:
        return _negated(ctx, oid, f"{name} has no legal new choices", "753.2")
    if any(not s[3] and s not in possible for s in slots):
        return _negated(ctx, oid, f"{name} has a choice that became illegal and can't be remade", "753.1")
    remade = [s for s in possible if ctx.confirm(f"make a new choice for {name}'s {s[1].selector.describe()}?")]
    if remade:
        remade += [s for s in possible if not s[3] and s not in remade]  # 753: the rest must be legal
    if not remade:
        return Outcome("new_choices", targets=(oid,))
    for key, ref, fresh, _ in sorted(remade, key=lambda s: s[0]):
        req = ChoiceRequest(ctx.controller, ctx.source, f"new choice for {name}: {ref.selector.describe()}",
                            fresh, max(1, ref.minimum), min(ref.count, len(fresh)))
        item.choices[key] = res.ask(req)
    res.choices = item.choices
    res.note_targets({s[0] for s in remade})  # the new targets are targeted now (754)
    chosen = ", ".join(state.lookup(o).name for s in remade for o in item.choices[s[0]]  # type: ignore[union-attr]
                       if state.lookup(o) is not None)
    log(state, "new_choices", (oid,), True, f"{state.player(ctx.controller).name} makes new choices for {name}: "
        f"{chosen}", "751", by=ctx.controller, source=ctx.source)
    return Outcome("new_choices", targets=(oid,), affected=(oid,))


def _slots(res: Resolution, item: Any) -> list[tuple[Any, Choose, tuple[int, ...], bool]]:
    """Each target slot of the item: (key, its Choose, the legal choices it did not choose before
    (751.1), whether its current choice is still legal)."""
    slots = []
    for index, instr in item.effect.walk():
        for field, ref in choice_slots(instr):
            key = (index, field)
            if key not in item.choices:
                continue  # a mode that was not chosen (355.3): no targets to remake
            current = item.choices[key]
            legal = res.target_options(ref, key)
            fresh = tuple(o for o in legal if o not in current)
            slots.append((key, ref, fresh, all(o in legal for o in current)))
    return slots


def _negated(ctx: Resolution, oid: int, text: str, rule: str) -> Outcome:
    log(ctx.state, "new_choices", (oid,), False, f"new choices negated: {text}", rule, by=ctx.controller,
        source=ctx.source)
    return Outcome("new_choices", targets=(oid,))
