"""Runtime instructions about players' decks and counts: predict and recycle (436, 416), XP (730)
points (468), Additional Turns (735) and winning by an effect (195). Same conventions as instructions.py."""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.amounts import Number
from ..model.events import Outcome, log
from ..model.targets import ObjectRef, PlayerRef, You
from ..rules import deck_actions, victory, zone_actions
from .instructions import _number, for_each_player
from .resolution import Instruction, Resolution


@dataclass(frozen=True)
class GainXp(Instruction):
    """"Gain 1 XP" (730.1)."""

    amount: Number = 1
    player: PlayerRef = You()
    action = "gain_xp"

    def execute(self, ctx: Resolution) -> Outcome:
        amount = _number(ctx, self, self.amount)
        if amount is None:
            return Outcome.ignore(self.action)
        return for_each_player(ctx, self, self.player, lambda p: zone_actions.gain_xp(
            ctx.state, p, amount, source=ctx.source))


@dataclass(frozen=True)
class SpendXp(Instruction):
    """"you may spend 3 XP to …" (730.2), a cost within an instruction: only with that much XP; with
    less, nothing is spent and the spending is negated (so what it pays for does not happen)."""

    amount: int = 1
    player: PlayerRef = You()
    action = "spend_xp"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_player(ctx, self, self.player, lambda p: self._spend(ctx, p))

    def _spend(self, ctx: Resolution, pid: int) -> Outcome:
        me = ctx.state.player(pid)
        if me.xp < self.amount:
            log(ctx.state, self.action, (), False, f"spend_xp negated: {me.name} has only {me.xp} XP",
                "730.2", by=pid, source=ctx.source, reason="not enough XP")
            return Outcome(self.action, players=(pid,))
        me.xp -= self.amount
        log(ctx.state, self.action, (), True, f"{me.name} spends {self.amount} XP", "730.2",
            by=pid, source=ctx.source, amount=self.amount)
        return Outcome(self.action, players=(pid,), amount=self.amount, done=True)


@dataclass(frozen=True)
class ScorePoints(Instruction):
    """"You score 1 point" (468.1, 471.1.a.1)."""

    amount: Number = 1
    player: PlayerRef = You()
    action = "score"

    def execute(self, ctx: Resolution) -> Outcome:
        amount = _number(ctx, self, self.amount)
        if amount is None:
            return Outcome.ignore(self.action)
        return for_each_player(ctx, self, self.player, lambda p: zone_actions.score_points(
            ctx.state, p, amount, source=ctx.source))


@dataclass(frozen=True)
class WinGame(Instruction):
    """"you win the game" (195): an effect's win, not a Victory Score reached by points."""

    player: PlayerRef = You()
    action = "win"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_player(ctx, self, self.player, lambda p: victory.win_by_effect(
            ctx.state, p, source=ctx.source))


@dataclass(frozen=True)
class TakeAdditionalTurn(Instruction):
    """"Take a turn after this one" (735): an Additional Turn for the player, queued after this turn and
    after any this turn already created (738)."""

    player: PlayerRef = You()
    action = "additional_turn"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_player(ctx, self, self.player, lambda p: _queue_turn(ctx, p))


def _queue_turn(ctx: Resolution, pid: int) -> Outcome:
    flow = ctx.state.flow
    flow.additional_turns.insert(flow.created_this_turn, pid)
    flow.created_this_turn += 1
    log(ctx.state, "additional_turn", (), True, f"{ctx.state.player(pid).name} will take a turn after this one",
        "735", by=pid, source=ctx.source)
    return Outcome("additional_turn", players=(pid,), done=True)


@dataclass(frozen=True)
class Predict(Instruction):
    """"[Predict 2]" (436): look at the top cards of your Main Deck, recycle any of them (chosen now,
    not targets) and put the rest back on top; no burn out for too few cards (436.4.a)."""

    amount: int = 1
    action = "predict"

    def execute(self, ctx: Resolution) -> Outcome:
        top = deck_actions.top_cards(ctx.state, ctx.controller, self.amount)
        log(ctx.state, self.action, top, bool(top), f"{ctx.state.player(ctx.controller).name} looks at "
            f"the top {len(top)} card(s) of their Main Deck", "436.1", by=ctx.controller, source=ctx.source)
        chosen = ctx.pick(top, 0, len(top), f"predict: recycle any of the top {len(top)}")
        if chosen:  # recycling none of them is a choice, not a negated recycle
            deck_actions.recycle(ctx.state, chosen, by=ctx.controller, source=ctx.source)
        return Outcome(self.action, targets=top, affected=chosen, done=bool(top))


@dataclass(frozen=True)
class Recycle(Instruction):
    """"Recycle 2 from your trash" (416.6): the cards are picked now, not targeted; as many as possible
    (416.4)."""

    target: ObjectRef
    by_owners: bool = False  # "Their owners recycle them": each owner recycles their own cards
    action = "recycle"

    def execute(self, ctx: Resolution) -> Outcome:
        refs = ctx.referents(self, "target")
        if refs.ignored:
            return ctx.ignored(self, refs.rule)
        if not self.by_owners:
            return deck_actions.recycle(ctx.state, refs.objects, by=ctx.controller, source=ctx.source)
        outcome = Outcome(self.action)
        found = [o for o in (ctx.state.get(oid) for oid in refs.objects) if o is not None]
        for owner in dict.fromkeys(o.owner for o in found):
            mine = tuple(o.oid for o in found if o.owner == owner)
            outcome = outcome.merge(deck_actions.recycle(ctx.state, mine, by=owner, source=ctx.source))
        return outcome
