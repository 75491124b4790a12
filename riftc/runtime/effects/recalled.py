"""The steps of a resolving ability, recalled in an ability it creates (a reflexive trigger, 388.1,
effects/reflexive_triggers.py): the new ability's instructions keep their reading-order numbers in the
parent's effect, and each earlier step of the parent is a ``Recalled`` step carrying the Outcome that
step had, so "it", "them" and "if you do" in the new ability read what the parent did (359.3.e.14)."""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.events import Outcome
from .resolution import Effect, Instruction, Resolution


@dataclass(frozen=True)
class Recalled(Instruction):
    """A step of the ability that created this one, in the new ability: it does nothing and
    its Outcome is the one the parent's step had (None: that step did not run), so "it", "them" and
    "if you do" in the new ability read the parent (359.3.e.14)."""

    outcome: Outcome | None = None
    action = "recalled"

    def choose_on_play(self, ctx: Resolution, index: int) -> None:
        if self.outcome is not None:  # known as the new ability's targets are chosen (388.1)
            ctx.outcomes[index] = self.outcome

    def execute(self, ctx: Resolution) -> Outcome | None:  # type: ignore[override]
        return self.outcome  # None is not stored (Resolution.run): the step did not run


def recalling(ctx: Resolution, effect: Effect, start: int) -> Effect:
    """``effect`` (numbered from ``start`` in the resolving ability) as an ability of its own: the
    resolving ability's steps before it recalled with their Outcomes so far."""
    return Effect(tuple(Recalled(ctx.outcome(i)) for i in range(start)) + effect.instructions)
