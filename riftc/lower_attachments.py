"""Lowering of detaching (435): "If it's an Equipment, you may detach it" (the card named before)
and "Then detach an Equipment from it" (an Equipment attached to the unit named before, chosen as a
target with the others, 355.9.b). A mixin of ``lower.Lowerer`` (it uses the Lowerer's ``error``,
``target``, ``antecedent``, ``last_object`` and ``dealers``).
"""

from __future__ import annotations

from dataclasses import replace

from riftc import lower_targets, nodes, runtime


class AttachmentLowering:
    """``lower_detach``; mixed into ``lower.Lowerer``."""

    def lower_detach(self, node: nodes.Detach) -> runtime.Detach:
        """Detach (435). Detaching chooses nothing by itself, but an effect that detaches may (435.3);
        a card that isn't attached is negated: nothing happens (435.1.a.1)."""
        if node.unit is not None:
            raise self.error(node.unit, "detaching from a named unit cannot run yet")  # type: ignore[attr-defined]
        target = node.target
        if isinstance(target, nodes.Choice) and isinstance(target.location, nodes.FromZone):
            return runtime.Detach(target=self._attached_to_antecedent(target))
        ref = self.target(target)  # type: ignore[attr-defined]
        if not isinstance(ref, runtime.It):
            raise self.error(target, "detaching this cannot run yet")  # type: ignore[attr-defined]
        return runtime.Detach(target=ref)

    def _attached_to_antecedent(self, choice: nodes.Choice) -> runtime.Choose:
        """"detach an Equipment from it": an Equipment attached to the unit "it" names, chosen when
        the other targets are (355.9.b) and still attached to it on resolution (359.3.e.2).

        After "It deals damage … to an enemy unit." the next "it" is the same subject, the unit that
        dealt the damage (Strike Down: "Choose an equipped friendly unit. It deals damage … Then
        detach an Equipment from it."), not the unit damaged."""
        where = choice.location.zone  # type: ignore[union-attr]
        if not (isinstance(where, nodes.BackRef) and where.word == "it"):
            raise self.error(where, "detaching from there cannot run yet")  # type: ignore[attr-defined]
        it = self.antecedent(where)  # type: ignore[attr-defined]
        if not isinstance(it, runtime.It):
            raise self.error(where, "detaching from this unit cannot run yet")  # type: ignore[attr-defined]
        link = self.dealers.get(it.link, it.link)  # type: ignore[attr-defined]
        ref = lower_targets.object_ref(replace(choice, location=None))
        if not isinstance(ref, runtime.Choose) or ref.relative is not None:
            raise self.error(choice, "detaching these cannot run yet")  # type: ignore[attr-defined]
        return replace(ref, relative=runtime.Relative(link=link, kind="attached"))
