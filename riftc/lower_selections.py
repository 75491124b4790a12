"""Lowering of selections that join several targets: "Return a friendly unit and an enemy unit to
their owners' hands", "Choose a friendly unit and an enemy unit." (355.7: each phrase chooses an
object of its own). A mixin of ``lower.Lowerer`` (it uses the Lowerer's ``error``).
"""

from __future__ import annotations

from riftc import lower_targets, nodes, runtime


class SelectionLowering:
    """``joined_targets`` and its helpers; mixed into ``lower.Lowerer``."""

    def joined_targets(self, node: nodes.JoinedTargets) -> runtime.Joined:
        """"a friendly unit and an enemy unit": one Choose per phrase, each a single object chosen as
        the spell or ability is put on the chain (355.5, 355.7); the runtime keeps them distinct."""
        parts: list[runtime.Choose] = []
        for item in node.items:
            if not isinstance(item, nodes.Choice) or not isinstance(item.quantity, (nodes.One, nodes.Another)):
                raise self.error(item, "only single objects can be joined as targets yet")  # type: ignore[attr-defined]
            ref = lower_targets.object_ref(item)
            if not isinstance(ref, runtime.Choose) or "spell" in ref.selector.types:
                raise self.error(item, "a spell cannot be joined with other targets yet")  # type: ignore[attr-defined]
            parts.append(ref)
        return runtime.Joined(parts=tuple(parts))
