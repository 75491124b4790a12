"""Runtime: "You may make new choices for it" (750-755, Mystic Reversal, Rebuttal).

The player making new choices (the instruction's controller, usually the spell's new controller)
remakes any subset of the chain item's targets (753, vendetta-faq-007):

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

from dataclasses import dataclass
from typing import Any

from .actions import log
from .choices import ChoiceRequest, Choose
from .effects import Instruction, Resolution, choice_slots
from .events import Outcome
from .instructions import for_each_object
from .targets import ObjectRef


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
