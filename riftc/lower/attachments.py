"""Lowering of attaching (434) and detaching (435) Equipment."""

from __future__ import annotations

from dataclasses import replace

from riftc import nodes, runtime
from riftc.lower import selectors, targets
from riftc.lower.context import EVENT, LoweringContext
from riftc.lower.dispatch import lowers


@lowers(nodes.Attach)
def attach(cx: LoweringContext, node: nodes.Attach) -> runtime.Attach:
    """"When you play this from face down, attach it to a unit you control here." (434): "it" is
    the card the trigger names when nothing came before it. "If it's an Equipment, attach it to
    me": the gear named before, to one unit (434.1.d)."""
    gear = node.gear
    link = cx.antecedent(gear)
    # "it" naming neither an earlier instruction's objects nor an event's object: this gear.
    if isinstance(gear, nodes.SelfRef) or (isinstance(gear, nodes.BackRef) and gear.word == "it"
                                           and not isinstance(link, int) and not (link == EVENT and cx.event_subject)
                                           and cx.card.type == "Gear"):
        if isinstance(gear, nodes.SelfRef):
            targets.check_self_word(cx, gear)
        return runtime.Attach(unit=targets.target(cx, node.unit), gear=runtime.Self())
    unit = targets.target(cx, node.unit)
    gear_ref = targets.target(cx, node.gear)
    chosen_unit = isinstance(unit, runtime.Choose) and unit.count == 1 and not unit.up_to \
        and unit.selector.controller in ("friendly", "yours") and isinstance(gear_ref, runtime.Choose)
    if not (isinstance(unit, (runtime.Self, runtime.It, runtime.ChosenPart)) or chosen_unit):
        raise cx.error(node.unit, "attaching to this unit cannot run yet")
    # "Attach an attached Equipment you control to a unit you control": both are targets, chosen as
    # the ability goes on the chain (355.7); an Equipment attached elsewhere moves to the new unit (434.1.b).
    return runtime.Attach(unit=unit, gear=gear_ref)


@lowers(nodes.Detach)
def detach(cx: LoweringContext, node: nodes.Detach) -> runtime.Detach:
    """Detach (435). Detaching chooses nothing by itself, but an effect that detaches may (435.3);
    a card that isn't attached is negated: nothing happens (435.1.a.1)."""
    if node.unit is not None:
        # "detach that Equipment from that unit": only from that unit (435.1.a.1)
        return runtime.DetachFrom(target=targets.target(cx, node.target), unit=targets.target(cx, node.unit))
    target = node.target
    if isinstance(target, nodes.Choice) and isinstance(target.location, nodes.FromZone):
        return runtime.Detach(target=_attached_to_antecedent(cx, target))
    ref = targets.target(cx, target)
    # "unattach this" in an Equipment's effect text: the Equipment itself (136.2.d)
    if not isinstance(ref, (runtime.It, runtime.AttachedCard)):
        raise cx.error(target, "detaching this cannot run yet")
    return runtime.Detach(target=ref)


def _attached_to_antecedent(cx: LoweringContext, choice: nodes.Choice) -> runtime.Choose:
    """"detach an Equipment from it": an Equipment attached to the unit "it" names, chosen when
    the other targets are (355.9.b) and still attached to it on resolution (359.3.e.2).

    After "It deals damage … to an enemy unit." the next "it" is the same subject, the unit that
    dealt the damage (Strike Down: "Choose an equipped friendly unit. It deals damage … Then
    detach an Equipment from it."), not the unit damaged."""
    where = choice.location.zone  # type: ignore[union-attr]
    if not (isinstance(where, nodes.BackRef) and where.word == "it"):
        raise cx.error(where, "detaching from there cannot run yet")
    it = targets.antecedent(cx, where)
    if not isinstance(it, runtime.It):
        raise cx.error(where, "detaching from this unit cannot run yet")
    link = cx.dealers.get(it.link, it.link)
    ref = selectors.object_ref(replace(choice, location=None))
    if not isinstance(ref, runtime.Choose) or ref.relative is not None:
        raise cx.error(choice, "detaching these cannot run yet")
    return replace(ref, relative=runtime.Relative(link=link, kind="attached"))
