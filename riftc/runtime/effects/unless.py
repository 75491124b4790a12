"""Instructions another player can stop: "Deal 6 to it unless its controller has you draw 2",
"Counter a spell unless its controller pays [2]".

The instruction is followed as far as possible unless the named player chooses to do the other thing
and does it (359.3.e.6: an instruction that isn't followed is simply not done). The player is asked on
resolution, before the instruction; a payment they can't make is negated (444.2.b), and then the
instruction happens. The targets of the instruction are chosen as the spell is played (355.5), so
they sit on the ``Unless`` itself and the instructions inside refer to them as ``It(link)`` of it.
"""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.choosers import ConfirmRequest
from ..model.events import Outcome
from ..model.targets import ObjectRef, PlayerRef, You
from ..rules import zone_actions
from .resolution import Effect, Instruction, Resolution


@dataclass(frozen=True)
class Unless(Instruction):
    """``then`` is done unless ``player`` agrees to do ``escape`` and every instruction of it is
    performed (not negated, not ignored); ``player`` None is the controller of ``target`` ("its
    controller" of the instruction's own target, read before the instruction). ``target``, when given, is the objects ``then`` acts on,
    chosen with the other targets; ``then`` and ``escape`` refer to them as ``It(link)`` of this
    instruction. Reading order numbers ``then`` before ``escape`` (its instructions come first in the
    text), though ``escape`` is asked and done first."""

    then: Effect
    escape: Effect
    player: PlayerRef | None = You()
    target: ObjectRef | None = None
    action = "unless"

    def nested(self) -> tuple[Effect, ...]:
        return (self.then, self.escape)

    def execute(self, ctx: Resolution) -> Outcome:
        chosen: tuple[int, ...] = ()
        if self.target is not None:
            refs = ctx.referents(self, "target")
            if refs.ignored:
                return ctx.ignored(self, refs.rule)  # every target illegal: nothing to do (359.3.e.7)
            chosen = refs.objects
            # The nested instructions read the targets through this instruction's outcome.
            ctx.outcomes[ctx.step] = Outcome(self.action, targets=chosen, affected=chosen)
        if self.player is None:
            found = (ctx.state.lookup(o) for o in chosen)
            players: tuple[int, ...] | None = tuple(dict.fromkeys(o.controller for o in found if o is not None))
        else:
            players = ctx.players(self.player)
        if players and self._escaped(ctx, players[0]):
            return Outcome(self.action, targets=chosen)  # the instruction is not done
        ctx.run_nested(self, 0)
        return Outcome(self.action, targets=chosen, affected=chosen, done=True)

    def _escaped(self, ctx: Resolution, player: int) -> bool:
        """Ask ``player`` whether they do ``escape``; True if they did all of it."""
        name = ctx.state.player(player).name
        wanted = ", ".join(i.action for i in self.escape.instructions)
        stopped = ", ".join(i.action for i in self.then.instructions)
        if not ctx.chooser.confirm(ConfirmRequest(player, ctx.source, f"{name}: {wanted} so that {stopped} "
                                                  "doesn't happen?")):
            return False
        ctx.run_nested(self, 1)
        first = ctx.step + 1 + self.then.size()
        done = [ctx.outcome(i) for i, _ in self.escape.walk(first)]
        return all(o is not None and o.performed and not o.negated and not o.ignored for o in done)


@dataclass(frozen=True)
class PlayerPays(Instruction):
    """"its controller pays [2]": Energy and Power from that player's rune pool (444.1); negated if
    the pool can't pay all of it (444.2.b)."""

    player: PlayerRef
    energy: int = 0
    power: tuple[str, ...] = ()
    action = "pay"

    def execute(self, ctx: Resolution) -> Outcome:
        players = ctx.players(self.player)
        if not players:
            return ctx.ignored(self, "359.3.e.14.a")
        return zone_actions.pay(ctx.state, players[0], self.energy, self.power, source=ctx.source)
