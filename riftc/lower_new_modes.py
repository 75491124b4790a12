"""Lowering of the "Choose one" variants with a limit (355.3): "choose one that hasn't been chosen
this turn — • … • …" (a mode this ability already chose this turn is not offered) and "choose one
to give me this turn — • [Assault 2] • [Deflect 2] • …" (each mode is a keyword given to that
object for that long). A mixin of ``lower.Lowerer`` (it uses the Lowerer's ``error``, ``block``,
``last_action`` and ``last_object``).
"""

from __future__ import annotations

from dataclasses import replace

from riftc import nodes, runtime


class NewModeLowering:
    """``lower_choose_new_mode``; mixed into ``lower.Lowerer``."""

    def lower_choose_new_mode(self, node: nodes.ChooseNewMode) -> runtime.ChooseMode:
        """"choose one that hasn't been chosen this turn —" (a mode not chosen this turn by this
        object's ability, 355.3) and "choose one to give me this turn —" (keyword modes)."""
        if " ".join(node.words.lower().split()) != "choose one":
            raise self.error(node, f'"{node.words}" cannot run yet')  # type: ignore[attr-defined]
        limit = node.limit
        if isinstance(limit, nodes.NotChosenThisTurn) and " ".join(limit.duration.lower().split()) == "this turn":
            return replace(self._modes(node.modes, lambda mode: self._mode_effect(mode)), new_this_turn=True)
        if isinstance(limit, nodes.ToGive):
            return self._modes(node.modes, lambda mode: self._keyword_given(mode, limit))
        raise self.error(limit, "this limit on the modes cannot run yet")  # type: ignore[attr-defined]

    def _modes(self, modes: nodes.Modes, lower_mode) -> runtime.ChooseMode:  # type: ignore[no-untyped-def]
        """Each mode numbered after the ones before; "it" / "if you do" never reach into another mode."""
        before = (self.last_action, self.last_object)  # type: ignore[attr-defined]
        lowered = []
        for mode in modes.modes:
            self.last_action, self.last_object = before  # type: ignore[attr-defined]
            lowered.append(lower_mode(mode))
        self.last_action, self.last_object = before  # type: ignore[attr-defined]
        return runtime.ChooseMode(modes=tuple(lowered))

    def _mode_effect(self, mode: nodes.Node) -> runtime.Effect:
        from riftc.lower import sentence_body  # lower.py mixes this class in
        if not isinstance(mode, nodes.Mode):
            raise self.error(mode, "this kind of mode cannot run yet")  # type: ignore[attr-defined]
        return self.block(*(sentence_body(s) for s in mode.effect.sentences))  # type: ignore[attr-defined]

    def _keyword_given(self, mode: nodes.Node, limit: nodes.ToGive) -> runtime.Effect:
        """"• [Assault 2]" under "choose one to give me this turn": "Give me [Assault 2] this turn"."""
        if not isinstance(mode, nodes.KeywordMode) or mode.ability.cost is not None:
            raise self.error(mode, "only keywords can be given as modes yet")  # type: ignore[attr-defined]
        give = nodes.Give(span=mode.span, target=limit.target, each=None,
                          grants=nodes.Grants(span=mode.ability.keyword.span, items=(mode.ability.keyword,)),
                          duration=limit.duration, minimum=None)
        return self.block(give)  # type: ignore[attr-defined]
