"""Lowering of "X unless <player> <does Y>" ("Deal 6 to it unless its controller has you draw 2",
"Counter a spell unless its controller pays [2]") into ``runtime.Unless``. A mixin of
``lower.Lowerer`` (it uses ``__call__``, ``error``, ``block``, ``player_ref``, ``_mana`` and the
reading-order bookkeeping).
"""

from __future__ import annotations

from dataclasses import fields, replace

from riftc import nodes, runtime


class UnlessLowering:
    """``lower_unless_instruction``; mixed into ``lower.Lowerer``."""

    def lower_unless_instruction(self, node: nodes.UnlessInstruction) -> runtime.Unless:
        """The instruction, its own targets moved onto the Unless (chosen as the spell is played,
        355.5) so that "its controller" in the escape can name the target's controller before the
        instruction runs; the escape is what the player may do to stop it (359.3.e.6)."""
        index = self.next_index - 1  # this Unless's own reading-order number (given by instruction())
        inner_index = self.next_index
        self.next_index += 1
        lowered = self(node.instruction)
        target = None
        chosen = [f.name for f in fields(lowered) if isinstance(getattr(lowered, f.name), runtime.Choose)]
        if len(chosen) > 1:
            raise self.error(node.instruction, '"unless" after an instruction with several targets cannot run yet')
        if chosen:
            target = getattr(lowered, chosen[0])
            lowered = replace(lowered, **{chosen[0]: runtime.It(link=index)})
            self.last_object = index  # "its controller" is the chosen object's controller
        self.actions[inner_index] = getattr(lowered, "action", "")
        then = runtime.Effect(instructions=(lowered,))
        player = self.player_ref(node.unless.player)
        escape = self._escape(node.unless.action, player)
        if target is not None:
            # The Unless can't link to itself: "its controller" of its own target is player None.
            if player != runtime.ControllerOf(runtime.It(link=index)):
                raise self.error(node.unless.player, "this player stopping an instruction cannot run yet")
            return runtime.Unless(then=then, escape=escape, player=None, target=target)
        return runtime.Unless(then=then, escape=escape, player=player)

    def _escape(self, action: nodes.Node, player: runtime.PlayerRef) -> runtime.Effect:
        """"has you draw 2": you do it (the player has you do it); "pays [2]": that player pays."""
        if isinstance(action, nodes.HaveDo) and isinstance(action.player, nodes.You):
            return self.block(action.instruction)
        if isinstance(action, nodes.Pay) and isinstance(action.cost, nodes.ManaCost):
            energy, power = self._mana(action.cost)
            self.next_index += 1
            return runtime.Effect(instructions=(runtime.PlayerPays(player=player, energy=energy, power=power),))
        raise self.error(action, "this way of stopping an instruction cannot run yet")
